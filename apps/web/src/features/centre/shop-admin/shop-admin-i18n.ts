import i18n from '../../../app/i18n';
import enShopAdmin from '../../../locales/en/shop-admin.json';
import twShopAdmin from '../../../locales/tw/shop-admin.json';
import '../../shop/shop-errors-i18n';

/** The shop management texts join i18next with this chunk; buttons and totals come from centre.json's `generic`. */
i18n.addResourceBundle('tw', 'shopAdmin', twShopAdmin, true, true);
i18n.addResourceBundle('en', 'shopAdmin', enShopAdmin, true, true);

export const SHOP_ADMIN_NS = ['shopAdmin', 'centre', 'errors'] as const;
