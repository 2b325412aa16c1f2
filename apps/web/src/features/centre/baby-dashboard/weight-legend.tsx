import { useTranslation } from 'react-i18next';
import { alertLineMark, LegendEntry } from './chart-legend';
import { chartColours } from './chart-colours';

/** The weight chart's marks in words, each beside its shape (the marks differ in shape, not colour alone). */
export function WeightLegend({ withLine }: { withLine: boolean }) {
  const { t } = useTranslation('centre');
  return (
    <ul className="pnc-chart-legend">
      <LegendEntry mark={<rect x="2" y="2" width="10" height="10" fill="#fff" stroke={chartColours.line} strokeWidth="2" />}>
        {t('charts.weight.birth')}
      </LegendEntry>
      <LegendEntry mark={<circle cx="7" cy="7" r="4" fill="#fff" stroke={chartColours.line} strokeWidth="2" />}>
        {t('charts.weight.reading')}
      </LegendEntry>
      {withLine && (
        <>
          <LegendEntry width={24} mark={alertLineMark}>
            {t('charts.weight.lineLabel')}
          </LegendEntry>
          <LegendEntry mark={<path d="M7,1 L13,12 L1,12 Z" fill={chartColours.alert} />}>
            {t('charts.weight.belowMark')}
          </LegendEntry>
        </>
      )}
    </ul>
  );
}
