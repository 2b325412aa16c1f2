import { defineResource } from './define-spec';
import { note } from './vitals';

/**
 * 備品: prices are the managers' (staff move stock through spare_part_record). low_stock
 * (lowStockFlag in flags.ts) is kept by the server on every write that changes total.
 */
export const sparePart = defineResource({
  name: 'spare_part',
  path: 'spare_part',
  table: 'spare_part',
  label: { tw: '備品', en: 'Spare part' },
  fields: {
    name: { type: 'text', required: true, unique: true, max: 100, label: { tw: '品名', en: 'Name' } },
    unit: { type: 'text', max: 20, label: { tw: '單位', en: 'Unit' } },
    unit_price: { type: 'money', required: true, max: 1_000_000, label: { tw: '單價', en: 'Unit price' } },
    total: { type: 'int', required: true, min: 0, max: 1_000_000, label: { tw: '庫存', en: 'In stock' } },
    safety_stock: { type: 'int', min: 0, max: 1_000_000, label: { tw: '安全庫存', en: 'Safety stock' } },
    low_stock: { type: 'bool', required: true, readOnly: true, label: { tw: '低庫存', en: 'Low stock' } },
    note,
  },
  list: {
    columns: ['name', 'unit', 'unit_price', 'total', 'safety_stock', 'low_stock'],
    filters: [
      { op: 'contains', field: 'name' },
      { op: 'eq', field: 'low_stock' },
    ],
    ordering: 'name',
    defaultLimit: 1000,
  },
  permissions: { read: 'staff', write: 'manager' },
  display: 'name',
});
