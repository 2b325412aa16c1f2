import { CENTRE_TIME_ZONE } from '../../../lib/day-format';

/**
 * An order's moment (placed, paid, shipped, a payment deadline, the invoice's date) as the customer reads it: Taipei
 * wall-clock time, wherever the browser is; '' for none.
 */
export const formatOrderTime = (iso: string | null, lang: string) =>
  iso
    ? new Intl.DateTimeFormat(lang === 'en' ? 'en' : 'zh-TW', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: CENTRE_TIME_ZONE,
      }).format(new Date(iso))
    : '';
