import { useTranslation } from 'react-i18next';
import { useChartFormat } from './chart-format';
import { ChartFigure } from './chart-figure';
import { ChartNotes } from './chart-notes';
import { BilirubinChart } from './bilirubin-chart';
import { type BilirubinSeries, seriesSummary } from './growth-data';

/**
 * The jaundice readings over hours of life. Readings only: phototherapy thresholds depend on gestational
 * age and risk factors the records do not hold, so no treatment line is drawn.
 */
export function BilirubinFigure({ series }: { series: BilirubinSeries }) {
  const { t } = useTranslation('centre');
  const f = useChartFormat();
  const { points } = series;
  const s = seriesSummary(
    points,
    (p) => p.hours,
    (p) => p.value,
    'max',
  );
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
          <ChartNotes notes={series.notes} beforeBirth={series.beforeBirth} />
        </>
      }
      table={{
        caption: t('charts.bilirubin.title'),
        head: [
          t('baby_health_record.fields.recorded_at'),
          t('charts.hoursOfLife'),
          t('baby_health_record.fields.jaundice_mg_dl'),
        ],
        rows: points.map((p) => ({ key: p.id, cells: [f.when(p.recordedAt), f.num(p.hours), f.mgdl(p.value)] })),
      }}
    >
      {points.length > 0 ? (ids) => <BilirubinChart series={series} {...ids} /> : undefined}
    </ChartFigure>
  );
}
