import { defineResource } from './define-spec';

/**
 * A stay's lifecycle: booked → in_house (check-in) → checked_out (the two-person checkout, or a room change);
 * booked → cancelled (POST …/{id}/cancel/ with a reason): a cancelled booking is kept and holds no room.
 */
export const stayStatuses = ['booked', 'in_house', 'checked_out', 'cancelled'] as const;

/** The documentation's stay: 王小美 (mother 1) in room 301 (room 5) for four weeks of March 2026. */
export const stayExample = {
  id: 12,
  mother: 1,
  room: 5,
  start_date: '2026-03-01',
  end_date: '2026-03-29',
  status: 'in_house',
  checked_out_at: null,
  cancelled_at: null,
  cancelled_by: null,
  cancel_reason: null,
  note: null,
  created_at: '2026-02-27T02:00:00.000Z',
  updated_at: '2026-03-01T06:00:00.000Z',
};

/**
 * 住房紀錄: a stay [start_date, end_date) in a room. Two stays never overlap in one room (409 room_taken), nor
 * one mother's stays (409 stay_overlap): a room change (POST …/{id}/change_room/) ends one stay and starts the next the same day. A cancelled
 * stay holds no room and never changes (409 stay_cancelled). Transitions: stay-transitions.ts.
 */
export const momLivingRecord = defineResource({
  name: 'mom_living_record',
  path: 'mom_living_record',
  table: 'mom_living_record',
  label: { tw: '住房紀錄', en: 'Stay' },
  fields: {
    mother: { type: 'ref', ref: 'mother', required: true, label: { tw: '產婦', en: 'Mother' } },
    room: { type: 'ref', ref: 'room', required: true, label: { tw: '房間', en: 'Room' } },
    start_date: { type: 'date', required: true, label: { tw: '入住日', en: 'From' } },
    /** Exclusive: the day the room is free again (a checkout and the next check-in may share it). */
    end_date: { type: 'date', required: true, label: { tw: '退房日', en: 'Until' } },
    status: {
      type: 'enum',
      values: stayStatuses,
      required: true,
      readOnly: true,
      serverOnly: true,
      label: { tw: '住房狀態', en: 'Stay status' },
    },
    checked_out_at: {
      type: 'datetime',
      readOnly: true,
      serverOnly: true,
      label: { tw: '退房時間', en: 'Checked out at' },
    },
    cancelled_at: {
      type: 'datetime',
      readOnly: true,
      serverOnly: true,
      label: { tw: '取消時間', en: 'Cancelled at' },
    },
    cancelled_by: {
      type: 'ref',
      ref: 'user',
      readOnly: true,
      serverOnly: true,
      label: { tw: '取消人員', en: 'Cancelled by' },
    },
    cancel_reason: {
      type: 'longtext',
      max: 500,
      readOnly: true,
      serverOnly: true,
      label: { tw: '取消原因', en: 'Reason for cancelling' },
    },
    note: { type: 'longtext', label: { tw: '備註', en: 'Note' } },
  },
  list: {
    columns: ['mother', 'room', 'start_date', 'end_date', 'status', 'checked_out_at'],
    filters: [
      { op: 'eq', field: 'mother' },
      { op: 'eq', field: 'room' },
      { op: 'eq', field: 'status' },
      { op: 'window', start: 'start_date', end: 'end_date' },
    ],
    ordering: 'start_date',
    defaultLimit: 1000,
  },
  permissions: { read: 'staff', write: 'staff', delete: 'manager' },
  display: 'start_date',
});
