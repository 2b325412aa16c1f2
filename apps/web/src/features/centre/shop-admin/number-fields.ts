import type { NumberInputOptions } from '@pnc/schemas/numeric-input';
import { readTyped } from '../../../components/number-input';

/** The shop's number fields, each with the server's range (shop/item.ts, item-variant.ts, category.ts). */
export const PRICE: NumberInputOptions = { scale: 0, min: 0, max: 10_000_000, thousands: true };
export const STOCK: NumberInputOptions = { scale: 0, min: 0, max: 1_000_000 };
export const VARIANT_ORDER: NumberInputOptions = { scale: 0, min: 0, max: 10_000 };
export const CATEGORY_ORDER: NumberInputOptions = { scale: 0, min: -10_000, max: 10_000 };

/**
 * A typed number as sent: its value, or null when blank. The field's rule has refused anything else already,
 * so a refusal here is never read as a number (it stays null and the server's own rule answers).
 */
export function typedNumber(typed: string | number | null | undefined, options: NumberInputOptions): number | null {
  const read = readTyped(typed, options);
  return read.ok ? read.value : null;
}
