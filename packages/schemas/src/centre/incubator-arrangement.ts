import { defineResource } from './define-spec';
import { note } from './vitals';

/** 保溫箱安排: [start_at, end_at) with end_at null while ongoing; one baby per incubator at a time (409). */
export const incubatorArrangement = defineResource({
  name: 'incubator_arrangement',
  path: 'incubator_arrangement',
  table: 'incubator_arrangement',
  label: { tw: '保溫箱安排', en: 'Incubator arrangement' },
  fields: {
    baby: { type: 'ref', ref: 'baby', required: true, label: { tw: '新生兒', en: 'Baby' } },
    incubator: { type: 'ref', ref: 'incubator', required: true, label: { tw: '保溫箱', en: 'Incubator' } },
    start_at: { type: 'datetime', required: true, label: { tw: '開始', en: 'From' } },
    end_at: { type: 'datetime', label: { tw: '結束', en: 'Until' } },
    note,
  },
  list: {
    columns: ['incubator', 'baby', 'start_at', 'end_at', 'note'],
    filters: [
      { op: 'eq', field: 'baby' },
      { op: 'eq', field: 'incubator' },
      // ?from_date&duration: arrangements overlapping those Taipei days (server: incubator-arrangement-routes.ts).
      { op: 'custom', name: 'arrangement_window', params: { from_date: 'date', duration: 'int' } },
    ],
    ordering: '-start_at',
    defaultLimit: 100,
  },
  permissions: { read: 'staff', write: 'staff', delete: 'manager' },
  display: 'start_at',
});
