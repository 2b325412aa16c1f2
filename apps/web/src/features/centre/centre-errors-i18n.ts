import i18n from '../../app/i18n';
import enCentreErrors from '../../locales/en/centre-errors.json';
import twCentreErrors from '../../locales/tw/centre-errors.json';

/**
 * The words of the centre's own error codes (stays, rooms, bills, flags, handovers) join the `errors` namespace with
 * the centre's chunk, so the shop's first page carries only the codes every page needs.
 */
i18n.addResourceBundle('tw', 'errors', twCentreErrors, true, false);
i18n.addResourceBundle('en', 'errors', enCentreErrors, true, false);
