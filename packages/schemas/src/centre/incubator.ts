import { defineResource } from './define-spec';

const incubatorStatuses = ['available', 'in_use', 'cleaning', 'maintenance'] as const;

/**
 * 保溫箱. `in_use` follows the arrangements (server: incubator-status.ts): set while a baby is in it,
 * back to `available` when the last one ends; staff set the others, `maintenance` only when it is empty.
 */
export const incubator = defineResource({
  name: 'incubator',
  path: 'incubator',
  table: 'incubator',
  label: { tw: '保溫箱', en: 'Incubator' },
  fields: {
    code: { type: 'text', required: true, unique: true, max: 40, label: { tw: '編號', en: 'Code' } },
    type: { type: 'ref', ref: 'incubator_type', required: true, label: { tw: '類型', en: 'Type' } },
    status: {
      type: 'enum',
      values: incubatorStatuses,
      serverValues: ['in_use'],
      required: true,
      label: { tw: '狀態', en: 'Status' },
    },
    location: { type: 'text', label: { tw: '位置', en: 'Location' } },
  },
  list: {
    columns: ['code', 'type', 'status', 'location'],
    filters: [
      { op: 'eq', field: 'type' },
      { op: 'eq', field: 'status' },
    ],
    ordering: 'code',
    defaultLimit: 1000,
  },
  permissions: { read: 'staff', write: 'staff', delete: 'manager' },
  display: 'code',
});
