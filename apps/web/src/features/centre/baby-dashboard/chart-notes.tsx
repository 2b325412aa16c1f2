import { useTranslation } from 'react-i18next';
import type { SeriesNote } from './growth-data';

/** What a chart cannot show and why: a missing birth time or weight, readings dated before the birth. */
export function ChartNotes({ notes, beforeBirth }: { notes: readonly SeriesNote[]; beforeBirth: number }) {
  const { t } = useTranslation('centre');
  if (!notes.length && !beforeBirth) return null;
  return (
    <ul className="pnc-chart-notes">
      {notes.map((n) => (
        <li key={n}>{t(`charts.note.${n}`)}</li>
      ))}
      {beforeBirth > 0 && <li>{t('charts.note.beforeBirth', { count: beforeBirth })}</li>}
    </ul>
  );
}
