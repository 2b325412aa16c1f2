import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, pageReply } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import { todayTaipei } from '../planner/centre-days';
import { addDays } from './board-math';
import RoomBoard from './room-board';

const today = todayTaipei();
const from = addDays(today, -7);
const rooms = [
  { id: 1, number: '301', floor: 3, room_type: 1, status: 'occupied' },
  { id: 2, number: '302', floor: 3, room_type: 1, status: 'available' },
  { id: 3, number: '303', floor: 3, room_type: 1, status: 'cleaning' },
];
const inHouse = {
  id: 7,
  mother: 11,
  room: 1,
  start_date: addDays(today, -3),
  end_date: addDays(today, 10),
  checked_out_at: null,
};
const booked = { id: 8, mother: 12, room: 2, start_date: addDays(today, 20), end_date: addDays(today, 30), checked_out_at: null };

describe('change room from the room board', () => {
  it.each([
    // antd spaces a two-character CJK label (「換 房」).
    ['tw', /^換\s?房$/, '確認換房', '清潔中'],
    ['en', /^Change room$/, 'Change room', 'cleaning'],
  ] as const)(
    'in %s offers ready rooms only, says what will happen, and posts one change',
    async (lang, action, confirm, effect) => {
      const { calls } = mockFetch({
        'GET /api/room/?limit=1000': pageReply(rooms),
        [`GET /api/mom_living_record/?from_date=${from}&duration=60&limit=1000`]: pageReply([
          { ...inHouse, status: 'in_house' },
          { ...booked, status: 'booked' },
        ]),
        'GET /api/mother/?limit=100': pageReply([
          { id: 11, name: '林怡君' },
          { id: 12, name: '鄭品妍' },
        ]),
        'GET /api/room_repairment_record/?limit=100&ordering=-reported_at': pageReply([]),
        'POST /api/mom_living_record/7/change_room/': {
          status: 200,
          body: { ended: { ...inHouse, status: 'checked_out' }, started: { ...inHouse, id: 9, room: 2, status: 'in_house' } },
        },
      });
      await renderCentrePage(<RoomBoard />, { path: '/centre/rooms', lang });
      const grid = await screen.findByTestId('room-board', {}, { timeout: 8000 });
      // Only the in-house stay can change room; the booking cannot.
      expect(within(within(grid).getByTestId('board-room-302')).queryByRole('button', { name: action })).toBeNull();
      fireEvent.click(within(within(grid).getByTestId('board-room-301')).getByRole('button', { name: action }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.mouseDown(within(dialog).getByRole('combobox'));
      // The room being cleaned is not offered; the ready one is.
      expect(await screen.findByTitle('302')).toBeInTheDocument();
      expect(screen.queryByTitle('303')).toBeNull();
      fireEvent.click(screen.getByTitle('302'));
      expect(await within(dialog).findByTestId('change-room-effect')).toHaveTextContent(effect);
      fireEvent.click(within(dialog).getByRole('button', { name: confirm }));
      await waitFor(() => {
        const post = calls.filter((c) => c.method === 'POST');
        expect(post.map((c) => [c.url, JSON.parse(c.body ?? '{}')])).toEqual([
          ['/api/mom_living_record/7/change_room/', { room: 2 }],
        ]);
      });
    },
  );
});
