import type { InvoiceType } from '@pnc/schemas/shop/invoice';

/** One line of an invoice or an allowance: tax-included NT$ (B2C, TaxType 1). */
export interface InvoiceLine {
  name: string;
  count: number;
  /** the unit word printed on the invoice (件). */
  word: string;
  price: number;
  amount: number;
}

/** What an invoice is issued for: one order, under its own RelateNumber (unique per order, stable across retries). */
export interface IssueRequest {
  orderId: number;
  relateNumber: string;
  type: InvoiceType;
  carrier: string | null;
  loveCode: string | null;
  taxId: string | null;
  /** a company invoice's title (its CustomerName) and the address the printed invoice goes to. */
  title: string | null;
  address: string;
  email: string;
  amount: number;
  lines: InvoiceLine[];
}

/** What the provider issued: number (字軌 + 8 digits), when (ISO 8601 with Taipei's +08:00) and the 4-digit random number. */
export interface Issued {
  number: string;
  date: string;
  random: string;
}

/** An issued invoice, as the void and allowance calls name it. */
interface IssuedRef {
  number: string;
  date: string;
}

/** One adapter per e-invoice provider: sandbox (the demo, offline) or ecpay. */
export interface InvoiceProvider {
  readonly name: 'sandbox' | 'ecpay';
  issue(request: IssueRequest): Promise<Issued>;
  /** The invoice already issued under this RelateNumber, if any (a retry after an answer that never arrived). */
  findIssued(relateNumber: string): Promise<Issued | null>;
  /** Voids (作廢) an invoice inside its filing period. */
  invalid(invoice: IssuedRef, reason: string): Promise<void>;
  /** Issues an allowance (折讓) against an invoice; answers the allowance number. */
  allowance(invoice: IssuedRef, amount: number, lines: InvoiceLine[], email: string): Promise<string>;
}

/** The provider answered and said no (RtnCode ≠ 1): nothing was issued, voided or allowed. The message is the provider's. */
export class InvoiceRefused extends Error {}

/** The provider could not be reached or answered something that is not its protocol: try again later. */
export class InvoiceUnavailable extends Error {}
