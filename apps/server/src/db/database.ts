import type { Kysely } from 'kysely';
import type {
  AuthTokenTable,
  CaptchaTable,
  OneTimeKeyTable,
  SocialLinkTable,
  SocialPendingTable,
  ThrottleTable,
  UserTable,
} from './accounts.table';
import type * as Shop from './shop.table';
import type { AuditLogTable, IdempotencyKeyTable } from './centre.table';

/** Every table, by name. Each area adds its tables here. */
export interface Database {
  app_user: UserTable;
  auth_token: AuthTokenTable;
  one_time_key: OneTimeKeyTable;
  throttle: ThrottleTable;
  captcha: CaptchaTable;
  social_link: SocialLinkTable;
  social_pending: SocialPendingTable;
  category: Shop.CategoryTable;
  item: Shop.ItemTable;
  item_variant: Shop.ItemVariantTable;
  item_category: Shop.ItemCategoryTable;
  item_gram: Shop.ItemGramTable;
  item_count: Shop.ItemCountTable;
  item_comment: Shop.CommentTable;
  comment_response: Shop.CommentResponseTable;
  site_news: Shop.SiteNewsTable;
  shop_order: Shop.ShopOrderTable;
  order_item: Shop.OrderItemTable;
  order_mail: Shop.OrderMailTable;
  payment_attempt: Shop.PaymentAttemptTable;
  user_address: Shop.UserAddressTable;
  cvs_pick: Shop.CvsPickTable;
  favorite: Shop.FavoriteTable;
  user_cart: Shop.UserCartTable;
  audit_log: AuditLogTable;
  idempotency_key: IdempotencyKeyTable;
}

/** The database, typed by its tables. */
export type Db = Kysely<Database>;
