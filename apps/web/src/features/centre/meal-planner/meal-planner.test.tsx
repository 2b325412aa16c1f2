import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, pageReply } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import MealPlanner from './meal-planner';

const menu = (id: number, mother: number, date: string, meal: string, dishes: string) => ({
  id,
  mother,
  date,
  meal,
  dishes_tw: `${dishes}（中）`,
  dishes_en: dishes,
  note: null,
});

function mockWeek(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/mom_living_record/': pageReply([
      { id: 1, mother: 1, room: 1, start_date: '2026-02-25', end_date: '2026-03-04', checked_out_at: null },
      { id: 2, mother: 2, room: 2, start_date: '2026-03-03', end_date: '2026-03-20', checked_out_at: null },
    ]),
    'GET /api/contract/': pageReply([
      { id: 10, mother: 1, contract_no: 'C-10', status: 'checked_in' },
      { id: 20, mother: 2, contract_no: 'C-20', status: 'reserved' },
    ]),
    'GET /api/mom_meal_info/': pageReply([
      {
        id: 100,
        contract: 10,
        start_date: '2026-02-25',
        end_date: '2026-03-04',
        diet: 'regular',
        allergies: 'Shellfish',
        avoid_foods: null,
        note: null,
      },
      {
        id: 200,
        contract: 20,
        start_date: '2026-03-03',
        end_date: '2026-03-20',
        diet: 'vegetarian',
        allergies: null,
        avoid_foods: null,
        note: null,
      },
    ]),
    'GET /api/mom_meal_menu/': pageReply([
      menu(1, 1, '2026-03-03', 'breakfast', 'Sesame oil chicken'),
      menu(2, 1, '2026-03-03', 'lunch', 'Fish soup'),
      menu(3, 2, '2026-03-03', 'lunch', 'Tofu stew'),
      menu(4, 2, '2026-03-04', 'lunch', 'Mushroom rice'),
    ]),
    'GET /api/mother/': pageReply([
      { id: 1, name: 'Lin Mei', phone: '0912' },
      { id: 2, name: 'Wang Hua', phone: '0913' },
    ]),
    'GET /api/room/': pageReply([
      { id: 1, number: '301', floor: 3 },
      { id: 2, number: '205', floor: 2 },
    ]),
    ...extra,
  });
}

describe('the meal planner', () => {
  it("shows the week's kitchen counts by meal and diet, and each staying mother's menus by day", async () => {
    const { calls } = mockWeek();
    await renderCentrePage(<MealPlanner />, { path: '/centre/meals?week=2026-03-04' });
    expect(screen.getByTestId('period-title')).toHaveTextContent('2026-03-01 to 2026-03-07');
    const kitchen = await screen.findByTestId('kitchen-counts');
    const lunch = within(kitchen).getByRole('row', { name: /^Lunch/ });
    // Tuesday the 3rd: one regular lunch, one vegan; Wednesday: one vegan.
    expect(within(lunch).getAllByRole('cell')[2]).toHaveTextContent('Regular1Vegan1');
    expect(within(lunch).getAllByRole('cell')[3]).toHaveTextContent('Vegan1');
    expect(within(kitchen).getByTestId('kitchen-total-2026-03-03')).toHaveTextContent('3');
    expect(within(kitchen).getByTestId('kitchen-total-2026-03-04')).toHaveTextContent('1');
    expect(await within(kitchen).findByText('Lin Mei')).toBeInTheDocument();
    expect(within(kitchen).getByText('Allergies: Shellfish')).toBeInTheDocument();

    const menus = screen.getByTestId('meal-menus');
    const rows = within(menus).getAllByTestId('meal-row');
    // By room number: 205 (Wang Hua) before 301 (Lin Mei).
    expect(await within(rows[0]!).findByText('Wang Hua')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Vegan' })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Allergies: Shellfish')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: /Breakfast.*Sesame oil chicken/ })).toBeInTheDocument();
    // Lin Mei leaves on the 4th: no "add" from then on; Wang Hua arrives on the 3rd.
    expect(within(rows[1]!).getByRole('button', { name: 'Add a meal for Lin Mei on 2026-03-03' })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: 'Add a meal for Lin Mei on 2026-03-04' })).toBeNull();
    expect(within(rows[0]!).queryByRole('button', { name: 'Add a meal for Wang Hua on 2026-03-02' })).toBeNull();
    expect(within(rows[1]!).getAllByText('Not staying')).toHaveLength(4);

    const urls = calls.map((c) => c.url);
    expect(urls).toContain('/api/mom_living_record/?from_date=2026-03-01&duration=7&limit=1000');
    expect(urls).toContain('/api/contract/?from_date=2026-03-01&duration=7&limit=1000');
    expect(urls).toContain('/api/mom_meal_info/?from_date=2026-03-01&duration=7&limit=1000');
    expect(urls).toContain('/api/mom_meal_menu/?date_from=2026-03-01&date_to=2026-03-07&limit=1000');
  }, 30_000);

  it('adds a meal through the generic form, prefilled with the mother and the day', async () => {
    const { calls } = mockWeek({ 'POST /api/mom_meal_menu/': { status: 201, body: menu(9, 2, '2026-03-05', 'dinner', '') } });
    await renderCentrePage(<MealPlanner />, { path: '/centre/meals?week=2026-03-04' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a meal for Wang Hua on 2026-03-05' }));
    const form = await screen.findByTestId('form-mom_meal_menu');
    expect(within(form).getByLabelText('Date')).toHaveValue('2026-03-05');
    expect(await within(form).findByText('Wang Hua')).toBeInTheDocument();
    fireEvent.mouseDown(within(form).getByLabelText('Meal'));
    fireEvent.click(await screen.findByText('Dinner', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(within(form).getByRole('button', { name: /create/i }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body!)).toMatchObject({
      mother: 2,
      date: '2026-03-05',
      meal: 'dinner',
    });
    await waitFor(() => expect(screen.queryByTestId('form-mom_meal_menu')).toBeNull());
  }, 60_000);

  it('says so when a week has no menus and nobody stays, in Chinese', async () => {
    mockFetch({
      'GET /api/mom_living_record/': pageReply([]),
      'GET /api/contract/': pageReply([]),
      'GET /api/mom_meal_info/': pageReply([]),
      'GET /api/mom_meal_menu/': pageReply([]),
    });
    await renderCentrePage(<MealPlanner />, { path: '/centre/meals?week=2026-03-04', lang: 'tw' });
    expect(await screen.findByText('這一週還沒有菜單')).toBeInTheDocument();
    expect(screen.getByText('這一週沒有入住的產婦')).toBeInTheDocument();
  });
});
