import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import { emptyToday } from './today-fixture';
import TodayPage from './today-page';

const mother = { id: 11, name: '林怡君' };
const room = { id: 3, number: '301' };
const day = {
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

describe('the Today page milestones', () => {
  it.each([
    ['tw', '新生兒篩檢與疫苗待辦（2）', '逾期', '應執行', 'B型肝炎疫苗', '聽力篩檢'],
    ['en', 'Newborn milestones due (2)', 'Overdue', 'Due', 'Hepatitis B vaccine', 'Hearing screening'],
  ] as const)(
    'in %s lists what is due or overdue with the baby, linking to the baby dashboard',
    async (lang, title, overdue, due, hepB, hearing) => {
      mockFetch({ 'GET /api/today/': { status: 200, body: day } });
      const { router, store } = await renderCentrePage(<TodayPage />, { path: '/centre/today', lang });
      const box = await screen.findByTestId('today-milestones', {}, { timeout: 10_000 });
      expect(within(box).getByText(title)).toBeInTheDocument();
      const [first, second] = within(box).getAllByRole('listitem');
      expect(within(first!).getByText(overdue)).toHaveClass('pnc-status-bad');
      expect(within(first!).getByText(new RegExp(hepB))).toBeInTheDocument();
      expect(within(second!).getByText(due)).toHaveClass('pnc-status-warn');
      expect(within(second!).getByText(new RegExp(hearing))).toBeInTheDocument();
      const link = within(first!).getByRole('link', { name: '小安' });
      expect(link).toHaveAttribute('href', '/centre/r/baby/21');
      fireEvent.click(link);
      expect(router.state.location.pathname).toBe('/centre/babies');
      const state = store.getState() as unknown as {
        babyDashboard: { selectedBaby: { id: number }; selectedMother: { id: number } };
      };
      expect(state.babyDashboard.selectedBaby.id).toBe(21);
      expect(state.babyDashboard.selectedMother.id).toBe(11);
    },
  );
});
