import type { AuthTokenTable, CaptchaTable, OneTimeKeyTable, SocialLinkTable, ThrottleTable, UserTable } from './accounts.table';
import type { AuditLogTable } from './centre.table';

/** Every table, by name. Each area adds its tables here. */
export interface Database {
  app_user: UserTable;
  auth_token: AuthTokenTable;
  one_time_key: OneTimeKeyTable;
  throttle: ThrottleTable;
  captcha: CaptchaTable;
  social_link: SocialLinkTable;
  audit_log: AuditLogTable;
}
