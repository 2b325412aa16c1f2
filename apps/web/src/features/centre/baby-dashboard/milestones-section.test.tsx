import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import { MilestonesSection } from './milestones-section';

const schedule = {
  baby: { id: 21, name: '小安' },
  birth_at: '2026-03-01T02:00:00.000Z',
  hbsag: 'negative',
  arrival_date: '2026-03-04',
  items: [
    {
      kind: 'metabolic_screening',
      due_from: '2026-03-03T02:00:00.000Z',
      due_at: '2026-03-04T02:00:00.000Z',
      status: 'done',
      record: { id: 5, done_at: '2026-03-03T04:00:00.000Z', result: 'pending', done_by: 7 },
    },
    {
      kind: 'hearing_screening',
      due_from: '2026-03-02T02:00:00.000Z',
      due_at: '2026-03-31T02:00:00.000Z',
      status: 'due',
      record: null,
    },
    {
      kind: 'hep_b_vaccine',
      due_from: '2026-03-01T02:00:00.000Z',
      due_at: '2026-03-02T02:00:00.000Z',
      status: 'overdue',
      record: null,
    },
    {
      kind: 'hbig',
      due_from: '2026-03-01T02:00:00.000Z',
      due_at: '2026-03-02T02:00:00.000Z',
      status: 'not_needed',
      record: null,
    },
    {
      kind: 'paediatrician_visit',
      due_from: '2026-03-03T16:00:00.000Z',
      due_at: '2026-03-05T16:00:00.000Z',
      status: 'upcoming',
      record: null,
    },
  ],
};

const lines = () => screen.getAllByTestId('milestone');

describe('the baby dashboard milestones', () => {
  it.each([
    [
      'tw',
      '先天性代謝異常疾病篩檢',
      '已完成',
      '應執行',
      '逾期',
      '不需要',
      '未到期',
      '已採血，待報告',
      '登錄',
      '登錄：B型肝炎疫苗',
    ],
    [
      'en',
      'Metabolic screening (heel prick)',
      'Done',
      'Due',
      'Overdue',
      'Not needed',
      'Not yet due',
      'Sample taken, awaiting result',
      'Record',
      'Record: Hepatitis B vaccine',
    ],
  ] as const)(
    'in %s lists each kind with its status, due time and who did it, and records one with the kind filled in',
    async (lang, metabolic, done, due, overdue, notNeeded, upcoming, pending, record, drawerTitle) => {
      mockFetch({ 'GET /api/baby/21/milestones/': { status: 200, body: schedule } });
      await renderCentrePage(<MilestonesSection baby={{ id: 21, name: '小安' }} />, { path: '/centre/babies', lang });
      expect(await screen.findByText(metabolic, {}, { timeout: 10_000 })).toBeInTheDocument();
      const [m, hearing, hepB, hbig, visit] = lines();
      expect(within(m!).getByText(done)).toHaveClass('pnc-status-ok');
      expect(within(m!).getByText(new RegExp(pending))).toBeInTheDocument();
      // Who did it: the signed-in nurse (profile id 7).
      expect(within(m!).getByText(/王護理師/)).toBeInTheDocument();
      expect(within(m!).queryByRole('button')).toBeNull();
      expect(within(hearing!).getByText(due)).toHaveClass('pnc-status-warn');
      expect(within(hepB!).getByText(overdue)).toHaveClass('pnc-status-bad');
      expect(within(hbig!).getByText(notNeeded)).toBeInTheDocument();
      // Nothing to record for what is not needed.
      expect(within(hbig!).queryByRole('button')).toBeNull();
      expect(within(visit!).getByText(upcoming)).toBeInTheDocument();

      fireEvent.click(within(hepB!).getByRole('button', { name: new RegExp(record) }));
      const drawer = await screen.findByRole('dialog');
      expect(within(drawer).getByText(drawerTitle)).toBeInTheDocument();
      // The baby and the kind are filled in by the page, not asked for.
      const form = within(drawer);
      expect(form.queryByLabelText(lang === 'tw' ? '新生兒' : 'Baby')).toBeNull();
      expect(form.queryByLabelText(lang === 'tw' ? '項目' : 'Milestone')).toBeNull();
      expect(form.getByLabelText(lang === 'tw' ? '完成時間' : 'Done at')).toBeInTheDocument();
    },
    60_000,
  );

  it('says why it cannot tell when the birth is not recorded', async () => {
    const unknown = {
      ...schedule,
      birth_at: null,
      items: [{ ...schedule.items[1], status: 'unknown', due_at: null, due_from: null }],
    };
    mockFetch({ 'GET /api/baby/21/milestones/': { status: 200, body: unknown } });
    await renderCentrePage(<MilestonesSection baby={{ id: 21, name: '小安' }} />, { path: '/centre/babies', lang: 'en' });
    expect(await screen.findByText('Cannot tell', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Birth time not recorded')).toBeInTheDocument();
  });
});
