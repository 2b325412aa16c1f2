import { defineResource } from './define-spec';
import { note } from './vitals';

/** 母嬰同室: the baby stays in the mother's room from start_at until end_at (null: still there). */
export const babyMomRoomingInRecord = defineResource({
  name: 'baby_mom_rooming_in_record',
  path: 'baby_mom_rooming_in_record',
  table: 'baby_mom_rooming_in_record',
  label: { tw: '母嬰同室', en: 'Rooming-in' },
  fields: {
    baby: { type: 'ref', ref: 'baby', required: true, label: { tw: '新生兒', en: 'Baby' } },
    start_at: { type: 'datetime', required: true, label: { tw: '開始', en: 'From' } },
    end_at: { type: 'datetime', label: { tw: '結束', en: 'Until' } },
    note,
  },
  list: {
    columns: ['baby', 'start_at', 'end_at', 'note'],
    filters: [{ op: 'eq', field: 'baby' }],
    ordering: '-start_at',
    defaultLimit: 100,
  },
  permissions: { read: 'staff', write: 'staff', delete: 'manager' },
  display: 'start_at',
});
