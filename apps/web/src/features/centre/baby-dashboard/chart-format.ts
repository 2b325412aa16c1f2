import { useTranslation } from 'react-i18next';
import { centreDateTime } from '../../../lib/day-format';

/** Numbers, grams, shares and times as the charts' words show them, in the current language. */
export function useChartFormat() {
  const { t, i18n } = useTranslation('centre');
  const locale = i18n.language === 'en' ? 'en-US' : 'zh-TW';
  const num = (v: number, digits = 1) => v.toLocaleString(locale, { maximumFractionDigits: digits });
  return {
    num,
    grams: (v: number) => t('charts.grams', { value: num(v, 0) }),
    mgdl: (v: number) => t('charts.mgdl', { value: num(v) }),
    /** A change as a signed percentage: −0.052 → "−5.2 %". */
    change: (share: number) => `${share > 0 ? '+' : share < 0 ? '−' : ''}${num(Math.abs(share) * 100)} %`,
    when: (iso: string) => centreDateTime(iso),
  };
}
