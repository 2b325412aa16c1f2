import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, pageReply, signedIn } from '../../../test/fetch-mock';
import { fakeIntersectionObserver } from '../../../test/intersection-observer';
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
  variants: [] as unknown[],
  created_at: stamp,
  updated_at: stamp,
};
const variant = (id: number, name_tw: string, name_en: string, stock: number, price: number | null = null) => ({
  id,
  item_id: 8,
  name_tw,
  name_en,
  options: {},
  sku: `BRA-${id}`,
  price,
  stock,
  sort_order: id,
  is_active: true,
  created_at: stamp,
  updated_at: stamp,
});
/** A bra in three sizes: M plenty, L nearly gone (and dearer), XL sold out; the item's stock is their sum. */
const bra = {
  ...item,
  id: 8,
  name_tw: '哺乳內衣',
  name_en: 'Nursing bra',
  price: 890,
  stock: 12,
  variants: [
    variant(21, 'M / 米白', 'M / ivory', 10),
    variant(22, 'L / 米白', 'L / ivory', 2, 990),
    variant(23, 'XL / 米白', 'XL / ivory', 0),
  ],
};
const braAnswers = () =>
  mockFetch({
    'GET /api/items/8/': { status: 200, body: bra },
    'GET /api/categories/': { status: 200, body: [] },
    'GET /api/items/8/comments/': pageReply([]),
  });
const answers = () =>
  mockFetch({
    'GET /api/items/7/': { status: 200, body: item },
    'GET /api/categories/': { status: 200, body: [{ ...category, created_at: stamp, updated_at: stamp, children: [] }] },
    'GET /api/items/7/comments': pageReply([]),
  });

