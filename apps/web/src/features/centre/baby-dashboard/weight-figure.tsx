import { useTranslation } from 'react-i18next';
import { useChartFormat } from './chart-format';
import { ChartFigure } from './chart-figure';
import { ChartNotes } from './chart-notes';
import { seriesSummary, type WeightSeries } from './growth-data';
import { WeightChart } from './weight-chart';
import { WeightLegend } from './weight-legend';

/** Weight over days of life, the birth weight first, with the 90 % line and the readings under it marked. */
export function WeightFigure({ series }: { series: WeightSeries }) {
  const { t } = useTranslation('centre');
  const f = useChartFormat();
  const { points, birthWeight, line } = series;
  const s = seriesSummary(
    points,
    (p) => p.day,
    (p) => p.weight,
    'min',
  );
  const below = points.filter((p) => p.below).length;
  const readings = points.filter((p) => !p.birth).length;
  return (
    <ChartFigure
      testId="weight-chart"
      title={t('charts.weight.title')}
      summary={
        <>
          <p>
            {s && readings > 0
              ? t('charts.weight.summary', {
                  count: readings,
                  from: f.num(s.from),
                  to: f.num(s.to),
                  min: f.grams(s.extreme.weight),
                  minDay: f.num(s.extreme.day),
                  latest: f.grams(s.latest.weight),
                  latestDay: f.num(s.latest.day),
                })
              : t('charts.weight.empty')}
          </p>
          {birthWeight !== null && line !== null && (
            <p>{t('charts.weight.line', { birth: f.grams(birthWeight), line: f.grams(line), count: below })}</p>
          )}
          <ChartNotes notes={series.notes} beforeBirth={series.beforeBirth} />
        </>
      }
      legend={points.length > 0 && <WeightLegend withLine={line !== null} />}
      table={{
        caption: t('charts.weight.title'),
        head: [
          t('baby_health_record.fields.recorded_at'),
          t('charts.dayOfLife'),
          t('baby_health_record.fields.weight_g'),
          t('charts.weight.change'),
          t('charts.weight.belowColumn'),
        ],
        rows: points.map((p) => ({
          key: p.id ?? 'birth',
          cells: [
            p.birth ? t('charts.weight.birth') : f.when(p.recordedAt),
            f.num(p.day),
            f.grams(p.weight),
            p.change === null ? '—' : f.change(p.change),
            p.below ? t('generic.yes') : t('generic.no'),
          ],
        })),
      }}
    >
      {points.length > 0 ? (ids) => <WeightChart series={series} {...ids} /> : undefined}
    </ChartFigure>
  );
}
