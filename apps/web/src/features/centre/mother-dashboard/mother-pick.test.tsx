import { mother } from '@pnc/schemas/centre/mother';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import i18n from '../../../app/i18n';
import { mockFetch, pageReply } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import { RefSelect } from '../resource/ref-select';
import { ResourceTable } from '../resource/resource-table';
import MotherDashboard from './mother-dashboard';

afterAll(async () => {
  await i18n.changeLanguage('en');
});

/**
 * Two mothers of one name, in rooms 301 and 502, told apart by the delivery date in the form's own words (one stored
 * ahead before such dates were refused still reads as a delivery date); a third with neither known.
 */
const mothers = (name: string) =>
  pageReply([
    { id: 1, name, phone: '0911000001', national_id: 'A2******81', current_room: '301', delivery_date: '2099-05-01' },
    { id: 2, name, phone: '0911000002', national_id: null, current_room: '502', delivery_date: '2020-01-10' },
    { id: 3, name: '陳雅婷', phone: '0911000003', national_id: null, current_room: null, delivery_date: null },
  ]);

const words = {
  tw: {
    name: '林小美',
    columns: ['姓名', '電話', '房號', '生產日期', '身分證字號'],
    due: '林小美 · 301 · 生產日期 2099-05-01',
    delivered: '林小美 · 502 · 生產日期 2020-01-10',
  },
  en: {
    name: 'Lin',
    columns: ['Name', 'Phone', 'Room', 'Delivery date', 'National ID'],
    due: 'Lin · 301 · delivery date 2099-05-01',
    delivered: 'Lin · 502 · delivery date 2020-01-10',
  },
} as const;

// antd tables and selects render slowly on a busy machine.
describe.each(['tw', 'en'] as const)('mothers told apart in %s', { timeout: 40_000 }, (lang) => {
  const w = words[lang];

  it('lists name, phone, room and delivery date, the national ID still masked', async () => {
    mockFetch({ 'GET /api/mother/': mothers(w.name) });
    await renderCentrePage(<ResourceTable def={mother} />, { lang });
    expect(await screen.findByText('301')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining([...w.columns]));
    expect(headers.indexOf(w.columns[2])).toBe(headers.indexOf(w.columns[1]) + 1);
    expect(screen.getByText('502')).toBeInTheDocument();
    expect(screen.getByText('A2******81')).toBeInTheDocument();
    // The room is worked out by the server: nothing to sort it by.
    expect(screen.getByRole('columnheader', { name: w.columns[2] }).className).not.toContain('ant-table-column-has-sorters');
  });

  it('names each search result by name, room and delivery date', async () => {
    mockFetch({ 'GET /api/mother/': mothers(w.name) });
    await renderCentrePage(<MotherDashboard />, { lang });
    await waitFor(() => expect(screen.getAllByTestId('mother-result')).toHaveLength(3));
    const results = screen.getAllByTestId('mother-result').map((b) => b.textContent);
    expect(results[0]).toContain(w.due);
    expect(results[1]).toContain(w.delivered);
    // Nothing known: the name alone, no dangling separator; her phone as people write it.
    expect(results[2]).toBe('陳雅婷0911-000-003');
  });

  it('offers each mother in a picker by name, room and delivery date', async () => {
    mockFetch({ 'GET /api/mother/': mothers(w.name) });
    await renderCentrePage(<RefSelect target="mother" aria-label="mother" />, { lang });
    fireEvent.mouseDown(screen.getByRole('combobox'));
    expect(await screen.findByText(w.due, { selector: '.ant-select-item-option-content' })).toBeInTheDocument();
    expect(screen.getByText(w.delivered, { selector: '.ant-select-item-option-content' })).toBeInTheDocument();
    expect(screen.getByText('陳雅婷', { selector: '.ant-select-item-option-content' })).toBeInTheDocument();
  });
});
