import { defineResource } from './define-spec';

/** reserved → checked_in (check-in) → completed (checkout), or reserved → cancelled (POST /api/contract/{id}/cancel/). */
const contractStatuses = ['reserved', 'checked_in', 'completed', 'cancelled'] as const;

/**
 * 合約: money, so only managers write; staff read. Its status follows the stay's events, never a form. The deposit
 * is on the mother's bill as a paid `deposit` line the server keeps in step with it (decision 0017).
 */
export const contract = defineResource({
  name: 'contract',
  path: 'contract',
  table: 'contract',
  label: { tw: '合約', en: 'Contract' },
  fields: {
    mother: { type: 'ref', ref: 'mother', required: true, label: { tw: '產婦', en: 'Mother' } },
    contract_no: { type: 'text', required: true, unique: true, max: 40, label: { tw: '合約編號', en: 'Contract no.' } },
    signed_at: { type: 'date', label: { tw: '簽約日', en: 'Signed on' } },
    expected_date: { type: 'date', required: true, label: { tw: '預產期', en: 'Expected date' } },
    room_type: { type: 'ref', ref: 'room_type', label: { tw: '房型', en: 'Room type' } },
    days: { type: 'int', required: true, min: 1, max: 90, label: { tw: '天數', en: 'Days' } },
    // Starts as the room type's rate (decision 0017); a negotiated reduction is the discount.
    daily_rate: {
      type: 'money',
      required: true,
      max: 1_000_000,
      fillFrom: { ref: 'room_type', field: 'daily_rate' },
      label: { tw: '每日房價', en: 'Daily rate' },
    },
    discount: { type: 'money', max: 10_000_000, label: { tw: '折扣', en: 'Discount' } },
    // days × daily_rate − discount, computed by the server (contract-money.ts); a typed total is refused.
    total_amount: { type: 'money', required: true, readOnly: true, label: { tw: '總金額', en: 'Total amount' } },
    deposit: { type: 'money', max: 100_000_000, label: { tw: '訂金', en: 'Deposit' } },
    status: {
      type: 'enum',
      values: contractStatuses,
      required: true,
      readOnly: true,
      serverOnly: true,
      label: { tw: '狀態', en: 'Status' },
    },
    note: { type: 'longtext', label: { tw: '備註', en: 'Note' } },
  },
  list: {
    columns: ['contract_no', 'mother', 'expected_date', 'room_type', 'days', 'total_amount', 'status'],
    filters: [
      { op: 'eq', field: 'mother' },
      { op: 'eq', field: 'status' },
      { op: 'range', field: 'expected_date' },
      // ?from_date&duration: contracts of mothers with a stay overlapping the window (server: mother-stay-window.ts).
      { op: 'custom', name: 'mother_stay_window', params: { from_date: 'date', duration: 'int' } },
    ],
    ordering: 'expected_date',
    defaultLimit: 100,
  },
  permissions: { read: 'staff', write: 'manager' },
  display: 'contract_no',
});
