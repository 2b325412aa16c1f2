import { z } from 'zod';
import { schemasOf } from './define';
import { defineResource } from './define-spec';

export const stockOperations = ['in', 'out', 'adjust'] as const;

/**
 * 備品異動: immutable stock moves. `in` adds quantity, `out` takes it (409 beyond the stock),
 * `adjust` sets the stock to quantity (a count). The server sets user to the caller. Not in
 * centreResources: it has no update or delete, so its routes are hand-written (spare-part-routes.ts).
 */
export const sparePartRecord = defineResource({
  name: 'spare_part_record',
  path: 'spare_part_record',
  table: 'spare_part_record',
  label: { tw: '備品異動', en: 'Stock movement' },
  fields: {
    part: { type: 'ref', ref: 'spare_part', required: true, label: { tw: '備品', en: 'Part' } },
    quantity: { type: 'int', required: true, min: 1, max: 1_000_000, label: { tw: '數量', en: 'Quantity' } },
    operation: { type: 'enum', values: stockOperations, required: true, label: { tw: '異動', en: 'Operation' } },
    reason: { type: 'text', max: 200, label: { tw: '原因', en: 'Reason' } },
    user: { type: 'ref', ref: 'user', readOnly: true, label: { tw: '經手人', en: 'By' } },
  },
  list: {
    columns: ['part', 'operation', 'quantity', 'reason', 'user'],
    filters: [
      { op: 'eq', field: 'part' },
      { op: 'eq', field: 'operation' },
    ],
    ordering: '-id',
    defaultLimit: 100,
  },
  permissions: { read: 'staff', write: 'staff' },
  display: 'operation',
});

/**
 * A created record's answer: the record plus the part's stock after it. An extension, not an
 * intersection: in JSON Schema allOf of two closed objects accepts nothing, so the OpenAPI answer was unsatisfiable.
 */
// Pure: the web app imports this module for its definition only, and the bundler may leave the schema out (all of it:
// a pure call alone would leave its arguments, and with them zod, in the web app's room board).
export const SparePartRecordCreated = /* @__PURE__ */ (() =>
  (schemasOf(sparePartRecord).Entity as unknown as z.ZodObject)
    .extend({
      part_total: z.number().int(),
      low_stock: z.boolean(),
    })
    .meta({
      examples: [
        {
          id: 215,
          part: 4,
          quantity: 20,
          operation: 'in',
          reason: '三月進貨',
          user: 3,
          created_at: '2026-03-02T01:30:00.000Z',
          updated_at: '2026-03-02T01:30:00.000Z',
          part_total: 60,
          low_stock: false,
        },
      ],
    }))();
