import { defineResource } from './define-spec';
import { note } from './vitals';

export const shifts = ['day', 'evening', 'night'] as const;

/** 排班: who is on duty on a day's shift, and for which room, mother or baby (each optional). */
export const assignment = defineResource({
  name: 'assignment',
  path: 'assignment',
  table: 'assignment',
  label: { tw: '排班', en: 'Assignment' },
  fields: {
    user: { type: 'ref', ref: 'user', required: true, label: { tw: '人員', en: 'Staff' } },
    date: { type: 'date', required: true, label: { tw: '日期', en: 'Date' } },
    shift: { type: 'enum', values: shifts, required: true, label: { tw: '班別', en: 'Shift' } },
    room: { type: 'ref', ref: 'room', label: { tw: '房間', en: 'Room' } },
    mother: { type: 'ref', ref: 'mother', label: { tw: '產婦', en: 'Mother' } },
    baby: { type: 'ref', ref: 'baby', label: { tw: '新生兒', en: 'Baby' } },
    task: { type: 'text', max: 200, label: { tw: '工作', en: 'Task' } },
    note,
  },
  list: {
    columns: ['date', 'shift', 'user', 'room', 'mother', 'baby', 'task'],
    filters: [
      { op: 'eq', field: 'user' },
      { op: 'eq', field: 'shift' },
      { op: 'range', field: 'date' },
    ],
    ordering: 'date',
    defaultLimit: 100,
  },
  permissions: { read: 'staff', write: 'staff', delete: 'staff' },
  display: 'date',
});
