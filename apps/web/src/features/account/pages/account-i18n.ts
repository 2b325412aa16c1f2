import i18n from '../../../app/i18n';
import enAccount from '../../../locales/en/account.json';
import twAccount from '../../../locales/tw/account.json';

/** The account pages' texts load with their chunk, not with the shop's first page. */
i18n.addResourceBundle('tw', 'account', twAccount, true, true);
i18n.addResourceBundle('en', 'account', enAccount, true, true);

export const accountNs = ['account', 'common', 'errors'] as const;
