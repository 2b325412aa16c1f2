import { defineResource } from './define-spec';

/** 入住紀錄: the check-in itself (who checked the mother in, belongings checklist). */
export const momCheckinRecord = defineResource({
  name: 'mom_checkin_record',
  path: 'mom_checkin_record',
  table: 'mom_checkin_record',
  label: { tw: '入住紀錄', en: 'Check-in' },
  fields: {
    mother: { type: 'ref', ref: 'mother', required: true, label: { tw: '產婦', en: 'Mother' } },
    contract: { type: 'ref', ref: 'contract', scopedBy: 'mother', label: { tw: '合約', en: 'Contract' } },
    room: { type: 'ref', ref: 'room', label: { tw: '房間', en: 'Room' } },
    checkin_at: { type: 'datetime', required: true, label: { tw: '入住時間', en: 'Checked in at' } },
    checked_by: { type: 'ref', ref: 'user', author: true, label: { tw: '經辦人', en: 'Checked in by' } },
    belongings: { type: 'json', label: { tw: '攜帶物品', en: 'Belongings checklist' } },
    note: { type: 'longtext', label: { tw: '備註', en: 'Note' } },
  },
  list: {
    columns: ['mother', 'room', 'checkin_at', 'checked_by'],
    filters: [{ op: 'eq', field: 'mother' }],
    ordering: '-checkin_at',
    defaultLimit: 100,
  },
  permissions: { read: 'staff', write: 'staff', delete: 'manager' },
  display: 'checkin_at',
});
