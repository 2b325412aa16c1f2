import i18n from '../../app/i18n';
import enShop from '../../locales/en/shop.json';
import twShop from '../../locales/tw/shop.json';
import './shop-errors-i18n';

/** The shop's texts join i18next when the first shop page's chunk loads (the home section uses common.json). */
i18n.addResourceBundle('tw', 'shop', twShop, true, true);
i18n.addResourceBundle('en', 'shop', enShop, true, true);
