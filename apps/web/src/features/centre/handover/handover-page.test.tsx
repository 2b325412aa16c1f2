import type { HandoverSheet } from '@pnc/schemas/centre/shift-handover';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, profile } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import { flag } from '../flags/flag-fixtures';
import HandoverPrint from './handover-print';
import HandoverPage from './handover-page';

const path = '/centre/handover?date=2026-11-25&shift=day';
const sheet = (over: Partial<HandoverSheet> = {}): HandoverSheet => ({
  date: '2026-11-25',
  shift: 'day',
  window: { start: '2026-11-25T00:00:00.000Z', end: '2026-11-25T08:00:00.000Z' },
  live: true,
  outgoing: null,
  incoming: null,
  notes_version: 3,
  notes_saved: null,
  mothers: [
    {
      mother: { id: 11, name: '林怡君' },
      room: { id: 3, number: '301' },
      records: [
        {
          entity: 'mom_caring_record',
          id: 40,
          at: '2026-11-25T02:30:00.000Z',
          values: {
            temperature_c: 36.8,
            temperature_site: 'ear',
            pulse: 80,
            pain_score: 3,
            lochia_colour: 'rubra',
            mood: 'stable',
            bp_systolic: null,
          },
        },
      ],
      flags: [],
      note: '傷口癒合良好',
      babies: [
        {
          baby: { id: 21, name: '小安' },
          records: [],
          flags: [
            flag({
              id: 5,
              rule: 'newborn_fever',
              severity: 'urgent',
              value: 38.4,
              baby: { id: 21, name: '小安' },
              source: { entity: 'baby_health_record', id: 90 },
            }),
          ],
          note: '',
        },
      ],
    },
  ],
  ...over,
});
const ok = (body: unknown) => ({ status: 200, body });

