import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, pageReply } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import AssignmentsPage from './assignments-page';

const duty = (id: number, user: number, date: string, shift: string, task: string | null, room: number | null = null) => ({
  id,
  user,
  date,
  shift,
  task,
  room,
  mother: null,
  baby: null,
  note: null,
});
// The signed-in nurse is 7 (test/fetch-mock.ts profile); 8 and 9 are colleagues, 10 has left.
const staff = [
  { id: 7, display_name: '王護理師', is_active: true },
  { id: 8, display_name: 'Amy', is_active: true },
  { id: 9, display_name: 'Chen', is_active: true },
  { id: 10, display_name: 'Former', is_active: false },
];

function mockRoster(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/assignment/': pageReply([
      duty(1, 9, '2026-03-04', 'day', '3F care', 1),
      duty(2, 8, '2026-03-04', 'day', '2F care'),
      duty(3, 9, '2026-03-04', 'day', 'Admin'),
      duty(4, 7, '2026-03-04', 'night', 'Rounds'),
      duty(5, 8, '2026-03-05', 'evening', null),
    ]),
    'GET /api/user/staff/': { status: 200, body: staff },
    'GET /api/room/': pageReply([{ id: 1, number: '301', floor: 3 }]),
    ...extra,
  });
}

describe('assignments by shift', () => {
  it("groups a day's duties by shift and by staff member, colleagues named from the staff directory", async () => {
    const { calls } = mockRoster();
    await renderCentrePage(<AssignmentsPage />, { path: '/centre/assignments?date=2026-03-04' });
    const day = await screen.findByTestId('shift-day-view');
    const dayShift = within(day).getByTestId('shift-day');
    const people = await within(dayShift).findAllByTestId('shift-person');
    expect(people.map((p) => p.querySelector('.pnc-shift-name')!.textContent)).toEqual(['Amy', 'Chen']);
    await waitFor(() =>
      expect(
        within(people[1]!)
          .getAllByTestId('duty')
          .map((d) => d.textContent),
      ).toEqual(['3F care301', 'Admin']),
    );
    expect(within(dayShift).getByText('2 on duty')).toBeInTheDocument();
    expect(within(within(day).getByTestId('shift-evening')).getByText('Nobody on duty yet')).toBeInTheDocument();
    expect(within(within(day).getByTestId('shift-night')).getByText('王護理師')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/assignment/?date_from=2026-03-04&date_to=2026-03-04&limit=1000');
  }, 30_000);

  it('adds a duty through the generic form on the day and shift chosen, any active colleague can be picked', async () => {
    const { calls } = mockRoster({ 'POST /api/assignment/': { status: 201, body: duty(9, 8, '2026-03-04', 'evening', null) } });
    await renderCentrePage(<AssignmentsPage />, { path: '/centre/assignments?date=2026-03-04' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Evening shift' }));
    const form = await screen.findByTestId('form-assignment');
    expect(within(form).getByLabelText('Date')).toHaveValue('2026-03-04');
    expect(within(form).getByText('Evening shift')).toBeInTheDocument();
    fireEvent.mouseDown(within(form).getByLabelText('Staff'));
    await screen.findByText('Chen', { selector: '.ant-select-item-option-content' });
    const options = [...document.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent);
    expect(options).toEqual(expect.arrayContaining(['王護理師', 'Amy', 'Chen']));
    expect(options).not.toContain('Former');
    fireEvent.click(screen.getByText('Amy', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(within(form).getByRole('button', { name: /create/i }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body!)).toMatchObject({
      user: 8,
      date: '2026-03-04',
      shift: 'evening',
    });
  }, 60_000);

  it('a week shows shifts by day; a day header opens that day', async () => {
    const { calls } = mockRoster();
    const { router } = await renderCentrePage(<AssignmentsPage />, { path: '/centre/assignments?view=week&date=2026-03-04' });
    const week = await screen.findByTestId('shift-week');
    expect(screen.getByTestId('period-title')).toHaveTextContent('2026-03-01 to 2026-03-07');
    const evening = within(week).getByRole('row', { name: /^Evening shift/ });
    expect(await within(evening).findByText('Amy')).toBeInTheDocument();
    expect(within(evening).getByText('No task entered')).toBeInTheDocument();
    expect(within(week).getByRole('button', { name: 'Add to Night shift on 2026-03-05' })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/assignment/?date_from=2026-03-01&date_to=2026-03-07&limit=1000');
    fireEvent.click(within(week).getByText('Th 3/5', { selector: 'button' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=day&date=2026-03-05'));
  }, 30_000);
});
