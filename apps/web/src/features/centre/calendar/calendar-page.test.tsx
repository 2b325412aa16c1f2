import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import { motherDashboard } from '../centre-state';
import { todayTaipei } from '../planner/centre-days';
import CalendarPage from './calendar-page';

const ev = (date: string, type: string, title: string, entity: string, id: number) => ({
  date,
  type,
  title,
  ref: { entity, id },
});
const events = [
  ev('2026-03-03', 'checkin', '林怡君 · 301', 'mom_checkin_record', 11),
  ev('2026-03-05', 'stay_start', '陳雅婷 · 302', 'mom_living_record', 8),
  ev('2026-03-10', 'visit', '王美華 · 王先生', 'visit_record', 5),
  ev('2026-03-10', 'repair', '302 · 冷氣不冷', 'room_repairment_record', 3),
  ...[1, 2, 3, 4].map((i) => ev('2026-03-12', 'assignment', `陳護理師 · 3F ${i}`, 'assignment', 20 + i)),
];

const calendarCalls = (calls: { url: string }[]) => calls.filter((c) => c.url.startsWith('/api/calendar/')).map((c) => c.url);

describe('the calendar', () => {
  it('shows the month as weeks from Sunday, events on their days by type, the rest behind "n more"', async () => {
    const { calls } = mockFetch({ 'GET /api/calendar/': { status: 200, body: events } });
    await renderCentrePage(<CalendarPage />, { path: '/centre/calendar?date=2026-03-10' });
    const month = await screen.findByTestId('calendar-month');
    expect(screen.getByTestId('period-title')).toHaveTextContent('March 2026');
    expect(
      within(month)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    const visit = await within(month).findByRole('link', { name: /Visit.*王美華 · 王先生/ });
    expect(visit.closest('td')!.querySelector('time')).toHaveAttribute('datetime', '2026-03-10');
    expect(visit).toHaveClass('pnc-cal-visit');
    expect(within(month).getByRole('link', { name: /Repair.*302/ })).toHaveAttribute(
      'href',
      '/centre/r/room_repairment_record/3',
    );
    // Four duties on the 12th: three shown, one behind "1 more", which opens that week.
    const twelfth = within(month).getByText('12').closest('td')!;
    expect(within(twelfth).getAllByRole('link')).toHaveLength(3);
    fireEvent.click(within(twelfth).getByRole('button', { name: '1 more' }));
    const week = await screen.findByTestId('calendar-week');
    expect(within(week).getAllByRole('link', { name: /Duty/ })).toHaveLength(4);
    expect(calendarCalls(calls)).toEqual([
      '/api/calendar/?from_date=2026-03-01&duration=35',
      '/api/calendar/?from_date=2026-03-08&duration=7',
    ]);
  });

  it('keeps view and day in the URL, steps by month or week, and the legend hides a type', async () => {
    const { calls } = mockFetch({ 'GET /api/calendar/': { status: 200, body: events } });
    const { router } = await renderCentrePage(<CalendarPage />, { path: '/centre/calendar?view=week&date=2026-03-04' });
    const week = await screen.findByTestId('calendar-week');
    expect(screen.getByTestId('period-title')).toHaveTextContent('2026-03-01 to 2026-03-07');
    expect(await within(week).findByText('Check-in')).toBeInTheDocument();
    expect(within(week).getByRole('link', { name: /Planned arrival.*陳雅婷 · 302/ })).toHaveClass('pnc-cal-stay_start');
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=week&date=2026-03-11'));
    fireEvent.click(screen.getByText('Month'));
    await waitFor(() => expect(router.state.location.search).toBe('?view=month&date=2026-03-11'));
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=month&date=2026-04-01'));
    // April 2026: Wednesday the 1st to Thursday the 30th, shown from March 29 to May 2.
    await waitFor(() => expect(calendarCalls(calls).at(-1)).toBe('/api/calendar/?from_date=2026-03-29&duration=35'));
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    const month = await screen.findByTestId('calendar-month');
    await within(month).findByRole('link', { name: /Visit/ });
    const legend = screen.getByRole('group', { name: /Event types/ });
    fireEvent.click(within(legend).getByRole('button', { name: 'Visit' }));
    expect(within(legend).getByRole('button', { name: 'Visit' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(month).queryByRole('link', { name: /Visit/ })).toBeNull();
    expect(within(month).getByRole('link', { name: /Repair/ })).toBeInTheDocument();
  });

  it("opens a mother's event in her dashboard, on the tab of that record", async () => {
    mockFetch({
      'GET /api/calendar/': { status: 200, body: events },
      'GET /api/visit_record/5/': { status: 200, body: { id: 5, mother: 42, visitor_name: '王先生' } },
    });
    const { router, store } = await renderCentrePage(<CalendarPage />, { path: '/centre/calendar?date=2026-03-10' });
    const visit = await screen.findByRole('link', { name: /Visit.*王美華/ });
    expect(visit).toHaveAttribute('href', '/centre/r/visit_record/5');
    fireEvent.click(visit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/centre/mothers'));
    const dashboard = motherDashboard.selectors.selectMotherDashboard(store.getState() as never);
    expect(dashboard.motherId).toBe(42);
    expect(dashboard.tab).toBe('visit_record');
  });

  it("names a booked stay's planned arrival in Chinese, in its week and the legend", async () => {
    mockFetch({ 'GET /api/calendar/': { status: 200, body: events } });
    await renderCentrePage(<CalendarPage />, { path: '/centre/calendar?view=week&date=2026-03-04', lang: 'tw' });
    const week = await screen.findByTestId('calendar-week');
    expect(await within(week).findByRole('link', { name: /預定入住.*陳雅婷 · 302/ })).toHaveAttribute(
      'href',
      '/centre/r/mom_living_record/8',
    );
    expect(within(screen.getByRole('group', { name: /事件類型/ })).getByRole('button', { name: '預定入住' })).toBeInTheDocument();
  });

  it('marks today, in Chinese, and says when the server refuses', async () => {
    mockFetch({ 'GET /api/calendar/': { status: 503, body: { status: 503, code: 'service_unavailable', message: 'down' } } });
    await renderCentrePage(<CalendarPage />, { path: '/centre/calendar', lang: 'tw' });
    const month = await screen.findByTestId('calendar-month');
    const today = month.querySelector('td[aria-current="date"]')!;
    expect(today.querySelector('time')).toHaveAttribute('datetime', todayTaipei());
    expect(within(today as HTMLElement).getByText('今天')).toBeInTheDocument();
    expect(within(month).getAllByRole('columnheader')[0]).toHaveTextContent('日');
    expect(await screen.findByText('服務暫時無法使用，請稍後再試。')).toBeInTheDocument();
  });
});