const author = { id: 5, username: 'amy', display_name: 'Amy 媽咪', avatar_url: '' };
const staffer = { id: 2, username: 'manager', display_name: '晨曦客服', avatar_url: '' };
const comment = {
  id: 41,
  item_id: 7,
  user: author,
  text: '擦了兩天就好很多。',
  responses: [{ id: 42, comment_id: 41, user: staffer, text: '謝謝分享！', created_at: stamp, updated_at: stamp }],
  created_at: stamp,
  updated_at: stamp,
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
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
      // The route's loader asks first and the page asks once more as it mounts: both fail.
      'GET /api/items/7/': [
        { status: 500, body: { status: 500, code: 'internal', message: 'x' } },
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
  it('fetches the comments only once their place nears the screen, then shows them with their replies (tw, en)', async () => {
    for (const lang of ['tw', 'en'] as const) {
      const io = fakeIntersectionObserver();
      const { calls } = mockFetch({
        'GET /api/items/7/': { status: 200, body: item },
        'GET /api/categories/': { status: 200, body: [] },
        'GET /api/items/7/comments/': pageReply([comment]),
      });
      const view = await renderApp('/item/7', { lang: { current: lang } }, lang);
      await screen.findByTestId('item-name', {}, { timeout: 8000 });
      const title = lang === 'tw' ? '商品評論' : 'Reviews';
      const section = screen.getByRole('region', { name: title });
      expect(section).toHaveAttribute('aria-busy', 'true');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(calls.filter((call) => call.url.includes('/comments'))).toEqual([]);

      act(() => io.show(section, true));
      const entry = await screen.findByTestId('comment', {}, { timeout: 8000 });
      expect(entry).toHaveTextContent('擦了兩天就好很多。');
      expect(within(entry).getByTestId('reply')).toHaveTextContent('謝謝分享！');
      expect(screen.getByRole('region', { name: `${title} (1)` })).not.toHaveAttribute('aria-busy');
      expect(screen.getByRole('button', { name: lang === 'tw' ? '登入後留言' : 'Log in to review' })).toBeInTheDocument();
      expect(calls.filter((call) => call.url.includes('/comments'))).toHaveLength(1);
      view.unmount();
      vi.unstubAllGlobals();
    }
  }, 30000);

  it('keeps a pasted review over 2,000 characters whole, marks it and sends nothing until it fits (tw, en)', async () => {
    for (const lang of ['tw', 'en'] as const) {
      const io = fakeIntersectionObserver();
      const { calls } = answers();
      const view = await renderApp('/item/7', signedIn({ role: 'customer', lang }), lang);
      await screen.findByTestId('item-name', {}, { timeout: 8000 });
      act(() => io.show(screen.getByRole('region', { name: lang === 'tw' ? '商品評論' : 'Reviews' }), true));
      const input = await screen.findByTestId('comment-input', {}, { timeout: 8000 });
      const long = '奶'.repeat(2001);
      fireEvent.change(input, { target: { value: long } });
      expect(input).toHaveValue(long);
      expect(screen.getByText('2001 / 2000')).toBeInTheDocument();
      expect(input.closest('.ant-input-affix-wrapper')).toHaveClass('ant-input-status-error');
      const send = screen.getByRole('button', { name: lang === 'tw' ? '送出評論' : 'Post review' });
      expect(send).toBeDisabled();
      fireEvent.change(input, { target: { value: long.slice(1) } });
      expect(send).toBeEnabled();
      expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
      view.unmount();
      vi.unstubAllGlobals();
    }
  }, 30000);

  it('asks for a size before adding to the cart, then adds that variant at its own price (tw)', async () => {
    braAnswers();
    await renderApp('/item/8');
    expect(await screen.findByTestId('item-name', {}, { timeout: 8000 })).toHaveTextContent('哺乳內衣');
    const picker = screen.getByRole('radiogroup', { name: '規格' });
    const add = screen.getByTestId('add-to-cart');
    expect(add).toBeDisabled();
    expect(add).toHaveTextContent('請選擇規格');
    // Each size says its stock: the sold-out one cannot be chosen.
    expect(within(picker).getByRole('radio', { name: /XL \/ 米白/ })).toBeDisabled();
    expect(within(picker).getByText('已售完')).toBeInTheDocument();
    expect(within(picker).getByText('僅剩 2 件')).toBeInTheDocument();
    expect(screen.getByTestId('item-price')).toHaveTextContent('NT$890');

    fireEvent.click(within(picker).getByRole('radio', { name: /^L \/ 米白/ }));
    expect(screen.getByTestId('item-price')).toHaveTextContent('NT$990');
    expect(add).toBeEnabled();
    expect(add).toHaveTextContent('加入購物車');
    fireEvent.click(add);
    await screen.findByText(/已加入購物車：哺乳內衣 · L \/ 米白/);
    const stored = JSON.parse(localStorage.getItem('cart') ?? '{}') as { items: Record<string, unknown> };
    expect(stored.items).toEqual({ '8:v22': { item_id: 8, quantity: 1, attributes: {}, variant_id: 22 } });
  });

  it('names the options and their stock in English', async () => {
    braAnswers();
    await renderApp('/item/8', { lang: { current: 'en' } }, 'en');
    await screen.findByTestId('item-name', {}, { timeout: 8000 });
    const picker = screen.getByRole('radiogroup', { name: 'Options' });
    expect(within(picker).getByRole('radio', { name: /M \/ ivory/ })).toBeEnabled();
    expect(screen.getByTestId('add-to-cart')).toHaveTextContent('Choose an option');
    fireEvent.click(within(picker).getByRole('radio', { name: /M \/ ivory/ }));
    expect(screen.getByTestId('add-to-cart')).toHaveTextContent('Add to cart');
  });

  it('keeps a wrong quantity as typed, says why and adds nothing until it is right (tw)', async () => {
    answers();
    await renderApp('/item/7');
    await screen.findByTestId('item-name', {}, { timeout: 8000 });
    const field = screen.getByLabelText('數量');
    const add = screen.getByTestId('add-to-cart');
    for (const typed of ['0', '13', '1.5', '']) {
      fireEvent.change(field, { target: { value: typed } });
      expect(field).toHaveValue(typed);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('alert')).toHaveTextContent('請輸入 1 到 12 之間的整數');
      expect(add).toBeDisabled();
    }
    // Full-width digits, as a Chinese keyboard types them, are the same number.
    fireEvent.change(field, { target: { value: '１２' } });
    expect(field).toHaveValue('１２');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '增加一件' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '減少一件' }));
    expect(field).toHaveValue('11');
    fireEvent.click(add);
    await screen.findByText(/已加入購物車：羊脂膏/);
    const stored = JSON.parse(localStorage.getItem('cart') ?? '{}') as { items: Record<string, { quantity: number }> };
    expect(stored.items['7']?.quantity).toBe(11);
    expect(field).toHaveValue('1');
  });

  it('says a wrong quantity in English', async () => {
    answers();
    await renderApp('/item/7', { lang: { current: 'en' } }, 'en');
    await screen.findByTestId('item-name', {}, { timeout: 8000 });
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: 'two' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a whole number from 1 to 12');
    expect(screen.getByTestId('add-to-cart')).toBeDisabled();
  });
});
