import { defineResource } from './define-spec';
import { note } from './vitals';

const repairStatuses = ['reported', 'in_progress', 'fixed'] as const;

/** 房間報修: staff report and follow up repairs (the cost is only a note of what was paid). */
export const roomRepairmentRecord = defineResource({
  name: 'room_repairment_record',
  path: 'room_repairment_record',
  table: 'room_repairment_record',
  label: { tw: '房間報修', en: 'Room repair' },
  fields: {
    room: { type: 'ref', ref: 'room', required: true, label: { tw: '房間', en: 'Room' } },
    reported_at: { type: 'datetime', required: true, label: { tw: '報修時間', en: 'Reported at' } },
    reported_by: { type: 'ref', ref: 'user', author: true, label: { tw: '報修人', en: 'Reported by' } },
    issue: { type: 'text', required: true, max: 500, label: { tw: '問題', en: 'Issue' } },
    status: { type: 'enum', values: repairStatuses, required: true, label: { tw: '狀態', en: 'Status' } },
    fixed_at: { type: 'datetime', label: { tw: '修復時間', en: 'Fixed at' } },
    cost: { type: 'money', max: 10_000_000, label: { tw: '費用', en: 'Cost' } },
    note,
  },
  list: {
    columns: ['room', 'reported_at', 'issue', 'status', 'fixed_at', 'cost'],
    filters: [
      { op: 'eq', field: 'room' },
      { op: 'eq', field: 'status' },
    ],
    ordering: '-reported_at',
    defaultLimit: 100,
  },
  permissions: { read: 'staff', write: 'staff', delete: 'manager' },
  display: 'issue',
});
