import { careLogShortfall, careLogTotals, windowDayOfLife } from '@pnc/schemas/centre/care-log-adequacy';
import type { AnyDb, Row } from '../repository';
import type { FlagDraft } from './flag-rules';

const DAY_MS = 24 * 3_600_000;

/**
 * Too few wet diapers or feeds for the day of life in the 24 hours up to a care event's time
 * (care-log-adequacy.ts, the dashboard's own functions). Judged only when the baby's log reaches back a whole
 * day (an event at or before the window's start) and the baby was 24 hours old at its start; archived events do
 * not count. While one of these flags of the baby is open it is not raised again by the next event.
 */
export async function careLogFlags(
  trx: AnyDb,
  baby: { mother: number; baby: number; birth_at: string | null },
  row: Row,
): Promise<FlagDraft[]> {
  const to = new Date(Date.parse(String(row.occurred_at)));
  if (Number.isNaN(to.getTime())) return [];
  const day = windowDayOfLife(baby.birth_at, to);
  if (day === null) return [];
  const from = new Date(to.getTime() - DAY_MS).toISOString();
  const events = (await trx
    .selectFrom('baby_care_event')
    .select(['occurred_at', 'kind', 'minutes', 'volume_ml'])
    .where('baby', '=', baby.baby)
    .where('archived_at', 'is', null)
    .execute()) as { occurred_at: string; kind: string; minutes: number | null; volume_ml: number | null }[];
  // Stored times are ISO strings of one format per engine; compare them as instants.
  if (!events.some((e) => Date.parse(e.occurred_at) <= Date.parse(from))) return [];
  const totals = careLogTotals(events, from, to.toISOString());
  const shortfall = careLogShortfall(day, totals);
  const window = { from, to: to.toISOString(), day_of_life: day };
  const drafts: FlagDraft[] = [];
  if (shortfall.fewWetDiapers)
    drafts.push({
      rule: 'few_wet_diapers',
      ...baby,
      value: totals.wetDiapers,
      detail: { ...window, expected: shortfall.expected.wetDiapers },
    });
  if (shortfall.fewFeeds)
    drafts.push({ rule: 'few_feeds', ...baby, value: totals.feeds, detail: { ...window, expected: shortfall.expected.feeds } });
  const open = drafts.length
    ? ((await trx
        .selectFrom('clinical_flag')
        .select('rule')
        .where('baby', '=', baby.baby)
        .where(
          'rule',
          'in',
          drafts.map((d) => d.rule),
        )
        .where('acknowledged_at', 'is', null)
        .execute()) as { rule: string }[])
    : [];
  return drafts.filter((d) => !open.some((o) => o.rule === d.rule));
}
