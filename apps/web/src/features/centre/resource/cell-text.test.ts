import { contract } from '@pnc/schemas/centre/contract';
import { sparePart } from '@pnc/schemas/centre/spare-part';
import { describe, expect, it } from 'vitest';
import i18n from '../../../app/i18n';
import { contractRow } from '../../../test/contract-row';
import { setUpCentreComponentTests } from '../../../test/centre-component-setup';
import { cellText, tableText } from './cell-text';

setUpCentreComponentTests();

const names = (target: string, id: number) => (target === 'mother' && id === 4 ? '林小美' : undefined);

describe('list values as text for the CSV export', () => {
  it('has translated headers and values as the table shows them, in the current language', () => {
    const row = contractRow();
    const columns = ['contract_no', 'mother', 'expected_date', 'room_type', 'days', 'total_amount', 'status'];
    expect(tableText(contract, columns, [row], i18n.getFixedT('tw', 'centre'), 'tw', names)).toEqual([
      ['合約編號', '產婦', '預產期', '房型', '天數', '總金額', '狀態'],
      // Money is a number a spreadsheet can add up, not the table's 「NT$179,200」.
      ['C-1', '林小美', '2026-12-01', '#2', '14', '179200', '已入住'],
    ]);
    expect(tableText(contract, columns, [row], i18n.getFixedT('en', 'centre'), 'en', names)[0]).toEqual([
      'Contract no.',
      'Mother',
      'Expected date',
      'Room type',
      'Days',
      'Total amount',
      'Status',
    ]);
    expect(tableText(contract, columns, [row], i18n.getFixedT('en', 'centre'), 'en', names)[1]![6]).toBe('Checked in');
  });

  it('shows flags in words and leaves empty values empty', () => {
    expect(cellText(sparePart, 'low_stock', true, i18n.getFixedT('en', 'centre'), 'en', names)).toBe('Yes');
    expect(cellText(sparePart, 'low_stock', false, i18n.getFixedT('en', 'centre'), 'en', names)).toBe('No');
    expect(cellText(sparePart, 'unit', null, i18n.getFixedT('en', 'centre'), 'en', names)).toBe('');
    expect(cellText(sparePart, 'unit', '', i18n.getFixedT('en', 'centre'), 'en', names)).toBe('');
  });
});
