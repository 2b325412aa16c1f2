import { momCaringRecord } from '@pnc/schemas/centre/mom-caring-record';
import { momFeedingLog } from '@pnc/schemas/centre/mom-feeding-log';
import { momMedicationRecord } from '@pnc/schemas/centre/mom-medication-record';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import i18n from '../../../app/i18n';
import { mockFetch, pageReply } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import { ResourceForm } from '../resource/resource-form';
import MotherDashboard from './mother-dashboard';

afterAll(async () => {
  await i18n.changeLanguage('en');
});

const refusal = (fields: Record<string, string[]>) => ({
  status: 400,
  body: { status: 400, code: 'validation_error', message: 'Some fields are not valid.', fields },
});

/** The Form.Item around the input labelled so: where antd shows a field's error. */
const itemOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;

// antd tables, tabs and selects render slowly on a busy machine.
describe("the mother's day on the web", { timeout: 120_000 }, () => {
  it('her dashboard has a tab for her feeding and pumping log and one for her medication, after the nursing record', async () => {
    const { calls } = mockFetch({
      'GET /api/mother/': pageReply([
        { id: 1, name: '林小美', phone: '0911000001', current_room: '301', delivery_date: '2026-04-01' },
      ]),
      'GET /api/mother/1/': { status: 200, body: { id: 1, name: '林小美', phone: '0911000001' } },
      'GET /api/mom_feeding_log/': pageReply([
        {
          id: 7,
          mother: 1,
          occurred_at: '2026-04-10T01:00:00Z',
          kind: 'pump',
          side: 'both',
          minutes: 20,
          volume_ml: 0,
          nurse: null,
        },
      ]),
    });
    await renderCentrePage(<MotherDashboard />, { lang: 'tw' });
    fireEvent.click(await screen.findByTestId('mother-result'));
    const tabs = (await screen.findAllByRole('tab')).map((tab) => tab.textContent);
    const nursing = tabs.indexOf('護理紀錄');
    expect(nursing).toBeGreaterThan(0);
    expect(tabs.slice(nursing, nursing + 3)).toEqual(['護理紀錄', '哺乳與擠乳紀錄', '給藥紀錄']);

    fireEvent.click(screen.getByRole('tab', { name: '哺乳與擠乳紀錄' }));
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('擠乳')).toBeInTheDocument();
    expect(within(table).getByText('兩側')).toBeInTheDocument();
    // 0 mL is shown as 0, not as an empty cell.
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['項目', '哺乳側', '分鐘', '擠出量（mL）']));
    const row = within(table).getByText('擠乳').closest('tr')!;
    expect(within(row).getAllByRole('cell')[headers.indexOf('擠出量（mL）')]).toHaveTextContent(/^0$/);
    expect(calls.some((c) => c.url.startsWith('/api/mom_feeding_log/?mother=1'))).toBe(true);
  });

  it('the nursing record asks where the temperature was taken, and the daily assessment, in words', async () => {
    const record = { id: 5, mother: 1, recorded_at: '2026-04-10T01:00:00Z', temperature_c: 37.9, fundus_below_umbilicus: -2 };
    mockFetch({});
    await renderCentrePage(<ResourceForm def={momCaringRecord} record={record as never} />, { lang: 'tw' });
    for (const label of [
      '體溫測量部位',
      '子宮底高度（臍下指幅，臍上記負數）',
      '子宮收縮',
      '惡露氣味',
      '傷口',
      '傷口狀況',
      '溫水坐浴',
    ])
      expect(screen.getByLabelText(label), label).toBeInTheDocument();
    expect(screen.getByLabelText('子宮底高度（臍下指幅，臍上記負數）')).toHaveValue('-2');
    fireEvent.mouseDown(screen.getByLabelText('體溫測量部位'));
    for (const site of ['耳溫', '腋溫', '額溫', '肛溫'])
      expect(await screen.findByText(site, { selector: '.ant-select-item-option-content' })).toBeInTheDocument();
  });

  it("a temperature without its site: the server's refusal is said under the site, in words", async () => {
    const record = { id: 5, mother: 1, recorded_at: '2026-04-10T01:00:00Z', temperature_c: 37.9, fundus_below_umbilicus: -2 };
    const { calls } = mockFetch({ 'PUT /api/mom_caring_record/5/': refusal({ temperature_site: ['required'] }) });
    await renderCentrePage(<ResourceForm def={momCaringRecord} record={record as never} />, { lang: 'tw' });
    fireEvent.click(screen.getByRole('button', { name: /儲\s*存/ }));
    await waitFor(() => expect(itemOf('體溫測量部位')).toHaveTextContent('此欄位必填。'), { timeout: 30_000 });
    expect(JSON.parse(calls.find((c) => c.method === 'PUT')!.body!)).toMatchObject({
      temperature_c: 37.9,
      fundus_below_umbilicus: -2,
    });
  });

  it.each([
    [
      'mom_feeding_log',
      momFeedingLog,
      { volume_ml: ['not_for_kind'] },
      '擠出量（mL）',
      '此項目不適用這個欄位：請清空，或改選適用的項目。',
    ],
    ['mom_medication_record', momMedicationRecord, { dose: ['not_positive'] }, '劑量', '必須大於 0。'],
  ] as const)("%s: the server's cross-field refusal is said under its field", async (_name, def, fields, label, words) => {
    mockFetch({ [`PUT /api/${def.path}/3/`]: refusal(fields as unknown as Record<string, string[]>) });
    const record =
      def === momFeedingLog
        ? { id: 3, mother: 1, occurred_at: '2026-04-10T01:00:00Z', kind: 'breastfeed', side: 'left', minutes: 10, volume_ml: 30 }
        : {
            id: 3,
            mother: 1,
            given_at: '2026-04-10T01:00:00Z',
            drug: 'Acetaminophen',
            dose: 0,
            dose_unit: 'tablet',
            route: 'oral',
          };
    await renderCentrePage(<ResourceForm def={def} record={record as never} />, { lang: 'tw' });
    fireEvent.click(screen.getByRole('button', { name: /儲\s*存/ }));
    await waitFor(() => expect(itemOf(label)).toHaveTextContent(words), { timeout: 15_000 });
  });
});
