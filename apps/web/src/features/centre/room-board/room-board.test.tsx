import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, pageReply } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import { todayTaipei } from '../planner/centre-days';
import { addDays } from './board-math';
import RoomBoard, { FIRST_ROOMS } from './room-board';

const today = todayTaipei();
const from = addDays(today, -7);
const rooms = [
  { id: 1, number: '310', floor: 3, room_type: 1, status: 'available' },
  { id: 2, number: '1001', floor: 10, room_type: 1, status: 'available' },
  { id: 3, number: '202', floor: 2, room_type: 1, status: 'occupied' },
  { id: 4, number: '201', floor: 2, room_type: 1, status: 'occupied' },
];
const stays = [
  {
    id: 7,
    mother: 11,
    room: 4,
    start_date: addDays(today, -3),
    end_date: addDays(today, 10),
    checked_out_at: null,
    status: 'in_house',
  },
  {
    id: 8,
    mother: 12,
    room: 3,
    start_date: addDays(today, 2),
    end_date: addDays(today, 30),
    checked_out_at: null,
    status: 'booked',
  },
  // Booked and due since yesterday, but she has not arrived: shown as booked, not in house.
  {
    id: 10,
    mother: 12,
    room: 1,
    start_date: addDays(today, -1),
    end_date: addDays(today, 5),
    checked_out_at: null,
    status: 'booked',
  },
];
const mothers = [
  { id: 11, name: '林怡君' },
  { id: 12, name: '鄭品妍' },
];

