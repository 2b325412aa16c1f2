import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, pageReply, type Call } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import { baby, flag } from './flag-fixtures';
import FlagsPage from './flags-page';

const flagCalls = (calls: Call[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/clinical_flag/')).map((c) => c.url);

// The API answers urgent first; the page keeps that order even if a page came back otherwise.
const watch = flag({ id: 1, rule: 'epds_watch', severity: 'watch', value: 11, raised_at: '2026-11-25T03:00:00.000Z' });
const urgent = flag({
  id: 2,
  rule: 'newborn_fever',
  severity: 'urgent',
  value: 38.3,
  baby,
  room: '301',
  source: { entity: 'baby_health_record', id: 55 },
  raised_at: '2026-11-24T22:15:00.000Z',
});
const acknowledged = flag({
  id: 3,
  rule: 'fever',
  severity: 'alert',
  value: 38.1,
  source: { entity: 'mom_caring_record', id: 9 },
  acknowledged_at: '2026-11-25T02:00:00.000Z',
  acknowledged_by: { id: 7, name: '王護理師' },
  acknowledgement: '已通知醫師，給予退燒藥',
});

describe('the clinical flags page', () => {
  it('lists the open flags, urgent first and standing out, each with who, value, when (Taipei) and its record', async () => {
    const { calls } = mockFetch({ 'GET /api/clinical_flag/': pageReply([watch, urgent]) });
    await renderCentrePage(<FlagsPage />, { path: '/centre/flags', lang: 'en' });
    const rows = await screen.findAllByTestId('clinical-flag', {}, { timeout: 10_000 });
    expect(flagCalls(calls)).toEqual(['/api/clinical_flag/?status=open&limit=50&offset=0']);
    expect(rows.map((r) => r.dataset.severity)).toEqual(['urgent', 'watch']);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(first).toHaveClass('pnc-cflag-urgent');
    expect(within(first).getByTestId('severity-urgent')).toHaveTextContent('Urgent');
    expect(within(first).getByText('Fever in a newborn (≥ 38.0 °C)')).toBeInTheDocument();
    expect(within(first).getByText('38.3 °C')).toBeInTheDocument();
    // 22:15 UTC is 06:15 the next morning in Taipei.
    expect(within(first).getByText('raised 2026-11-25 06:15')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '林怡君' })).toHaveAttribute('href', '/centre/r/mother/11');
    // The baby's flag names its mother's room in the house before her name; a mother not in the house has none.
    expect(within(first).getByTestId('flag-room').parentElement).toHaveTextContent('301 林怡君');
    expect(within(second).queryByTestId('flag-room')).toBeNull();
    expect(within(first).getByRole('link', { name: '小安' })).toHaveAttribute('href', '/centre/r/baby/21');
    expect(within(first).getByTestId('flag-source')).toHaveAttribute('href', '/centre/r/baby_health_record/55');
    expect(within(second).getByText('EPDS 10–12: watch')).toBeInTheDocument();
    expect(within(second).getByText('total 11')).toBeInTheDocument();
    expect(within(second).getByTestId('flag-acknowledge')).toBeInTheDocument();
  }, 60_000);

  it('filters by status and severity; an acknowledged flag says who, when and what they wrote', async () => {
    const { calls } = mockFetch({ 'GET /api/clinical_flag/': pageReply([acknowledged]) });
    const { router } = await renderCentrePage(<FlagsPage />, { path: '/centre/flags', lang: 'tw' });
    await screen.findAllByTestId('clinical-flag', {}, { timeout: 10_000 });

    fireEvent.click(screen.getByText('已確認'));
    await waitFor(() => expect(flagCalls(calls).at(-1)).toBe('/api/clinical_flag/?status=acknowledged&limit=50&offset=0'));
    expect(router.state.location.search).toBe('?status=acknowledged');

    fireEvent.mouseDown(screen.getByLabelText('嚴重度'));
    fireEvent.click(await screen.findByText('緊急', { selector: '.ant-select-item-option-content' }));
    await waitFor(() =>
      expect(flagCalls(calls).at(-1)).toBe('/api/clinical_flag/?status=acknowledged&severity=urgent&limit=50&offset=0'),
    );

    const row = screen.getByTestId('clinical-flag');
    expect(within(row).getByTestId('flag-acknowledgement')).toHaveTextContent(
      '王護理師 於 2026-11-25 10:00 確認：已通知醫師，給予退燒藥',
    );
    expect(within(row).queryByTestId('flag-acknowledge')).toBeNull();
  }, 60_000);

  it('acknowledging needs a note (an empty or blank one is refused here), then posts it', async () => {
    const { calls } = mockFetch({
      'GET /api/clinical_flag/': [pageReply([urgent]), pageReply([])],
      'POST /api/clinical_flag/2/acknowledge/': { status: 200, body: { ...urgent, acknowledged_at: '2026-11-25T02:00:00.000Z' } },
    });
    await renderCentrePage(<FlagsPage />, { path: '/centre/flags', lang: 'en' });
    fireEvent.click(await screen.findByTestId('flag-acknowledge', {}, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Fever in a newborn (≥ 38.0 °C)')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByTestId('acknowledge-confirm'));
    expect(await within(dialog).findByText('Write what you saw and did: a note is required.')).toBeInTheDocument();
    const note = within(dialog).getByLabelText('What you saw and did');
    fireEvent.change(note, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByTestId('acknowledge-confirm'));
    await waitFor(() => expect(within(dialog).getByText('Write what you saw and did: a note is required.')).toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(note, { target: { value: 'Rechecked 37.9 °C; paediatrician informed' } });
    fireEvent.click(within(dialog).getByTestId('acknowledge-confirm'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/clinical_flag/2/acknowledge/');
    expect(JSON.parse(post.body!)).toEqual({ note: 'Rechecked 37.9 °C; paediatrician informed' });
    // The list is read again: the flag is no longer open.
    expect(await screen.findByText('No open flags')).toBeInTheDocument();
    expect(flagCalls(calls)).toHaveLength(2);
  }, 60_000);

  it("says in words that someone else acknowledged it first (the server's 409)", async () => {
    mockFetch({
      'GET /api/clinical_flag/': pageReply([urgent]),
      'POST /api/clinical_flag/2/acknowledge/': {
        status: 409,
        body: { status: 409, code: 'flag_acknowledged', message: 'already acknowledged' },
      },
    });
    await renderCentrePage(<FlagsPage />, { path: '/centre/flags', lang: 'tw' });
    fireEvent.click(await screen.findByTestId('flag-acknowledge', {}, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('觀察與處置'), { target: { value: '已複測' } });
    fireEvent.click(within(dialog).getByTestId('acknowledge-confirm'));
    expect(await within(dialog).findByTestId('acknowledge-error')).toHaveTextContent('這個警示已經有人確認過了。');
  }, 60_000);

  it("a mother's name opens her dashboard", async () => {
    mockFetch({ 'GET /api/clinical_flag/': pageReply([watch]) });
    const { router, store } = await renderCentrePage(<FlagsPage />, { path: '/centre/flags', lang: 'en' });
    fireEvent.click(await screen.findByRole('link', { name: '林怡君' }, { timeout: 10_000 }));
    expect(router.state.location.pathname).toBe('/centre/mothers');
    expect(store.getState().motherDashboard?.motherId).toBe(11);
  }, 60_000);
});
