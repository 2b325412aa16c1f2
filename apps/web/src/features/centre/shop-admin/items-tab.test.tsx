import { configure, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mountBaseApi } from '../../../app/api-mount';
import i18n from '../../../app/i18n';
import { Providers } from '../../../app/providers';
import { makeStore } from '../../../app/store';
import { mockFetch } from '../../../test/fetch-mock';
import { languageSet } from '../../lang/langSlice';
import { ItemsTab } from './items-tab';

beforeAll(async () => {
  // A busy machine renders antd slowly: wait up to 5 s for what a request or a validation brings.
  configure({ asyncUtilTimeout: 5000 });
  await import('../centre-state');
  await import('./shop-admin-i18n');
  await i18n.changeLanguage('en');
});

const item = (id: number, name_en: string, is_active = true) => ({
  id,
  name_tw: `${name_en}（中）`,
  name_en,
  description_tw: '',
  description_en: '',
  price: 1200,
  currency: 'TWD',
  stock: 4,
  images: [],
  is_active,
  is_featured: false,
  categories: [],
  attributes: {},
  sold_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});
const page = (...results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

function renderTab() {
  const store = makeStore();
  store.dispatch(languageSet('en'));
  mountBaseApi(store.dispatch);
  render(
    <Providers store={store}>
      <ItemsTab />
    </Providers>,
  );
}

describe("the managers' item list", { timeout: 60_000 }, () => {
  it('lists items on sale and off sale, and searches by keyword', async () => {
    const { calls } = mockFetch({
      'GET /api/items/': { status: 200, body: page(item(2, 'Pillow'), item(1, 'Old pads', false)) },
      'GET /api/categories/': { status: 200, body: [] },
    });
    renderTab();
    const row = await screen.findByRole('row', { name: /Old pads/ });
    expect(within(row).getByText('Off sale')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Pillow/ })).getByText('NT$1,200')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search item names and descriptions' }), {
      target: { value: ' pads ' },
    });
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await screen.findByRole('row', { name: /Old pads/ });
    expect(calls.map((c) => c.url)).toContain('/api/items/?limit=20&offset=0&keyword=pads');
  });

  it('explains that an ordered item cannot be deleted (409) and is taken off sale instead', async () => {
    mockFetch({
      'GET /api/items/': { status: 200, body: page(item(2, 'Pillow')) },
      'GET /api/categories/': { status: 200, body: [] },
      'DELETE /api/items/2/': {
        status: 409,
        body: { status: 409, code: 'conflict', message: 'This item has orders. Set is_active to false instead.' },
      },
    });
    renderTab();
    const row = await screen.findByRole('row', { name: /Pillow/ });
    fireEvent.click(within(row).getByRole('button', { name: /delete/i }));
    fireEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: /delete/i }));
    expect(await screen.findByText('This item has orders and cannot be deleted; take it off sale instead.')).toBeInTheDocument();
  });
});
