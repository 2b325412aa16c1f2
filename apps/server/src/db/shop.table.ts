import type { Generated, Selectable } from 'kysely';
import type { Flag } from './accounts.table';

export interface CategoryTable {
  id: Generated<number>;
  name_tw: string;
  name_en: string;
  parent_id: number | null;
  sort_order: number;
  image_url: string;
  created_at: string;
  updated_at: string;
}
export type CategoryRow = Selectable<CategoryTable>;

export interface ItemTable {
  id: Generated<number>;
  name_tw: string;
  name_en: string;
  description_tw: string;
  description_en: string;
  price: number;
  currency: string;
  stock: number;
  /** JSON text: string[] of image URLs. */
  images: string;
  is_active: Flag;
  is_featured: Flag;
  /** JSON text: a flat object. */
  attributes: string;
  sold_count: number;
  /** lower-cased, NFKC-normalised names and descriptions in both languages: what keyword search reads. */
  search_text: string;
  created_at: string;
  updated_at: string;
}
export type ItemRow = Selectable<ItemTable>;

/**
 * A variant of an item (size, colour…) with its own SKU and stock (migration 0029). An item with variants sells
 * only through them; its own stock column then holds the sum of its active variants' stock (decision 0024).
 */
export interface ItemVariantTable {
  id: Generated<number>;
  item_id: number;
  name_tw: string;
  name_en: string;
  /** JSON text: a flat object of option name → value, e.g. {"size":"M","colour":"米白"}. */
  options: string;
  sku: string;
  /** null: the item's price. */
  price: number | null;
  stock: number;
  sort_order: number;
  is_active: Flag;
  created_at: string;
  updated_at: string;
}
export type ItemVariantRow = Selectable<ItemVariantTable>;

export interface ItemCategoryTable {
  item_id: number;
  category_id: number;
}

/** Every distinct 1- and 2-character piece of an item's search_text: serves keywords too short for trigrams (乳頭). */
export interface ItemGramTable {
  gram: string;
  item_id: number;
  /** The item's is_active, kept by triggers (migration 0031): a short keyword's count reads the grams alone. */
  is_active: Generated<number>;
}

/** How many items a category holds (category_id 0: every item), by is_active; kept by triggers (migration 0011). */
export interface ItemCountTable {
  category_id: number;
  is_active: number;
  n: number;
}

export interface CommentTable {
  id: Generated<number>;
  item_id: number;
  user_id: number;
  text: string;
  created_at: string;
  updated_at: string;
}

export interface CommentResponseTable {
  id: Generated<number>;
  comment_id: number;
  user_id: number;
  text: string;
  created_at: string;
  updated_at: string;
}

export interface SiteNewsTable {
  id: Generated<number>;
  title_tw: string;
  title_en: string;
  body_tw: string;
  body_en: string;
  published_at: string | null;
  is_published: Flag;
  created_at: string;
  updated_at: string;
}

export interface ShopOrderTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  currency: string;
  payment_type: string;
  status: string;
  subtotal: number;
  shipping_fee: number;
  total: number;
  shipping_name: string;
  shipping_phone: string;
  shipping_address: string;
  payment_provider: string;
  /** PayPal order id or sandbox charge id. */
  payment_ref: string | null;
  approve_url: string | null;
  atm_bank_code: string | null;
  atm_account: string | null;
  /** ATM: unpaid after this, the order fails and its stock returns. */
  expires_at: string | null;
  paid_at: string | null;
  /** 1 once the reserved stock went back: stock is released at most once. */
  stock_released: Flag;
  /** home | cvs (migration 0024). Home: zip, city, district and shipping_address as the street line. */
  delivery_method: string;
  shipping_zip: string;
  shipping_city: string;
  shipping_district: string;
  /** CVS pickup: the store chosen on the provider's map. */
  cvs_brand: string | null;
  cvs_store_id: string | null;
  cvs_store_name: string | null;
  cvs_store_address: string | null;
  shipping_carrier: string | null;
  tracking_number: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
  refunded_at: string | null;
  /** why the last payment attempt did not go through (declined); the order stays awaiting payment. */
  payment_error: string | null;
  /** CVS payment code (超商代碼) issued by the provider. */
  payment_code: string | null;
  /** e-invoice: what the customer asked for, and what the provider issued. */
  invoice_type: string | null;
  invoice_carrier: string | null;
  invoice_love_code: string | null;
  invoice_tax_id: string | null;
  invoice_title: string | null;
  invoice_number: string | null;
  invoice_date: string | null;
  invoice_random: string | null;
  invoice_status: string | null;
  invoice_allowance_no: string | null;
  created_at: string;
  updated_at: string;
}
export type ShopOrderRow = Selectable<ShopOrderTable>;

/** The mails sent about an order, one a kind: a mail goes once even when two instances notice the same step. */
export interface OrderMailTable {
  order_id: number;
  kind: string;
  sent_at: string;
}

/** One attempt to pay an order at a provider (ECPay AIO): a new MerchantTradeNo each time the customer pays. */
export interface PaymentAttemptTable {
  id: Generated<number>;
  order_id: number;
  provider: string;
  /** ours, unique, at most 20 letters and digits (ECPay's MerchantTradeNo). */
  merchant_trade_no: string;
  /** Credit, ATM or CVS. */
  choose_payment: string;
  /** NT$ asked for: the order's total when the attempt was made. */
  amount: number;
  created_at: string;
  /** the provider's trade number (ECPay TradeNo). */
  trade_no: string | null;
  /** the provider's last result code (RtnCode) and message. */
  rtn_code: string | null;
  rtn_msg: string | null;
  /** when the payment-info callback (ATM account, store code) was processed. */
  info_at: string | null;
  /** when the result callback (ReturnURL), or the trade query standing in for it, was processed. */
  settled_at: string | null;
  /** when the trade query last asked about this attempt. */
  checked_at: string | null;
}
export type PaymentAttemptRow = Selectable<PaymentAttemptTable>;

export interface OrderItemTable {
  id: Generated<number>;
  order_id: number;
  item_id: number;
  quantity: number;
  unit_price: number;
  subtotal: number;
  saved_item_json: string;
  /** the variant whose stock the line reserved (migration 0029); null for an item without variants. */
  variant_id: number | null;
}

export interface FavoriteTable {
  user_id: number;
  item_id: number;
  created_at: string;
}

export interface UserCartTable {
  user_id: number;
  /** JSON text: the cart's items object, keyed like the client's. */
  items: string;
  updated_at: string;
}

/** One address in a customer's address book; at most one is_default per customer. */
export interface UserAddressTable {
  id: Generated<number>;
  user_id: number;
  label: string;
  name: string;
  phone: string;
  zip: string;
  city: string;
  district: string;
  /** the street line. */
  address: string;
  is_default: number;
  created_at: string;
  updated_at: string;
}
export type UserAddressRow = Selectable<UserAddressTable>;

/** One visit to the convenience-store map: issued (trade_no), answered once (store, token_hash), read once (used_at). */
export interface CvsPickTable {
  id: Generated<number>;
  trade_no: string;
  brand: string;
  token_hash: string | null;
  store_id: string | null;
  store_name: string | null;
  store_address: string | null;
  expires_at: string;
  replied_at: string | null;
  used_at: string | null;
  created_at: string;
}
