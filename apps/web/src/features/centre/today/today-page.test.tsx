import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import { flag } from '../flags/flag-fixtures';
import { emptyToday } from './today-fixture';
import TodayPage from './today-page';

const mother = { id: 11, name: '林怡君' };
const room = { id: 3, number: '301' };
const day = {
  ...emptyToday,
  arrivals: [
    {
      id: 70,
      mother: { id: 12, name: '鄭品妍' },
      room: { id: 4, number: '302' },
      start_date: '2026-11-25',
      end_date: '2026-12-23',
      status: 'booked' as const,
    },
  ],
  in_house: [{ id: 71, mother, room, start_date: '2026-11-20', end_date: '2026-12-18', status: 'in_house' as const }],
  nursery: [{ baby: { id: 21, name: '小安' }, mother, room }],
  rooming_in: [{ id: 5, baby: { id: 22, name: '小樂' }, mother, room, start_at: '2026-11-25T01:00:00.000Z' }],
  rooms_to_clean: [{ id: 9, number: '309' }],
  incubators_in_use: [
    { id: 8, incubator: { id: 2, code: 'INC-02' }, baby: { id: 21, name: '小安' }, start_at: '2026-11-24T01:00:00.000Z' },
  ],
  open_repairs: [{ id: 6, room, issue: '冷氣漏水', status: 'reported', reported_at: '2026-11-24T01:00:00.000Z' }],
  flags: [flag({ id: 1, rule: 'epds_refer', severity: 'alert', value: 15, source: { entity: 'mom_checkedin_eval', id: 40 } })],
};

const dueMilestones = {
  ...emptyToday,
  milestones: [
    {
      kind: 'hep_b_vaccine',
      status: 'overdue',
      due_at: '2026-11-24T02:00:00.000Z',
      baby: { id: 21, name: '小安' },
      mother,
      room,
    },
    {
      kind: 'hearing_screening',
      status: 'due',
      due_at: '2026-12-20T02:00:00.000Z',
      baby: { id: 22, name: '小樂' },
      mother,
      room,
    },
  ],
};

const box = (id: string) => screen.getByTestId(`today-${id}`);

describe('the Today page', () => {
  it.each([
    ['tw', '今日入住（1）', '今日退房（0）', '總分 15', '沒有', '已通報', '已預約'],
    ['en', 'Arriving today (1)', 'Leaving today (0)', 'total 15', 'None', 'Reported', 'Booked'],
  ] as const)(
    'in %s shows each part of the day with its count, linking every line to its record',
    async (lang, arrivals, departures, epds, none, reported, booked) => {
      mockFetch({ 'GET /api/today/': { status: 200, body: day } });
      await renderCentrePage(<TodayPage />, { path: '/centre/today', lang });
      expect(await screen.findByText(arrivals, {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(within(box('arrivals')).getByRole('link', { name: '鄭品妍' })).toHaveAttribute('href', '/centre/r/mother/12');
      // An arrival says whether she has come yet.
      expect(within(box('arrivals')).getByTestId('today-stay-status')).toHaveTextContent(booked);
      expect(within(box('departures')).getByText(departures)).toBeInTheDocument();
      expect(within(box('departures')).getByText(none)).toBeInTheDocument();
      expect(within(box('in-house')).getByText('301')).toBeInTheDocument();
      expect(within(box('nursery')).getByRole('link', { name: '小安' })).toHaveAttribute('href', '/centre/r/baby/21');
      expect(within(box('rooming-in')).getByRole('link', { name: '小樂' })).toBeInTheDocument();
      expect(within(box('clean')).getByRole('link', { name: '309' })).toHaveAttribute('href', '/centre/r/room/9');
      expect(within(box('incubators')).getByText('INC-02')).toBeInTheDocument();
      expect(within(box('repairs')).getByRole('link', { name: '冷氣漏水' })).toHaveAttribute(
        'href',
        '/centre/r/room_repairment_record/6',
      );
      expect(within(box('repairs')).getByText(reported)).toBeInTheDocument();
      const flags = box('flags');
      expect(within(flags).getByText(epds)).toBeInTheDocument();
      expect(within(flags).getByRole('link', { name: '林怡君' })).toHaveAttribute('href', '/centre/r/mother/11');
      expect(within(flags).getByTestId('flag-source')).toHaveAttribute('href', '/centre/r/mom_checkedin_eval/40');
    },
  );

  it.each([
    ['tw', '新生兒篩檢與疫苗待辦（2）', '逾期', '應執行', 'B型肝炎疫苗', '聽力篩檢'],
    ['en', 'Newborn milestones due (2)', 'Overdue', 'Due', 'Hepatitis B vaccine', 'Hearing screening'],
  ] as const)(
    'in %s lists what is due or overdue with the baby, linking to the baby dashboard',
    async (lang, title, overdue, due, hepB, hearing) => {
      mockFetch({ 'GET /api/today/': { status: 200, body: dueMilestones } });
      const { router, store } = await renderCentrePage(<TodayPage />, { path: '/centre/today', lang });
      const milestones = await screen.findByTestId('today-milestones', {}, { timeout: 10_000 });
      expect(within(milestones).getByText(title)).toBeInTheDocument();
      const [first, second] = within(milestones).getAllByRole('listitem');
      expect(within(first!).getByText(overdue)).toHaveClass('pnc-status-bad');
      expect(within(first!).getByText(new RegExp(hepB))).toBeInTheDocument();
      expect(within(second!).getByText(due)).toHaveClass('pnc-status-warn');
      expect(within(second!).getByText(new RegExp(hearing))).toBeInTheDocument();
      const link = within(first!).getByRole('link', { name: '小安' });
      expect(link).toHaveAttribute('href', '/centre/r/baby/21');
      fireEvent.click(link);
      expect(router.state.location.pathname).toBe('/centre/babies');
      expect(store.getState().babyDashboard).toMatchObject({ babyId: 21, motherId: 11 });
    },
  );

  it('says why when the day cannot be read', async () => {
    mockFetch({ 'GET /api/today/': { status: 403, body: { status: 403, code: 'forbidden', message: 'No.' } } });
    await renderCentrePage(<TodayPage />, { path: '/centre/today', lang: 'en' });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
