import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const stamp = '2026-11-01T00:00:00.000Z';
const category = { id: 3, name_tw: '哺乳用品', name_en: 'Nursing', parent_id: null, sort_order: 0, image_url: '' };
const item = {
  id: 7,
  name_tw: '羊脂膏',
  name_en: 'Lanolin cream',
  description_tw: '純羊脂，哺乳期可用。',
  description_en: 'Pure lanolin, safe while nursing.',
  price: 1280,
  currency: 'TWD',
  stock: 12,
  images: [],
  is_active: true,
  is_featured: false,
  categories: [3],
  attributes: {},
  sold_count: 4,
  created_at: stamp,
  updated_at: stamp,
};
const answers = () =>
  mockFetch({
    'GET /api/items/7/': { status: 200, body: item },
    'GET /api/categories/': { status: 200, body: [{ ...category, created_at: stamp, updated_at: stamp, children: [] }] },
    'GET /api/items/7/comments': { status: 200, body: { count: 0, next: null, previous: null, results: [] } },
  });

describe('item page', () => {
  it('shows the item with its price and a trail back through its category, in tw', async () => {
    answers();
    await renderApp('/item/7');
    expect(await screen.findByTestId('item-name', {}, { timeout: 8000 })).toHaveTextContent('羊脂膏');
    expect(screen.getByTestId('item-price')).toHaveTextContent('NT$1,280');
    expect(screen.getByText('純羊脂，哺乳期可用。')).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: '頁面路徑' });
    expect(within(trail).getByRole('link', { name: '全部商品' })).toHaveAttribute('href', '/items');
    expect(await within(trail).findByRole('link', { name: '哺乳用品' })).toHaveAttribute('href', '/category/3');
    expect(within(trail).getByText('羊脂膏')).toHaveAttribute('aria-current', 'page');
  });

  it('names the trail and the item in English', async () => {
    answers();
    await renderApp('/item/7', { lang: { current: 'en' } }, 'en');
    expect(await screen.findByTestId('item-name', {}, { timeout: 8000 })).toHaveTextContent('Lanolin cream');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(trail).findByRole('link', { name: 'Nursing' })).toHaveAttribute('href', '/category/3');
    expect(within(trail).getByText('Lanolin cream')).toHaveAttribute('aria-current', 'page');
  });

  it('says an item that does not exist is not found, with a way home', async () => {
    mockFetch({ 'GET /api/items/99/': { status: 404, body: { status: 404, code: 'not_found', message: 'Not found.' } } });
    await renderApp('/item/99');
    expect(await screen.findByRole('heading', { name: '找不到這件商品' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '回到首頁' })).toBeInTheDocument();
  });

  it('offers a retry when the item cannot be loaded, and shows it once the retry answers', async () => {
    mockFetch({
      'GET /api/items/7/': [
        { status: 500, body: { status: 500, code: 'internal', message: 'x' } },
        { status: 200, body: item },
      ],
      'GET /api/categories/': { status: 200, body: [] },
    });
    await renderApp('/item/7');
    expect(await screen.findByText('商品資料載入失敗。', {}, { timeout: 15000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重 試' }));
    expect(await screen.findByTestId('item-name', {}, { timeout: 15000 })).toHaveTextContent('羊脂膏');
  }, 30000);
});
