import i18n from '../../app/i18n';
import enAccountErrors from '../../locales/en/account-errors.json';
import twAccountErrors from '../../locales/tw/account-errors.json';

/**
 * The words of the sign-in and password errors only the login dialog and the account pages show join the `errors`
 * namespace with those chunks, so the first page's bundle carries only the codes every page needs.
 */
i18n.addResourceBundle('tw', 'errors', twAccountErrors, true, false);
i18n.addResourceBundle('en', 'errors', enAccountErrors, true, false);
