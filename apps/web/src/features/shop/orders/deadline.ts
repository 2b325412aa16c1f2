/** A payment deadline as the customer reads it: Taipei wall-clock time, wherever the browser is. */
export const formatDeadline = (iso: string | null, lang: string) =>
  iso
    ? new Intl.DateTimeFormat(lang === 'en' ? 'en' : 'zh-TW', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Taipei',
      }).format(new Date(iso))
    : '';
