import { lowStockFlag } from '@pnc/schemas/centre/flags';
import { addDays } from '../../centre/care-time';
import type { CareContext } from './context';
import { taipeiAt } from './dates';

/** 20 spare parts: name, unit, unit price (NT$), safety stock. */
const PARTS: [string, string, number, number][] = [
  ['燈管', '支', 120, 10],
  ['床單', '條', 350, 20],
  ['奶瓶刷', '支', 90, 15],
  ['溫度計探頭套', '盒', 260, 8],
  ['枕頭套', '個', 150, 20],
  ['浴巾', '條', 280, 30],
  ['嬰兒紗布巾', '包', 180, 25],
  ['拋棄式產褥墊', '包', 220, 20],
  ['酒精棉片', '盒', 95, 12],
  ['乾洗手液', '瓶', 130, 10],
  ['嬰兒床墊', '張', 1_800, 2],
  ['冷氣濾網', '片', 450, 6],
  ['吸乳器配件組', '組', 680, 6],
  ['奶瓶（240mL）', '支', 320, 12],
  ['奶嘴', '個', 110, 20],
  ['拖鞋', '雙', 80, 20],
  ['垃圾袋', '捲', 60, 15],
  ['面紙', '箱', 480, 4],
  ['插座延長線', '條', 390, 3],
  ['燈泡', '顆', 75, 10],
];

interface StockMove {
  operation: 'in' | 'out' | 'adjust';
  quantity: number;
  reason: string;
  day: string;
}

/** Every fifth part (the third, eighth, …) runs low on purpose, so the low-stock flag shows in the demo. */
const runsLow = (index: number) => index % 5 === 2;

/**
 * A month of stock moves for one part: a count at the start, then uses every few days; parts that do not
 * run low are restocked once they reach the safety stock. Answers the moves and the total they add up to.
 */
function stockHistory({ rng, today }: CareContext, index: number, safety: number) {
  const moves: StockMove[] = [];
  let total = safety * 3 + rng.int(0, safety);
  moves.push({ operation: 'adjust', quantity: total, reason: '月初盤點', day: addDays(today, -30) });
  for (let d = -28; d <= 0; d += rng.int(2, 5)) {
    const take = Math.min(total, rng.int(1, Math.max(1, Math.ceil(safety / 2))) + (runsLow(index) ? safety : 0));
    if (take > 0) {
      total -= take;
      moves.push({
        operation: 'out',
        quantity: take,
        reason: rng.pick(['房間補充', '嬰兒室使用', '更換', '耗損']),
        day: addDays(today, d),
      });
    }
    if (total <= safety && !runsLow(index)) {
      const add = safety * 2;
      total += add;
      moves.push({ operation: 'in', quantity: add, reason: '進貨', day: addDays(today, d) });
    }
  }
  if (runsLow(index) && total === 0) {
    // Restocked a little, still below the safety stock.
    total = Math.max(1, Math.floor(safety / 3));
    moves.push({ operation: 'in', quantity: total, reason: '緊急補貨', day: today });
  }
  return { moves, total };
}

/** The spare parts with their stock history; each part's total is what its history adds up to. */
export async function seedSpareParts(ctx: CareContext) {
  const { rng, trx, stamp, pickNurse, insertMany } = ctx;
  for (const [i, [name, unit, price, safety]] of PARTS.entries()) {
    const { moves, total } = stockHistory(ctx, i, safety);
    // Part by part: the PRNG draws a part's history, then its records' hours and nurses, before the next part.
    const partId = (
      (await trx
        .insertInto('spare_part')
        .values({
          name,
          unit,
          unit_price: price,
          total,
          safety_stock: safety,
          low_stock: lowStockFlag(total, safety) ? 1 : 0,
          note: null,
          ...stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow()) as { id: number }
    ).id;
    await insertMany(
      'spare_part_record',
      moves.map((m) => {
        // A record is dated when the move happened, not when the demo was loaded, and never after that moment: a
        // demo loaded at 00:30 in Taipei holds today's move at 00:30, not at the afternoon hour drawn for it (the
        // move stays, so each part's total still adds up).
        const drawn = taipeiAt(m.day, rng.int(8, 18));
        const at = drawn > stamp.created_at ? stamp.created_at : drawn;
        return {
          part: partId,
          quantity: m.quantity,
          operation: m.operation,
          reason: m.reason,
          user: pickNurse(),
          created_at: at,
          updated_at: at,
        };
      }),
    );
  }
}
