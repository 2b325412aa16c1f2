import { defineResource } from './define-spec';
import { note } from './vitals';

/** reservation = an appointment or a tour at the centre; outside = the mother leaves the centre for a while. */
const reservationKinds = ['reservation', 'outside'] as const;

/** 預約與外出. */
export const reservationAndOutside = defineResource({
  name: 'reservation_and_outside',
  path: 'reservation_and_outside',
  table: 'reservation_and_outside',
  label: { tw: '預約與外出', en: 'Reservations and outings' },
  fields: {
    mother: { type: 'ref', ref: 'mother', required: true, label: { tw: '產婦', en: 'Mother' } },
    kind: { type: 'enum', values: reservationKinds, required: true, label: { tw: '類別', en: 'Kind' } },
    start_at: { type: 'datetime', required: true, label: { tw: '開始', en: 'From' } },
    end_at: { type: 'datetime', label: { tw: '結束', en: 'Until' } },
    destination_or_purpose: { type: 'text', max: 200, label: { tw: '地點或事由', en: 'Destination or purpose' } },
    note,
  },
  list: {
    columns: ['mother', 'kind', 'start_at', 'end_at', 'destination_or_purpose'],
    filters: [
      { op: 'eq', field: 'mother' },
      { op: 'eq', field: 'kind' },
    ],
    ordering: '-start_at',
    defaultLimit: 100,
  },
  permissions: { read: 'staff', write: 'staff', delete: 'staff' },
  display: 'start_at',
});
