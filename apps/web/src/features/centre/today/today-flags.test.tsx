import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import { baby, flag } from '../flags/flag-fixtures';
import { emptyToday } from './today-fixture';
import TodayPage from './today-page';

const day = {
  ...emptyToday,
  // Newest first as the list might come; the page puts the urgent one first.
  flags: [
    flag({ id: 1, rule: 'epds_watch', severity: 'watch', value: 11, raised_at: '2026-11-25T03:00:00.000Z' }),
    flag({
      id: 2,
      rule: 'bilirubin_phototherapy',
      severity: 'urgent',
      value: 15.2,
      baby,
      source: { entity: 'baby_health_record', id: 31 },
      raised_at: '2026-11-24T03:00:00.000Z',
    }),
  ],
  epds_due: [
    { mother: { id: 12, name: '鄭品妍' }, room: { id: 4, number: '302' }, occasion: 'arrival' },
    { mother: { id: 13, name: '陳雅婷' }, room: { id: 5, number: '303' }, occasion: 'before_discharge' },
  ],
};

describe('the Today page: open flags and EPDS screenings due', () => {
  it.each([
    [
      'tw',
      '待處理的照護警示（2）',
      '緊急',
      '膽紅素達照光治療閾值（AAP 2022）',
      '待做 EPDS 篩檢（2）',
      '入住篩檢',
      '退住前篩檢',
      '開始篩檢',
    ],
    [
      'en',
      'Open care flags (2)',
      'Urgent',
      'Bilirubin at the phototherapy threshold (AAP 2022)',
      'EPDS screening due (2)',
      'on arrival',
      'before discharge',
      'Start the screening',
    ],
  ] as const)(
    'in %s lists the open flags urgent first and who is due for which screening',
    async (lang, flagsTitle, urgent, bilirubin, dueTitle, arrival, discharge, start) => {
      mockFetch({ 'GET /api/today/': { status: 200, body: day } });
      await renderCentrePage(<TodayPage />, { path: '/centre/today', lang });
      const flags = await screen.findByTestId('today-flags', {}, { timeout: 10_000 });
      expect(within(flags).getByText(flagsTitle)).toBeInTheDocument();
      const rows = within(flags).getAllByTestId('clinical-flag');
      expect(rows.map((r) => r.dataset.severity)).toEqual(['urgent', 'watch']);
      expect(within(rows[0]!).getByText(urgent)).toBeInTheDocument();
      expect(within(rows[0]!).getByText(bilirubin)).toBeInTheDocument();
      expect(within(rows[0]!).getByText('15.2 mg/dL')).toBeInTheDocument();
      expect(within(rows[0]!).getByRole('link', { name: '小安' })).toHaveAttribute('href', '/centre/r/baby/21');

      const due = screen.getByTestId('today-epds-due');
      expect(within(due).getByText(dueTitle)).toBeInTheDocument();
      const [first, second] = within(due).getAllByRole('listitem') as [HTMLElement, HTMLElement];
      expect(within(first).getByText('302')).toBeInTheDocument();
      expect(within(first).getByText(arrival)).toBeInTheDocument();
      expect(within(first).getByRole('link', { name: start })).toHaveAttribute(
        'href',
        '/centre/r/epds_screening/new?mother=12&occasion=arrival',
      );
      expect(within(second).getByText(discharge)).toBeInTheDocument();
      expect(within(second).getByRole('link', { name: start })).toHaveAttribute(
        'href',
        '/centre/r/epds_screening/new?mother=13&occasion=before_discharge',
      );
    },
    60_000,
  );

  it('the due mother opens her dashboard', async () => {
    mockFetch({ 'GET /api/today/': { status: 200, body: day } });
    const { router, store } = await renderCentrePage(<TodayPage />, { path: '/centre/today', lang: 'en' });
    const due = await screen.findByTestId('today-epds-due', {}, { timeout: 10_000 });
    fireEvent.click(within(due).getByRole('link', { name: '鄭品妍' }));
    expect(router.state.location.pathname).toBe('/centre/mothers');
    expect(store.getState().motherDashboard?.motherId).toBe(12);
  }, 60_000);

  it("names each flag's mother by her room in the house and her name, so two of one name are told apart", async () => {
    const namesakes = {
      ...emptyToday,
      flags: [
        flag({ id: 5, rule: 'fever', severity: 'alert', value: 38.2, mother: { id: 31, name: '王小美' }, room: '301' }),
        flag({
          id: 6,
          rule: 'newborn_fever',
          severity: 'urgent',
          value: 38.4,
          mother: { id: 32, name: '王小美' },
          room: '302',
          baby: { id: 41, name: '王寶' },
        }),
      ],
    };
    mockFetch({ 'GET /api/today/': { status: 200, body: namesakes } });
    await renderCentrePage(<TodayPage />, { path: '/centre/today', lang: 'tw' });
    const flags = await screen.findByTestId('today-flags', {}, { timeout: 10_000 });
    const who = within(flags)
      .getAllByTestId('clinical-flag')
      .map((row) => within(row).getByTestId('flag-room').parentElement!.textContent);
    expect(who).toEqual(['302 王小美', '301 王小美']);
  }, 60_000);

  it.each([
    ['tw', '經皮膽紅素接近照光閾值，請抽血確認（TSB）', '留意'],
    ['en', 'TcB near the phototherapy threshold: confirm with a serum bilirubin (TSB)', 'Watch'],
  ] as const)(
    'in %s asks for a confirming TSB for a TcB near the line, as a watch flag in mg/dL',
    async (lang, words, watch) => {
      const near = flag({ id: 8, rule: 'tcb_confirm_tsb', severity: 'watch', value: 12.4, baby, room: '301' });
      mockFetch({ 'GET /api/today/': { status: 200, body: { ...emptyToday, flags: [near] } } });
      await renderCentrePage(<TodayPage />, { path: '/centre/today', lang });
      const [row] = within(await screen.findByTestId('today-flags', {}, { timeout: 10_000 })).getAllByTestId('clinical-flag');
      expect(within(row!).getByText(words)).toBeInTheDocument();
      expect(within(row!).getByTestId('severity-watch')).toHaveTextContent(watch);
      expect(within(row!).getByText('12.4 mg/dL')).toBeInTheDocument();
    },
    60_000,
  );

  it('says none when no flag is open and no screening is due', async () => {
    mockFetch({ 'GET /api/today/': { status: 200, body: emptyToday } });
    await renderCentrePage(<TodayPage />, { path: '/centre/today', lang: 'en' });
    const flags = await screen.findByTestId('today-flags', {}, { timeout: 10_000 });
    expect(within(flags).getByText('None')).toBeInTheDocument();
    expect(within(screen.getByTestId('today-epds-due')).getByText('None')).toBeInTheDocument();
  }, 60_000);
});
