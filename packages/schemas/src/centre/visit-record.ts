import { defineResource } from './define-spec';
import { note, temperatureSite } from './vitals';

/** Which date-time a visit window applies to (`field`). */
export const visitWindowFields = ['visited_at', 'left_at'] as const;

/** 訪客紀錄: visitors are screened (temperature) at the door. */
export const visitRecord = defineResource({
  name: 'visit_record',
  path: 'visit_record',
  table: 'visit_record',
  label: { tw: '訪客紀錄', en: 'Visit' },
  fields: {
    mother: { type: 'ref', ref: 'mother', required: true, label: { tw: '產婦', en: 'Mother' } },
    visitor_name: { type: 'text', required: true, max: 100, label: { tw: '訪客姓名', en: 'Visitor' } },
    relation: { type: 'text', max: 50, label: { tw: '關係', en: 'Relation' } },
    phone: { type: 'text', max: 30, label: { tw: '電話', en: 'Phone' } },
    visited_at: { type: 'datetime', required: true, label: { tw: '到訪時間', en: 'Arrived at' } },
    left_at: { type: 'datetime', label: { tw: '離開時間', en: 'Left at' } },
    temperature_c: { type: 'number', min: 34, max: 42, label: { tw: '體溫（°C）', en: 'Temperature (°C)' } },
    temperature_site: temperatureSite,
    note,
  },
  list: {
    columns: ['visited_at', 'mother', 'visitor_name', 'relation', 'left_at', 'temperature_c'],
    filters: [
      { op: 'eq', field: 'mother' },
      // ?from_date&duration&field: `field` (visited_at by default, or left_at) falls on a Taipei day of the window.
      { op: 'custom', name: 'visit_window', params: { from_date: 'date', duration: 'int', field: 'text' } },
    ],
    ordering: '-visited_at',
    defaultLimit: 100,
  },
  permissions: { read: 'staff', write: 'staff', delete: 'manager' },
  display: 'visitor_name',
});