describe('the handover page', { timeout: 30_000 }, () => {
  it.each([
    [
      'tw',
      '白班（08:00–16:00）',
      '301 房',
      '護理紀錄',
      '10:30',
      '體溫（°C）',
      ['體溫測量部位', '疼痛分數（0–10） 3', '惡露顏色'],
    ],
    [
      'en',
      'Day shift (08:00–16:00)',
      'Room 301',
      'Nursing record',
      '10:30',
      'Temperature (°C)',
      ['Temperature taken at', 'Pain score (0–10) 3', 'Lochia colour'],
    ],
  ] as const)(
    'in %s shows each mother and baby with the shift records, open flags and notes',
    async (lang, shift, room, kind, time, temp, fields) => {
      mockFetch({ 'GET /api/handover/': ok(sheet()) });
      await renderCentrePage(<HandoverPage />, { path, lang });
      const mother = await screen.findByTestId('handover-mother-11', {}, { timeout: 10_000 });
      expect(screen.getByTitle(shift)).toBeInTheDocument();
      expect(within(mother).getByText(room)).toBeInTheDocument();
      const record = within(mother).getByTestId('handover-record');
      expect(record).toHaveTextContent(kind);
      expect(record).toHaveTextContent(time);
      expect(record).toHaveTextContent(`${temp} 36.8`);
      // Every field the record holds is on the sheet with its label, not only the list's summary.
      for (const words of fields) expect(record).toHaveTextContent(words);
      // An empty value is left out rather than shown as a dash.
      expect(record).not.toHaveTextContent(lang === 'tw' ? '收縮壓' : 'systolic');
      const baby = within(mother).getByTestId('handover-baby-21');
      expect(within(baby).getByTestId('clinical-flag')).toHaveAttribute('data-severity', 'urgent');
      expect(within(mother).getByTestId('handover-note-m11')).toHaveValue('傷口癒合良好');
      expect(within(baby).getByTestId('handover-note-b21')).toHaveValue('');
    },
  );

  it('saves every note of the sheet and says so', async () => {
    const { calls } = mockFetch({ 'GET /api/handover/': ok(sheet()), 'PUT /api/handover/': ok(sheet()) });
    await renderCentrePage(<HandoverPage />, { path, lang: 'en' });
    const save = await screen.findByTestId('handover-save', {}, { timeout: 10_000 });
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByTestId('handover-note-b21'), { target: { value: 'Watch temperature' } });
    expect(screen.getByText('Notes not saved yet.')).toBeInTheDocument();
    fireEvent.click(save);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toContain('date=2026-11-25');
    expect(put.url).toContain('shift=day');
    expect(JSON.parse(put.body!)).toEqual({
      version: 3,
      mothers: [{ mother: 11, note: '傷口癒合良好' }],
      babies: [{ baby: 21, note: 'Watch temperature' }],
    });
    expect(await screen.findByText('Notes saved.')).toBeInTheDocument();
  });

  it.each([
    ['tw', '陳護理師 已於此期間儲存備註（2026-11-25 10:40）。', '將對方內容加入我的備註'],
    ['en', '陳護理師 saved these notes meanwhile (2026-11-25 10:40).', 'Add their text to mine'],
  ] as const)(
    'in %s shows notes someone saved meanwhile, merges them into the nurse’s and saves against their version',
    async (lang, said, merge) => {
      const current = {
        version: 4,
        saved: { nurse: { id: 77, name: '陳護理師' }, saved_at: '2026-11-25T02:40:00.000Z' },
        mothers: [{ mother: 11, note: '右側乳房脹，已冰敷' }],
        babies: [],
      };
      const { calls } = mockFetch({
        'GET /api/handover/': ok(sheet()),
        'PUT /api/handover/': [
          { status: 409, body: { status: 409, code: 'stale_note', message: 'x', current } },
          ok(sheet({ notes_version: 5 })),
        ],
      });
      await renderCentrePage(<HandoverPage />, { path, lang });
      const note = await screen.findByTestId('handover-note-m11', {}, { timeout: 10_000 });
      fireEvent.change(note, { target: { value: '傷口乾燥' } });
      fireEvent.click(screen.getByTestId('handover-save'));
      expect(await screen.findByTestId('handover-stale')).toHaveTextContent(said);
      // The nurse's words stay; theirs show beside them until merged.
      expect(note).toHaveValue('傷口乾燥');
      expect(screen.getByTestId('handover-note-m11-theirs')).toHaveTextContent('右側乳房脹，已冰敷');
      // The baby's note, empty on both sides, needs no merging.
      expect(screen.queryByTestId('handover-note-b21-theirs')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: merge }));
      expect(note).toHaveValue('右側乳房脹，已冰敷\n傷口乾燥');
      expect(screen.queryByRole('button', { name: merge })).toBeNull();
      fireEvent.click(screen.getByTestId('handover-save'));
      await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
      const second = JSON.parse(calls.filter((c) => c.method === 'PUT')[1]!.body!) as { version: number; mothers: unknown };
      expect(second.version).toBe(4);
      expect(second.mothers).toEqual([{ mother: 11, note: '右側乳房脹，已冰敷\n傷口乾燥' }]);
      await waitFor(() => expect(screen.queryByTestId('handover-stale')).toBeNull());
    },
  );

  it('signs as the outgoing nurse after a confirmation, and words a refusal', async () => {
    const refused = { status: 409, body: { status: 409, code: 'handover_signed', message: 'x' } };
    const { calls } = mockFetch({ 'GET /api/handover/': ok(sheet()), 'POST /api/handover/sign/': refused });
    await renderCentrePage(<HandoverPage />, { path, lang: 'en' });
    fireEvent.click(await screen.findByTestId('handover-sign-outgoing', {}, { timeout: 10_000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body!)).toEqual({ as: 'outgoing' });
    expect(await screen.findByTestId('handover-error')).toHaveTextContent('already signed');
  });

  it('shows a signed sheet read-only with who signed, and keeps the outgoing nurse from receiving it', async () => {
    const signed = sheet({
      live: false,
      outgoing: { nurse: { id: profile.id, name: '王護理師' }, signed_at: '2026-11-25T07:50:00.000Z' },
    });
    mockFetch({ 'GET /api/handover/': ok(signed) });
    await renderCentrePage(<HandoverPage />, { path, lang: 'tw' });
    expect(await screen.findByTestId('handover-outgoing', {}, { timeout: 10_000 })).toHaveTextContent(
      '王護理師，2026-11-25 15:50 簽名',
    );
    expect(screen.getByTestId('handover-incoming')).toHaveTextContent('尚未簽名');
    expect(within(screen.getByTestId('handover-mother-11')).queryByRole('textbox')).toBeNull();
    expect(screen.getByTestId('handover-note-m11')).toHaveTextContent('傷口癒合良好');
    expect(screen.queryByTestId('handover-save')).toBeNull();
    expect(screen.queryByTestId('handover-sign-outgoing')).toBeNull();
    expect(screen.getByTestId('handover-sign-incoming')).toBeDisabled();
    expect(screen.getByText('您已以交班護理師簽名，請由另一位護理師接班簽名。')).toBeInTheDocument();
  });

  it('prints the sheet with its signatures, flags and notes', async () => {
    mockFetch({ 'GET /api/handover/': ok(sheet()) });
    await renderCentrePage(<HandoverPrint />, { path: '/centre/print/handover?date=2026-11-25&shift=day', lang: 'en' });
    expect(await screen.findByTestId('print-now', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Handover: Day shift (08:00–16:00), 2026-11-25');
    expect(screen.getByTestId('handover-flag')).toHaveAttribute('data-severity', 'urgent');
    expect(screen.getByTestId('handover-note-m11')).toHaveTextContent('傷口癒合良好');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