describe('the room board', () => {
  it("lays rooms out by floor over sixty days from a week ago, marks the centre's today, and draws stays as named bars", async () => {
    mockFetch({
      'GET /api/room/?limit=1000': pageReply(rooms),
      [`GET /api/mom_living_record/?from_date=${from}&duration=60&limit=1000`]: pageReply(stays),
      'GET /api/mother/?limit=100': pageReply(mothers),
    });
    await renderCentrePage(<RoomBoard />, { path: '/centre/rooms' });
    const board = await screen.findByTestId('room-board', {}, { timeout: 8000 });
    const days = board.querySelectorAll('.pnc-board-day');
    expect(days).toHaveLength(60);
    expect(days[0]).toHaveAttribute('title', from);
    expect(board.querySelector('.pnc-board-day.is-today')).toHaveAttribute('title', today);
    // Floors in order, rooms by number as numbers: 201 before 202, 310, then 1001.
    const floors = within(board).getAllByRole('group');
    expect(floors.map((f) => f.getAttribute('aria-label'))).toEqual(['Floor 2', 'Floor 3', 'Floor 10']);
    expect([...board.querySelectorAll('[data-testid^="board-room-"]')].map((r) => r.getAttribute('data-testid'))).toEqual([
      'board-room-201',
      'board-room-202',
      'board-room-310',
      'board-room-1001',
    ]);
    // Only today's column is an element in each row; the other day lines are the row's background.
    expect(within(board).getByTestId('board-room-310').querySelectorAll('.pnc-board-cell')).toHaveLength(1);
    const current = await within(within(board).getByTestId('board-room-201')).findByTestId('board-stay');
    expect(current).toHaveAccessibleName(`林怡君, ${stays[0]!.start_date} to ${stays[0]!.end_date}`);
    expect(current).toHaveClass('pnc-stay-current');
    // The board starts a week back and the stay three days ago: its bar starts on the fifth day and covers its
    // thirteen nights (the departure day is not a night in the room).
    expect(current.style.gridColumn).toBe('6 / span 13');
    expect(within(within(board).getByTestId('board-room-202')).getByTestId('board-stay')).toHaveClass('pnc-stay-upcoming');
    expect(within(within(board).getByTestId('board-room-310')).getByTestId('board-stay')).toHaveClass('pnc-stay-booked');
  });

  it('draws the first screen of rooms at once and every other room after it, each in its place', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      id: 100 + i,
      number: `${[2, 3, 5][Math.floor(i / 10)]}${String((i % 10) + 1).padStart(2, '0')}`,
      floor: [2, 3, 5][Math.floor(i / 10)]!,
      room_type: 1,
      status: 'available',
    }));
    const last = {
      id: 9,
      mother: 11,
      room: 129,
      start_date: addDays(today, -3),
      end_date: addDays(today, 10),
      checked_out_at: null,
    };
    mockFetch({
      'GET /api/room/?limit=1000': pageReply(many),
      [`GET /api/mom_living_record/?from_date=${from}&duration=60&limit=1000`]: pageReply([last]),
      'GET /api/mother/?limit=100': pageReply(mothers),
    });
    await renderCentrePage(<RoomBoard />, { path: '/centre/rooms' });
    const board = await screen.findByTestId('room-board', {}, { timeout: 8000 });
    // Every room has its row from the first pass (drawn, or an empty one holding its place), so nothing moves.
    expect(board.querySelectorAll('.pnc-board-floor > .pnc-board-row')).toHaveLength(30);
    expect(FIRST_ROOMS).toBeLessThan(30);
    await waitFor(() => expect(board.querySelectorAll('[data-testid^="board-room-"]')).toHaveLength(30));
    expect(board.querySelectorAll('.pnc-board-floor > .pnc-board-row')).toHaveLength(30);
    expect(board.querySelectorAll('.pnc-board-row[aria-hidden]')).toHaveLength(0);
    expect(
      [...board.querySelectorAll('[data-testid^="board-room-"]')].map((r) => r.getAttribute('data-testid')!.slice(11)),
    ).toEqual(many.map((r) => r.number));
    // The last room's stay is there too, named and working.
    expect(await within(within(board).getByTestId('board-room-510')).findByTestId('board-stay')).toHaveAccessibleName(
      `林怡君, ${last.start_date} to ${last.end_date}`,
    );
  });

  it('marks a cleaned room ready, shows open repairs on their rooms, and names its legend as a group', async () => {
    const board = [
      { id: 5, number: '205', floor: 2, room_type: 1, status: 'cleaning' },
      { id: 6, number: '206', floor: 2, room_type: 1, status: 'maintenance' },
    ];
    const { calls } = mockFetch({
      'GET /api/room/?limit=1000': [pageReply(board), pageReply([{ ...board[0]!, status: 'available' }, board[1]!])],
      [`GET /api/mom_living_record/?from_date=${from}&duration=60&limit=1000`]: pageReply([]),
      'GET /api/mother/?limit=100': pageReply([]),
      'GET /api/room_repairment_record/?limit=100&ordering=-reported_at': pageReply([
        { id: 1, room: 6, issue: '冷氣不冷', status: 'in_progress' },
        { id: 2, room: 6, issue: '燈不亮', status: 'fixed' },
      ]),
      'POST /api/room/5/ready/': { status: 200, body: { ...board[0]!, status: 'available' } },
    });
    await renderCentrePage(<RoomBoard />, { path: '/centre/rooms' });
    const grid = await screen.findByTestId('room-board', {}, { timeout: 8000 });
    expect(within(within(grid).getByTestId('board-room-206')).getByTestId('board-repair')).toHaveTextContent('Repair: 冷氣不冷');
    expect(within(grid).queryByText(/燈不亮/)).toBeNull();
    expect(within(within(grid).getByTestId('board-room-206')).queryByRole('button', { name: 'Mark cleaned' })).toBeNull();
    fireEvent.click(within(within(grid).getByTestId('board-room-205')).getByRole('button', { name: 'Mark cleaned' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/room/5/ready/')).toBe(true));
    await waitFor(() => expect(within(within(grid).getByTestId('board-room-205')).getByText('Available')).toBeInTheDocument());
    expect(within(within(grid).getByTestId('board-room-205')).queryByRole('button', { name: 'Mark cleaned' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Legend' })).toBeInTheDocument();
  });
});

describe('the room board on a phone', () => {
  it('opens on today, and names its legend as a group', async () => {
    const wide = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...wide(query),
      matches: query === '(max-width: 767px)',
    })) as typeof window.matchMedia;
    try {
      mockFetch({
        'GET /api/room/?limit=1000': pageReply(rooms),
        [`GET /api/mom_living_record/?from_date=${today}&duration=60&limit=1000`]: pageReply(stays),
        'GET /api/mother/?limit=100': pageReply(mothers),
      });
      await renderCentrePage(<RoomBoard />, { path: '/centre/rooms' });
      const board = await screen.findByTestId('room-board', {}, { timeout: 8000 });
      expect(board.querySelectorAll('.pnc-board-day')[0]).toHaveAttribute('title', today);
      expect(screen.getByRole('group', { name: 'Legend' })).toHaveTextContent(/Staying/);
    } finally {
      window.matchMedia = wide;
    }
  });
});
