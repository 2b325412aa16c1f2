import { z } from 'zod';
import { BodyId } from '../common';
import { sparePartRecord } from './spare-part-record';

/** The most a stock take counts of one part: the stock move's own limit. */
const MAX_COUNT = sparePartRecord.fields.quantity.max!;

/** A count as a JSON whole number from 0 (an empty shelf is counted); text such as "1e3" is refused, never read. */
const Count = z.number().int().min(0).max(MAX_COUNT);

/**
 * POST /api/stock_take/ (盤點): each line says what was counted on the shelf and what stock the counter saw
 * before counting. All lines are written or none: any whose stock changed since is 409 stock_changed.
 */
export const StockTake = z
  .object({
    lines: z
      .array(z.object({ spare_part_id: BodyId, counted: Count, expected: Count }).strict())
      .min(1)
      .max(500)
      .refine((lines) => new Set(lines.map((l) => l.spare_part_id)).size === lines.length, {
        message: 'invalid',
      }),
    reason: z.string().trim().max(200).optional(),
  })
  .strict()
  .meta({ id: 'StockTake' });
export type StockTake = z.infer<typeof StockTake>;

/** The answer: each part's stock as counted, with the count's stock move. */
export const StockTaken = z
  .object({
    lines: z.array(
      z.object({
        spare_part_id: z.number().int(),
        expected: z.number().int(),
        counted: z.number().int(),
        record: z.number().int(),
        low_stock: z.boolean(),
      }),
    ),
  })
  .meta({
    examples: [
      {
        lines: [
          { spare_part_id: 4, expected: 40, counted: 38, record: 215, low_stock: false },
          { spare_part_id: 7, expected: 12, counted: 5, record: 216, low_stock: true },
        ],
      },
    ],
  });
export type StockTaken = z.infer<typeof StockTaken>;

/** The field a stale line is named by in a 409 stock_changed: `lines.2.expected`, noted `stock_changed:<now>`. */
export const staleLineField = (index: number) => `lines.${index}.expected`;
