import { useTranslation } from 'react-i18next';
import { chartColours } from './chart-colours';

/** The weight chart's marks in words, each beside its shape (the marks differ in shape, not colour alone). */
export function WeightLegend({ withLine }: { withLine: boolean }) {
  const { t } = useTranslation('centre');
  return (
    <ul className="pnc-chart-legend">
      <li>
        <svg width="14" height="14" aria-hidden="true" focusable="false">
          <rect x="2" y="2" width="10" height="10" fill="#fff" stroke={chartColours.line} strokeWidth="2" />
        </svg>
        {t('charts.weight.birth')}
      </li>
      <li>
        <svg width="14" height="14" aria-hidden="true" focusable="false">
          <circle cx="7" cy="7" r="4" fill="#fff" stroke={chartColours.line} strokeWidth="2" />
        </svg>
        {t('charts.weight.reading')}
      </li>
      {withLine && (
        <>
          <li>
            <svg width="24" height="14" aria-hidden="true" focusable="false">
              <line x1="0" y1="7" x2="24" y2="7" stroke={chartColours.alert} strokeWidth="2" strokeDasharray="6 4" />
            </svg>
            {t('charts.weight.lineLabel')}
          </li>
          <li>
            <svg width="14" height="14" aria-hidden="true" focusable="false">
              <path d="M7,1 L13,12 L1,12 Z" fill={chartColours.alert} />
            </svg>
            {t('charts.weight.belowMark')}
          </li>
        </>
      )}
    </ul>
  );
}
