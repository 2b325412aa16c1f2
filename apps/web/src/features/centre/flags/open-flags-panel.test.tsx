import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LIVE_POLLING_MS } from '../live-polling';
import { mockFetch, pageReply } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import { baby, flag } from './flag-fixtures';
import { OpenFlagsPanel } from './open-flags-panel';

// Her fever three days ago, on a record that newer normal ones have followed: still open until acknowledged.
const oldFever = flag({
  id: 4,
  rule: 'fever',
  severity: 'alert',
  value: 38.4,
  source: { entity: 'mom_caring_record', id: 5 },
  raised_at: '2026-11-22T01:00:00.000Z',
});
const babyCold = flag({
  id: 6,
  rule: 'newborn_cold',
  severity: 'alert',
  value: 36.2,
  baby,
  source: { entity: 'baby_health_record', id: 8 },
  raised_at: '2026-11-24T01:00:00.000Z',
});
const selfHarm = flag({ id: 7, rule: 'epds_self_harm', severity: 'urgent', value: 1, raised_at: '2026-11-20T01:00:00.000Z' });

describe("the open flags on a mother's and a baby's dashboard", () => {
  it("lists a flag whose record is not the newest, her babies' too, urgent first, from the flags (not the newest records)", async () => {
    const { calls } = mockFetch({
      'GET /api/clinical_flag/': pageReply([oldFever, babyCold, selfHarm]),
      // Her newest nursing record is normal: the old "latest record" alert showed nothing because of it.
      'GET /api/mom_caring_record/': pageReply([
        { id: 12, mother: 11, recorded_at: '2026-11-25T01:00:00Z', temperature_c: 36.8 },
      ]),
    });
    await renderCentrePage(<OpenFlagsPanel mother={11} />, { path: '/centre/mothers', lang: 'en' });
    const panel = await screen.findByTestId('open-flags', {}, { timeout: 10_000 });
    expect(within(panel).getByRole('heading', { name: 'Open flags (3)' })).toBeInTheDocument();
    const rows = within(panel).getAllByTestId('clinical-flag');
    expect(rows.map((r) => r.dataset.severity)).toEqual(['urgent', 'alert', 'alert']);
    expect(within(rows[0]!).getByText('EPDS item 10: thoughts of self-harm')).toBeInTheDocument();
    // Among equals, the newest first: the baby's cold reading, then her fever of three days ago.
    expect(within(rows[1]!).getByText('Cold newborn (< 36.5 °C)')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: '小安' })).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Fever (≥ 38.0 °C)')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('38.4 °C')).toBeInTheDocument();
    expect(within(rows[2]!).getByTestId('flag-source')).toHaveAttribute('href', '/centre/r/mom_caring_record/5');
    // Her own name is not repeated on her dashboard.
    expect(within(panel).queryByRole('link', { name: '林怡君' })).toBeNull();
    expect(calls.map((c) => c.url)).toEqual(['/api/clinical_flag/?mother=11&status=open&limit=100']);
  }, 60_000);

  it('acknowledges in place; a flag acknowledged leaves the panel, and with none left the panel goes', async () => {
    const { calls } = mockFetch({
      'GET /api/clinical_flag/': [pageReply([oldFever]), pageReply([])],
      'POST /api/clinical_flag/4/acknowledge/': { status: 200, body: oldFever },
    });
    await renderCentrePage(<OpenFlagsPanel baby={21} />, { path: '/centre/babies', lang: 'tw' });
    const panel = await screen.findByTestId('open-flags', {}, { timeout: 10_000 });
    expect(calls[0]!.url).toBe('/api/clinical_flag/?baby=21&status=open&limit=100');
    fireEvent.click(within(panel).getByTestId('flag-acknowledge'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('觀察與處置'), { target: { value: '複測 37.2 °C' } });
    fireEvent.click(within(dialog).getByTestId('acknowledge-confirm'));
    await waitFor(() => expect(screen.queryByTestId('open-flags')).toBeNull());
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body!)).toEqual({ note: '複測 37.2 °C' });
  }, 60_000);
});

describe('the open flags stay live', () => {
  it('shows a flag raised meanwhile without a reload, within one polling interval', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      mockFetch({ 'GET /api/clinical_flag/': [pageReply([]), pageReply([oldFever])] });
      await renderCentrePage(<OpenFlagsPanel mother={11} />, { path: '/centre/mothers', lang: 'en' });
      await new Promise((r) => setTimeout(r, 500));
      expect(screen.queryByTestId('open-flags')).toBeNull();
      await vi.advanceTimersByTimeAsync(LIVE_POLLING_MS);
      expect(await screen.findByTestId('open-flags', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(LIVE_POLLING_MS).toBeLessThanOrEqual(30_000);
    } finally {
      vi.useRealTimers();
    }
  }, 60_000);
});

describe('SpO2 flags on the dashboards', () => {
  it.each([
    ['tw', '血氧飽和度過低（SpO2 < 95%）', 'SpO2 94%', '新生兒血氧飽和度偏低（SpO2 90–94%）：請再測', 'SpO2 92%'],
    ['en', 'Low oxygen saturation (SpO2 < 95 %)', 'SpO2 94 %', 'Newborn SpO2 90–94 %: measure again', 'SpO2 92 %'],
  ])(
    'in %s names the rule and the reading with its unit',
    async (lang, motherRule, motherValue, babyRule, babyValue) => {
      const low = flag({
        id: 30,
        rule: 'maternal_spo2',
        severity: 'urgent',
        value: 94,
        source: { entity: 'mom_caring_record', id: 31 },
      });
      const watch = flag({
        id: 32,
        rule: 'newborn_spo2_watch',
        severity: 'watch',
        value: 92,
        baby,
        source: { entity: 'baby_health_record', id: 33 },
      });
      mockFetch({ 'GET /api/clinical_flag/': pageReply([watch, low]) });
      await renderCentrePage(<OpenFlagsPanel mother={11} />, { path: '/centre/mothers', lang: lang as 'tw' | 'en' });
      const panel = await screen.findByTestId('open-flags', {}, { timeout: 10_000 });
      const rows = within(panel).getAllByTestId('clinical-flag');
      expect(rows.map((r) => r.dataset.severity)).toEqual(['urgent', 'watch']);
      expect(within(rows[0]!).getByText(motherRule)).toBeInTheDocument();
      expect(within(rows[0]!).getByText(motherValue)).toBeInTheDocument();
      expect(within(rows[0]!).getByTestId('flag-source')).toHaveAttribute('href', '/centre/r/mom_caring_record/31');
      expect(within(rows[1]!).getByText(babyRule)).toBeInTheDocument();
      expect(within(rows[1]!).getByText(babyValue)).toBeInTheDocument();
    },
    60_000,
  );
});
