import { useTranslation } from 'react-i18next';
import { BilirubinChart } from './bilirubin-chart';
import type { BilirubinView } from './bilirubin-data';
import { BilirubinLegend } from './bilirubin-marks';
import { useChartFormat } from './chart-format';
import { ChartFigure } from './chart-figure';
import { ChartNotes } from './chart-notes';
import type { BilirubinSeries } from './growth-data';
import { seriesSummary } from './growth-data';

/**
 * The jaundice readings over hours of life, TSB and TcB told apart, with the AAP 2022 phototherapy threshold for
 * the baby's gestational age and risk group (docs/clinical/bilirubin.md); a reading at or above it is marked. Where
 * no line can be drawn the summary says why.
 */
export function BilirubinFigure({ series, view }: { series: BilirubinSeries; view: BilirubinView }) {
  const { t } = useTranslation('centre');
  const f = useChartFormat();
  const { points } = view;
  const s = seriesSummary(
    points,
    (p) => p.hours,
    (p) => p.value,
    'max',
  );
  const above = points.filter((p) => p.atOrAbove);
  const factors = view.riskFactors
    .map((k) => (k === 'albumin_g_dl' ? t('charts.bilirubin.lowAlbumin') : t(`baby.fields.${k}`)))
    .join(t('charts.bilirubin.listSeparator'));
  const group = view.withRisk ? t('charts.bilirubin.withRisk', { factors }) : t('charts.bilirubin.withoutRisk');
  const lineLabel = t('charts.bilirubin.lineLabel');
  const method = (m: 'tsb' | 'tcb' | null) => (m ? t(`charts.bilirubin.method.${m}`) : t('charts.bilirubin.method.unknown'));
  return (
    <ChartFigure
      testId="bilirubin-chart"
      title={t('charts.bilirubin.title')}
      summary={
        <>
          <p>
            {s
              ? t('charts.bilirubin.summary', {
                  count: s.count,
                  from: f.num(s.from),
                  to: f.num(s.to),
                  max: f.mgdl(s.extreme.value),
                  maxHour: f.num(s.extreme.hours),
                  latest: f.mgdl(s.latest.value),
                  latestHour: f.num(s.latest.hours),
                })
              : t('charts.bilirubin.empty')}
          </p>
          {view.lineNote ? (
            <p data-testid="bilirubin-no-line">{t(`charts.bilirubin.noLine.${view.lineNote}`)}</p>
          ) : (
            <p data-testid="bilirubin-line">
              {t('charts.bilirubin.line', { weeks: view.gestationalWeeks, group })}{' '}
              {points.length > 0 && t('charts.bilirubin.above', { count: above.length })}
            </p>
          )}
          {view.pastTable > 0 && <p>{t('charts.bilirubin.pastTable', { count: view.pastTable })}</p>}
          <ChartNotes notes={series.notes} beforeBirth={series.beforeBirth} />
        </>
      }
      legend={
        points.length > 0 && (
          <BilirubinLegend
            methods={[...new Set(points.map((p) => p.method))]}
            withLine={view.line.length > 0}
            aboveMethod={above[0]?.method}
            lineLabel={lineLabel}
            words={{
              tsb: method('tsb'),
              tcb: method('tcb'),
              unknown: method(null),
              above: t('charts.bilirubin.aboveMark'),
            }}
          />
        )
      }
      table={{
        caption: t('charts.bilirubin.title'),
        head: [
          t('baby_health_record.fields.recorded_at'),
          t('charts.hoursOfLife'),
          t('baby_health_record.fields.jaundice_mg_dl'),
          t('baby_health_record.fields.bilirubin_method'),
          lineLabel,
          t('charts.bilirubin.aboveColumn'),
        ],
        rows: points.map((p) => ({
          key: p.id,
          cells: [
            f.when(p.recordedAt),
            f.num(p.hours),
            f.mgdl(p.value),
            method(p.method),
            p.threshold === null ? '—' : f.mgdl(p.threshold),
            p.threshold === null ? '—' : p.atOrAbove ? t('generic.yes') : t('generic.no'),
          ],
        })),
      }}
    >
      {points.length > 0 ? (ids) => <BilirubinChart view={view} {...ids} /> : undefined}
    </ChartFigure>
  );
}
