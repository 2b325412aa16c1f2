import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpCentreComponentTests } from '../../../test/centre-component-setup';
import { mockFetch, pageReply } from '../../../test/fetch-mock';
import { renderInStore } from '../../../test/render-in-store';
import { adminItem } from '../../../test/shop-admin-fixtures';
import { ItemsTab } from './items-tab';

setUpCentreComponentTests();

const item = (id: number, name_en: string, is_active = true) =>
  adminItem({ id, name_tw: `${name_en}（中）`, name_en, is_active });

const renderTab = () => renderInStore(<ItemsTab />, { lang: 'en' });

describe("the managers' item list", { timeout: 60_000 }, () => {
  it('lists items on sale and off sale, and searches by keyword', async () => {
    const { calls } = mockFetch({
      'GET /api/items/': pageReply([item(2, 'Pillow'), item(1, 'Old pads', false)]),
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

  it('keeps a keyword over 100 characters as typed, says why and does not search with it', async () => {
    const { calls } = mockFetch({
      'GET /api/items/': pageReply([item(2, 'Pillow')]),
      'GET /api/categories/': { status: 200, body: [] },
    });
    renderTab();
    await screen.findByRole('row', { name: /Pillow/ });
    const box = () => screen.getByRole('searchbox', { name: 'Search item names and descriptions' });
    // antd answers one Enter per key press: down, then up.
    const search = (value: string) => {
      fireEvent.change(box(), { target: { value } });
      fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter', keyCode: 13 });
      fireEvent.keyUp(box(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    };
    const long = 'p'.repeat(101);
    search(long);
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 100 characters: shorten it to search.');
    expect(box()).toHaveValue(long);
    expect(box()).toHaveAccessibleDescription('At most 100 characters: shorten it to search.');
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.url.includes('keyword='))).toHaveLength(0);
    search(long.slice(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await screen.findByRole('row', { name: /Pillow/ });
    expect(calls.map((c) => c.url)).toContain(`/api/items/?limit=20&offset=0&keyword=${long.slice(1)}`);
  });

  it('explains that an ordered item cannot be deleted (409) and is taken off sale instead', async () => {
    mockFetch({
      'GET /api/items/': pageReply([item(2, 'Pillow')]),
      'GET /api/categories/': { status: 200, body: [] },
      'DELETE /api/items/2/': {
        status: 409,
        body: { status: 409, code: 'item_has_orders', message: 'This item has orders. Set is_active to false instead.' },
      },
    });
    renderTab();
    const row = await screen.findByRole('row', { name: /Pillow/ });
    fireEvent.click(within(row).getByRole('button', { name: /delete/i }));
    fireEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: /delete/i }));
    expect(await screen.findByText('This item has orders and cannot be deleted; take it off sale instead.')).toBeInTheDocument();
  });
});
