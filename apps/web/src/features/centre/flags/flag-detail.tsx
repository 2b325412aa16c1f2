import { useTranslation } from 'react-i18next';
import { flagLabel } from './flag-tags';
import type { RaisedFlag } from './row-flags';

/** A warning in a sentence with the value that raised it: "Fever (≥ 38 °C): 38.4 °C". */
export function FlagDetail({ flag }: { flag: RaisedFlag }) {
  const { t, i18n } = useTranslation('centre');
  const locale = i18n.language === 'en' ? 'en-US' : 'zh-TW';
  const value = flag.value.toLocaleString(locale);
  return (
    <>
      {t('flags.detail', {
        flag: flagLabel(t, flag.kind),
        value:
          flag.kind === 'weightLoss'
            ? t('flags.value.weightLoss', { value, percent: ((flag.loss ?? 0) * 100).toFixed(1) })
            : t(`flags.value.${flag.kind}`, { value }),
      })}
    </>
  );
}
