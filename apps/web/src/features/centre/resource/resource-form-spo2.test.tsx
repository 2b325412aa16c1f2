import { babyHealthRecord } from '@pnc/schemas/centre/baby-health-record';
import { momCaringRecord } from '@pnc/schemas/centre/mom-caring-record';
import { momCheckedinEval } from '@pnc/schemas/centre/mom-checkedin-eval';
import type { ResourceDefinition } from '@pnc/schemas/centre/define';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../app/i18n';
import { mockFetch } from '../../../test/fetch-mock';
import { renderInStore } from '../../../test/render-in-store';
import { ResourceForm } from './resource-form';

beforeAll(async () => {
  await import('../centre-state');
});
afterAll(async () => {
  await i18n.changeLanguage('en');
});

/** A record on file of each resource: its links, time and one vital sign; SpO2 not yet recorded. */
const records: Record<string, Record<string, unknown>> = {
  mom_caring_record: { id: 5, mother: 1, recorded_at: '2026-03-01T00:30:00.000Z', pulse: 80, spo2: null },
  mom_checkedin_eval: { id: 5, mother: 1, eval_at: '2026-03-01T00:30:00.000Z', pulse: 80, spo2: null },
  baby_health_record: { id: 5, baby: 1, recorded_at: '2026-03-01T00:30:00.000Z', heart_rate: 130, spo2: null },
};

/** The record's form with only SpO2 drawn: every other field is fixed (sent as it stands, not drawn). */
function renderSpo2(def: ResourceDefinition) {
  const { id: _id, spo2: _spo2, ...fixed } = records[def.name]!;
  return renderInStore(<ResourceForm def={def} record={records[def.name] as never} fixed={fixed} />);
}

describe('SpO2 in the centre forms', () => {
  it.each([
    ['tw', '血氧飽和度 (SpO2, %)'],
    ['en', 'SpO2 (%)'],
  ])('in %s the nursing record, the check-in evaluation and the baby record ask for it as %s', async (lang, label) => {
    await i18n.changeLanguage(lang);
    for (const def of [momCaringRecord, momCheckedinEval, babyHealthRecord]) {
      const view = renderInStore(<ResourceForm def={def} record={records[def.name] as never} />);
      expect(await screen.findByLabelText(label), def.name).toBeInTheDocument();
      view.unmount();
    }
  });

  it.each([momCaringRecord, babyHealthRecord])('「９８」 typed into $name shows 98 after blur and is sent as 98', async (def) => {
    await i18n.changeLanguage('tw');
    const { calls } = mockFetch({ [`PUT /api/${def.path}/5/`]: { status: 200, body: { ...records[def.name], spo2: 98 } } });
    renderSpo2(def);
    const input = screen.getByLabelText('血氧飽和度 (SpO2, %)');
    fireEvent.change(input, { target: { value: '９８' } });
    await act(async () => fireEvent.blur(input));
    expect(input).toHaveValue('98');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /儲\s*存/ })));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true), { timeout: 5000 });
    expect(JSON.parse(calls.find((c) => c.method === 'PUT')!.body!).spo2).toBe(98);
  });

  it.each([
    ['tw', '不能大於 100。', '請輸入整數。'],
    ['en', 'Must be at most 100.', 'Enter a whole number.'],
  ])('in %s 101 % and 97.5 % are refused at the field, kept as typed and never sent', async (lang, tooBig, notInt) => {
    await i18n.changeLanguage(lang);
    const { calls } = mockFetch({ 'PUT /api/mom_caring_record/5/': { status: 200, body: records.mom_caring_record } });
    renderSpo2(momCaringRecord);
    const input = screen.getByLabelText(lang === 'tw' ? '血氧飽和度 (SpO2, %)' : 'SpO2 (%)');
    fireEvent.change(input, { target: { value: '１０１' } });
    await act(async () => fireEvent.blur(input));
    expect(input).toHaveValue('１０１');
    expect(await screen.findByText(tooBig, {}, { timeout: 5000 })).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '97.5' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: lang === 'tw' ? /儲\s*存/ : /save/i })));
    expect(await screen.findByText(notInt, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(input).toHaveValue('97.5');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});
