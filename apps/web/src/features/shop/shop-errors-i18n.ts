import i18n from '../../app/i18n';
import enShopErrors from '../../locales/en/shop-errors.json';
import twShopErrors from '../../locales/tw/shop-errors.json';

/**
 * The words of the shop's own error codes (orders, stock, delivery, invoices, variants) join the `errors` namespace
 * with the first shop or shop-management chunk, so the first page's bundle carries only the codes every page needs.
 */
i18n.addResourceBundle('tw', 'errors', twShopErrors, true, false);
i18n.addResourceBundle('en', 'errors', enShopErrors, true, false);
