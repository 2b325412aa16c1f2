import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, signedIn } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { loadCart, replaceCart } from '../cart';

const item = (id: number, name_tw: string, name_en: string, stock: number, variants: unknown[] = []) => ({
  id,
  name_tw,
  name_en,
  description_tw: '',
  description_en: '',
  price: 380,
  stock,
  is_active: true,
  images: [],
  categories: [],
  attributes: {},
  sold_count: 0,
  variants,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});
const customer = (lang: 'tw' | 'en', favorite: number[]) => signedIn({ id: 4, role: 'customer', favorite, lang });
const cream = item(1, '羊毛脂乳頭霜', 'Lanolin cream', 2);
const gown = item(2, '哺乳衣', 'Nursing top', 5, [{ id: 9, name_tw: 'M', name_en: 'M', stock: 5 }]);
const gone = item(3, '紗布巾', 'Muslin cloth', 0);

describe('favorites page', () => {
  it('adds a favorite to the cart, one more each time and never past the stock', async () => {
    mockFetch({ 'GET /api/user/favorite/': { status: 200, body: [cream, gown, gone] } });
    const { store, router } = await renderApp('/favorites', customer('tw', [1, 2, 3]));
    const cards = await screen.findAllByTestId('favorite', {}, { timeout: 8000 });
    const add = within(cards[0]!).getByRole('button', { name: '將 羊毛脂乳頭霜 加入購物車' });
    fireEvent.click(add);
    await waitFor(() => expect(loadCart().items).toEqual({ '1': { item_id: 1, quantity: 1, attributes: {} } }));
    fireEvent.click(add);
    await waitFor(() => expect(loadCart().items['1']!.quantity).toBe(2));
    fireEvent.click(add);
    await waitFor(() => expect(store.getState().app.toast).toMatchObject({ text: '庫存已全數在購物車' }));
    expect(loadCart().items['1']!.quantity).toBe(2);
    // Sold out: no add; with sizes: chosen on the item's page.
    expect(within(cards[2]!).getByTestId('favorite-add')).toBeDisabled();
    fireEvent.click(within(cards[1]!).getByTestId('favorite-add'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/item/2'));
    expect(loadCart().items['2']).toBeUndefined();
  });

  it('removes a favorite from the page and from the customer data (en)', async () => {
    replaceCart({ items: {} });
    const { calls } = mockFetch({
      'GET /api/user/favorite/': [
        { status: 200, body: [cream, gone] },
        { status: 200, body: [gone] },
      ],
      'DELETE /api/user/favorite/1/': { status: 204 },
    });
    const { store } = await renderApp('/favorites', customer('en', [1, 3]), 'en');
    await screen.findAllByTestId('favorite', {}, { timeout: 8000 });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Lanolin cream from favorites' }));
    await waitFor(() => expect(screen.getAllByTestId('favorite')).toHaveLength(1));
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/user/favorite/1/')).toBe(true);
    expect(store.getState().user.data!.favorite).toEqual([3]);
    expect(store.getState().app.toast).toMatchObject({ text: 'Removed from favorites: Lanolin cream' });
  });
});
