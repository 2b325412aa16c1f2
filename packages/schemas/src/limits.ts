/**
 * Length limits that the server's schemas hold and the web's forms check before sending. No zod here: the shop's
 * first load imports this module.
 */
export const EMAIL_MAX = 320;
export const URL_MAX = 2048;
export const CAPTCHA_MAX = 16;
/** An item list's keyword (ItemListQuery, shop/item.ts). */
export const KEYWORD_MAX = 100;
export const COMMENT_MAX = 2000;
/** Why a clinical record is archived (ArchiveRequest, centre/audit.ts). */
export const ARCHIVE_REASON_MAX = 500;
