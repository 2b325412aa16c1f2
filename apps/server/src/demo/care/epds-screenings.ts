import { epdsBand, epdsTotal } from '@pnc/schemas/centre/epds';
import type { CareContext } from './context';
import { taipeiAt } from './dates';

/**
 * EPDS questionnaires on arrival for the mothers who came: most answer low; every seventh scores in the refer band
 * (as her check-in evaluation says), and one answers item 10 above 0, so each kind of flag shows in the demo.
 */
export async function seedEpdsScreenings({ rng, started, pickNurse, insertMany }: CareContext) {
  const rows: Record<string, unknown>[] = [];
  for (const [i, s] of started.entries()) {
    const high = i % 7 === 3;
    const items = Array.from({ length: 10 }, (_, k) => (k === 9 ? 0 : high ? rng.int(1, 3) : rng.int(0, 1)));
    if (i === 3) items[9] = 1;
    const total = epdsTotal(items);
    rows.push({
      mother: s.mother,
      screened_at: taipeiAt(s.start_date, 16, 0),
      occasion: 'arrival',
      screener: pickNurse(),
      ...Object.fromEntries(items.map((v, k) => [`item_${k + 1}`, v])),
      total,
      band: epdsBand(total),
      note: null,
    });
  }
  await insertMany('epds_screening', rows);
}

/**
 * The flags of mothers who have left are acknowledged as the demo is made, each by a nurse with a note; those of the
 * mothers in the house stay open.
 */
export async function acknowledgePastFlags({ trx, inHouse, pickNurse }: CareContext) {
  const here = inHouse.map((s) => s.mother);
  const open = (await trx
    .selectFrom('clinical_flag')
    .select(['id', 'raised_at'])
    .where('acknowledged_at', 'is', null)
    .$if(here.length > 0, (q) => q.where('mother', 'not in', here))
    .orderBy('id')
    .execute()) as { id: number; raised_at: string }[];
  for (const f of open) {
    const at = f.raised_at;
    await trx
      .updateTable('clinical_flag')
      .set({ acknowledged_at: at, acknowledged_by: pickNurse(), acknowledgement: '已評估並處理，持續觀察。', updated_at: at })
      .where('id', '=', f.id)
      .execute();
  }
}
