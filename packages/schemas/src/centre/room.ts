import { defineResource } from './define-spec';

const roomStatuses = ['available', 'occupied', 'cleaning', 'maintenance'] as const;

/**
 * 房間: numbered by floor (201, 301…). `occupied` is the server's: a check-in sets it and a checkout ends it;
 * staff set the others (cleaning, ready, maintenance) while no one is in house (centre/room-routes.ts).
 */
export const room = defineResource({
  name: 'room',
  path: 'room',
  table: 'room',
  label: { tw: '房間', en: 'Room' },
  fields: {
    number: { type: 'text', required: true, unique: true, max: 20, label: { tw: '房號', en: 'Room number' } },
    floor: { type: 'int', required: true, min: -5, max: 99, label: { tw: '樓層', en: 'Floor' } },
    room_type: { type: 'ref', ref: 'room_type', required: true, label: { tw: '房型', en: 'Room type' } },
    status: {
      type: 'enum',
      values: roomStatuses,
      serverValues: ['occupied'],
      required: true,
      label: { tw: '狀態', en: 'Status' },
    },
    note: { type: 'longtext', label: { tw: '備註', en: 'Note' } },
  },
  list: {
    columns: ['number', 'floor', 'room_type', 'status'],
    filters: [
      { op: 'eq', field: 'floor' },
      { op: 'eq', field: 'room_type' },
      { op: 'eq', field: 'status' },
    ],
    ordering: 'number',
    defaultLimit: 1000,
  },
  permissions: { read: 'staff', write: 'staff', delete: 'manager' },
  display: 'number',
});
