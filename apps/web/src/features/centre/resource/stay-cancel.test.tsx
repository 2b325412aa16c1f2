import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, pageReply } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import { todayTaipei } from '../planner/centre-days';
import { addDays } from '../room-board/board-math';
import RoomBoard from '../room-board/room-board';
import ResourceRoutes from './resource-pages';

const stamps = { created_at: '2026-03-01T00:00:00.000Z', updated_at: '2026-03-01T00:00:00.000Z' };
const stay = {
  id: 5,
  mother: 11,
  room: 2,
  start_date: '2026-04-01',
  end_date: '2026-04-29',
  status: 'booked',
  checked_out_at: null,
  cancelled_at: null,
  cancelled_by: null,
  cancel_reason: null,
  note: null,
  ...stamps,
};
const cancelled = {
  ...stay,
  status: 'cancelled',
  cancelled_at: '2026-03-02T01:00:00.000Z',
  cancelled_by: 7,
  cancel_reason: '改到其他中心',
};
const path = '/centre/r/mom_living_record/5';
const render = (lang: 'tw' | 'en') => renderCentrePage(<ResourceRoutes />, { path, route: '/centre/r/*', lang });
const posts = (calls: { method: string; url: string; body: string | undefined }[]) =>
  calls.filter((c) => c.method === 'POST' && c.url.endsWith('/api/mom_living_record/5/cancel/'));

describe("a booked stay's cancel action, on the stay's page", () => {
  it.each([
    ['tw', /^取消預約$/, '確認取消預約', '請填寫取消原因。', '預約已取消', '已取消'],
    ['en', /^Cancel booking$/, 'Cancel booking', 'Give a reason for cancelling.', 'Booking cancelled', 'Cancelled'],
  ] as const)(
    'in %s asks the reason, refuses a blank one at the field, then cancels and shows the stay cancelled',
    async (lang, action, confirm, required, done, label) => {
      const { calls } = mockFetch({
        'GET /api/mom_living_record/5/': [
          { status: 200, body: stay },
          { status: 200, body: cancelled },
        ],
        'POST /api/mom_living_record/5/cancel/': { status: 200, body: cancelled },
      });
      await render(lang);
      fireEvent.click(await screen.findByRole('button', { name: action }, { timeout: 8000 }));
      const dialog = await screen.findByRole('dialog');
      // Blank (spaces only) is refused at the field and nothing is sent.
      fireEvent.change(within(dialog).getByTestId('stay-cancel-reason'), { target: { value: '   ' } });
      fireEvent.click(within(dialog).getByRole('button', { name: confirm }));
      expect(await within(dialog).findByText(required)).toBeInTheDocument();
      expect(posts(calls)).toHaveLength(0);

      fireEvent.change(within(dialog).getByTestId('stay-cancel-reason'), { target: { value: '  改到其他中心 ' } });
      fireEvent.click(within(dialog).getByRole('button', { name: confirm }));
      await waitFor(() => expect(posts(calls)).toHaveLength(1));
      expect(JSON.parse(posts(calls)[0]!.body!)).toEqual({ reason: '改到其他中心' });
      expect(await screen.findByText(done)).toBeInTheDocument();
      // Read again: the stay says it is cancelled, and is offered no cancel any more.
      expect(await screen.findByText(label, {}, { timeout: 8000 })).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByTestId('stay-cancel')).toBeNull());
    },
    120_000,
  );

  it.each([
    ['tw', '只有尚未入住的預約可以取消；已入住的請辦理退房。'],
    ['en', 'Only a booking not yet checked in can be cancelled. For a mother in house, check her out instead.'],
  ] as const)(
    'in %s says why when the stay was checked in meanwhile',
    async (lang, words) => {
      mockFetch({
        'GET /api/mom_living_record/5/': { status: 200, body: stay },
        'POST /api/mom_living_record/5/cancel/': {
          status: 409,
          body: {
            status: 409,
            code: 'stay_not_cancellable',
            message: 'Only a booked stay can be cancelled.',
            fields: { status: ['in_house'] },
          },
        },
      });
      await render(lang);
      fireEvent.click(await screen.findByTestId('stay-cancel', {}, { timeout: 8000 }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.change(within(dialog).getByTestId('stay-cancel-reason'), { target: { value: '家人改變計畫' } });
      fireEvent.click(within(dialog).getByTestId('stay-cancel-confirm'));
      expect(await within(dialog).findByText(words)).toBeInTheDocument();
    },
    120_000,
  );

  it.each(['in_house', 'checked_out', 'cancelled'])(
    'is not offered for a stay %s',
    async (status) => {
      mockFetch({ 'GET /api/mom_living_record/5/': { status: 200, body: { ...stay, status } } });
      await render('en');
      await screen.findByTestId('edit-record', {}, { timeout: 8000 });
      expect(screen.queryByTestId('stay-cancel')).toBeNull();
    },
    120_000,
  );
});

describe('a cancelled stay on the room board', () => {
  it('is not drawn: the room shows only the stays that hold it', async () => {
    const today = todayTaipei();
    const at = (id: number, mother: number, status: string) => ({
      ...stay,
      id,
      mother,
      room: 1,
      start_date: addDays(today, 1),
      end_date: addDays(today, 6),
      status,
    });
    mockFetch({
      'GET /api/room/?limit=1000': pageReply([{ id: 1, number: '301', floor: 3, room_type: 1, status: 'available' }]),
      [`GET /api/mom_living_record/?from_date=${addDays(today, -7)}&duration=60&limit=1000`]: pageReply([
        at(20, 11, 'cancelled'),
        at(21, 12, 'booked'),
      ]),
      'GET /api/mother/?limit=100': pageReply([
        { id: 11, name: '取消的媽媽' },
        { id: 12, name: '預約的媽媽' },
      ]),
      'GET /api/room_repairment_record/?limit=100&ordering=-reported_at': pageReply([]),
    });
    await renderCentrePage(<RoomBoard />, { path: '/centre/rooms', lang: 'tw' });
    const row = within(await screen.findByTestId('board-room-301', {}, { timeout: 8000 }));
    await waitFor(() => expect(row.getAllByTestId('board-stay').map((b) => b.textContent)).toEqual(['預約的媽媽']));
  }, 120_000);
});
