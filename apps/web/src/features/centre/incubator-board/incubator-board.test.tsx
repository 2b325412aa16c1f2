import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, pageReply } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import { todayTaipei } from '../planner/centre-days';
import IncubatorBoard from './incubator-board';

const incubators = [
  { id: 1, code: 'INC-01', type: 1, status: 'in_use', location: null },
  { id: 2, code: 'INC-02', type: 1, status: 'available', location: null },
];
const arrangements = [
  // Taipei 2026-03-02 09:00 until 2026-03-05 10:00: the 2nd to the 5th.
  { id: 7, baby: 31, incubator: 1, start_at: '2026-03-02T01:00:00.000Z', end_at: '2026-03-05T02:00:00.000Z', note: null },
  { id: 8, baby: 32, incubator: 1, start_at: '2026-03-09T01:00:00.000Z', end_at: null, note: null },
];
const babies = [
  { id: 31, name: '小安', mother: 1 },
  { id: 32, name: '小樂', mother: 2 },
];

function mockBoard(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/incubator/': pageReply(incubators),
    'GET /api/incubator_arrangement/?from_date=2026-03-01&duration=14&limit=1000': pageReply(arrangements),
    [`GET /api/incubator_arrangement/?from_date=${todayTaipei()}&duration=1&limit=1000`]: pageReply([arrangements[1]]),
    'GET /api/baby/': pageReply(babies),
    'GET /api/incubator_type/': pageReply([{ id: 1, name_tw: '標準型', name_en: 'Standard' }]),
    ...extra,
  });
}

describe('the incubator board', () => {
  it('shows every incubator over 14 days, arrangements as named bars, free days as buttons, and who is free now', async () => {
    mockBoard();
    await renderCentrePage(<IncubatorBoard />, { path: '/centre/incubatorBoard?from=2026-03-01' });
    const board = await screen.findByTestId('incubator-board');
    expect(screen.getByTestId('period-title')).toHaveTextContent('2026-03-01 to 2026-03-14');
    const first = within(board).getByTestId('incubator-INC-01');
    const bars = await within(first).findAllByTestId('incubator-bar');
    expect(bars.map((b) => b.textContent)).toEqual(['小安', '小樂']);
    expect(bars[0]).toHaveAccessibleName('小安 in INC-01, 2026-03-02 to 2026-03-05');
    expect(bars[0]!.style.gridColumn).toBe('3 / span 4');
    expect(bars[1]).toHaveAccessibleName('小樂 in INC-01, 2026-03-09 to open');
    // INC-01 is taken on 4 + 6 of the 14 days; INC-02 is free all along.
    expect(within(first).getAllByTestId('incubator-free')).toHaveLength(4);
    const second = within(board).getByTestId('incubator-INC-02');
    expect(within(second).getAllByTestId('incubator-free')).toHaveLength(14);
    expect(within(second).getByRole('button', { name: 'Arrange INC-02 from 2026-03-05' })).toBeInTheDocument();
    expect(await screen.findByTestId('incubators-free-now')).toHaveTextContent('Free now (1): INC-02');
  });

  it('a free day opens the arrangement form with the incubator and the day; an overlap refused by the server is said in words', async () => {
    const taken = {
      status: 409,
      body: {
        status: 409,
        code: 'incubator_taken',
        message: 'The incubator is taken',
        fields: { incubator: ['already holds a baby at that time'] },
      },
    };
    const { calls } = mockBoard({ 'POST /api/incubator_arrangement/': taken });
    await renderCentrePage(<IncubatorBoard />, { path: '/centre/incubatorBoard?from=2026-03-01' });
    fireEvent.click(await screen.findByRole('button', { name: 'Arrange INC-02 from 2026-03-05' }));
    const form = await screen.findByTestId('form-incubator_arrangement');
    expect(await within(form).findByText('INC-02')).toBeInTheDocument();
    fireEvent.mouseDown(within(form).getByLabelText('Baby'));
    fireEvent.click(await screen.findByText('小樂', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(within(form).getByRole('button', { name: /create/i }));
    expect(
      // The round trip can take a while on a busy machine.
      await within(form).findByText(
        'This incubator already holds a baby at that time. Choose another incubator or time.',
        undefined,
        {
          timeout: 5000,
        },
      ),
    ).toBeInTheDocument();
    // The incubator the server names is marked; its English note is not shown.
    expect(within(form).queryByText('already holds a baby at that time')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Incubator').closest('.ant-form-item')).toHaveClass('ant-form-item-has-error');
    const post = calls.find((c) => c.method === 'POST')!;
    // The day's first minute in Taipei, whatever the browser's zone.
    expect(JSON.parse(post.body!)).toMatchObject({ incubator: 2, baby: 32, start_at: '2026-03-04T16:00:00.000Z' });
  }, 60_000);

  it('a bar opens its arrangement; the arrows move the window by a week and keep it in the URL', async () => {
    mockBoard({ 'GET /api/incubator_arrangement/7/': { status: 200, body: arrangements[0] } });
    const { router } = await renderCentrePage(<IncubatorBoard />, { path: '/centre/incubatorBoard?from=2026-03-01' });
    fireEvent.click((await screen.findAllByTestId('incubator-bar'))[0]!);
    expect(await screen.findByText('Incubator arrangement #7')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '7 days later' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-03-08'));
  }, 60_000);
});
