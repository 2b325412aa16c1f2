import { defineResource } from './define-spec';
import { note } from './vitals';

/** 借用紀錄: what a mother borrowed (breast pump, nursing pillow…) and the deposit taken. */
export const momBorrowRecord = defineResource({
  name: 'mom_borrow_record',
  path: 'mom_borrow_record',
  table: 'mom_borrow_record',
  label: { tw: '借用紀錄', en: 'Borrowed item' },
  fields: {
    mother: { type: 'ref', ref: 'mother', required: true, label: { tw: '產婦', en: 'Mother' } },
    item_name: { type: 'text', required: true, max: 100, label: { tw: '物品', en: 'Item' } },
    quantity: { type: 'int', required: true, min: 1, max: 100, label: { tw: '數量', en: 'Quantity' } },
    borrowed_at: { type: 'datetime', required: true, label: { tw: '借出時間', en: 'Borrowed at' } },
    returned_at: { type: 'datetime', label: { tw: '歸還時間', en: 'Returned at' } },
    deposit: { type: 'money', max: 100_000, label: { tw: '押金', en: 'Deposit' } },
    note,
  },
  list: {
    columns: ['mother', 'item_name', 'quantity', 'borrowed_at', 'returned_at', 'deposit'],
    filters: [{ op: 'eq', field: 'mother' }],
    ordering: '-borrowed_at',
    defaultLimit: 100,
  },
  permissions: { read: 'staff', write: 'staff', delete: 'manager' },
  display: 'item_name',
});
