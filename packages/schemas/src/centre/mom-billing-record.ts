import { defineResource } from './define-spec';

/**
 * Charges (room, meal, service, product, extension = 續住 days), credits that lower what is owed (discount,
 * early_leave = days not stayed, refund) and the deposit; amounts are entered positive, the category gives
 * the sign (bill.ts, decision 0017).
 */
export const billingCategories = [
  'room',
  'meal',
  'service',
  'product',
  'deposit',
  'refund',
  'discount',
  'extension',
  'early_leave',
] as const;
const paymentMethods = ['cash', 'card', 'transfer'] as const;

/** 帳務紀錄: money, managers write. amount = quantity × unit_price, computed by the server. */
export const momBillingRecord = defineResource({
  name: 'mom_billing_record',
  path: 'mom_billing_record',
  table: 'mom_billing_record',
  label: { tw: '帳務紀錄', en: 'Billing record' },
  fields: {
    mother: { type: 'ref', ref: 'mother', required: true, label: { tw: '產婦', en: 'Mother' } },
    contract: { type: 'ref', ref: 'contract', label: { tw: '合約', en: 'Contract' } },
    item: { type: 'text', required: true, max: 200, label: { tw: '項目', en: 'Item' } },
    category: { type: 'enum', values: billingCategories, required: true, label: { tw: '類別', en: 'Category' } },
    quantity: { type: 'int', required: true, min: 1, max: 10_000, label: { tw: '數量', en: 'Quantity' } },
    unit_price: { type: 'money', required: true, max: 10_000_000, label: { tw: '單價', en: 'Unit price' } },
    amount: { type: 'money', required: true, readOnly: true, label: { tw: '金額', en: 'Amount' } },
    billed_at: { type: 'date', required: true, label: { tw: '帳單日', en: 'Billed on' } },
    paid: { type: 'bool', required: true, label: { tw: '已付款', en: 'Paid' } },
    paid_at: { type: 'datetime', label: { tw: '付款時間', en: 'Paid at' } },
    payment_method: { type: 'enum', values: paymentMethods, label: { tw: '付款方式', en: 'Payment method' } },
    note: { type: 'longtext', label: { tw: '備註', en: 'Note' } },
  },
  list: {
    columns: ['billed_at', 'mother', 'item', 'category', 'quantity', 'unit_price', 'amount', 'paid'],
    filters: [
      { op: 'eq', field: 'mother' },
      { op: 'eq', field: 'category' },
      { op: 'eq', field: 'paid' },
    ],
    ordering: '-billed_at',
    defaultLimit: 100,
  },
  permissions: { read: 'staff', write: 'manager' },
  display: 'item',
});
