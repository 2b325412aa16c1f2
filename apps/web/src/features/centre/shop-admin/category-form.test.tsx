import type { CategoryNode } from '@pnc/schemas/shop/category';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../app/i18n';
import { setUpCentreComponentTests } from '../../../test/centre-component-setup';
import { mockFetch } from '../../../test/fetch-mock';
import { renderInStore } from '../../../test/render-in-store';
import { numericCorpus } from '@pnc/schemas/numeric-corpus';
import { typeAndCheck } from '../../../test/type-corpus';
import { CategoryForm, categoryOptions } from './category-form';
import { CATEGORY_ORDER } from './number-fields';

setUpCentreComponentTests();

const at = '2026-01-01T00:00:00.000Z';
const node = (id: number, name: string, children: CategoryNode[] = [], parent_id: number | null = null): CategoryNode => ({
  id,
  name_tw: `${name}（中）`,
  name_en: name,
  parent_id,
  sort_order: 0,
  image_url: '',
  created_at: at,
  updated_at: at,
  children,
});
const tree = [node(1, 'Mother care', [node(2, 'Nursing', [node(3, 'Pads', [], 2)], 1)]), node(4, 'Baby care')];

function renderForm(props: Partial<Parameters<typeof CategoryForm>[0]> = {}) {
  const saved: unknown[] = [];
  renderInStore(<CategoryForm tree={tree} onSaved={(s) => saved.push(s)} onCancel={() => {}} {...props} />);
  return saved;
}

describe('category parents', () => {
  it('offer the tree in the current language, without the category itself and what lies under it', () => {
    const ids = (options: ReturnType<typeof categoryOptions>): number[] => options.flatMap((o) => [o.value, ...ids(o.children)]);
    expect(ids(categoryOptions(tree, 'en'))).toEqual([1, 2, 3, 4]);
    expect(ids(categoryOptions(tree, 'en', 2))).toEqual([1, 4]);
    expect(categoryOptions(tree, 'tw')[0]!.title).toBe('Mother care（中）');
    expect(categoryOptions(tree, 'en')[0]!.title).toBe('Mother care');
  });
});

describe('the category form', { timeout: 60_000 }, () => {
  it('creates a top-level category with both names and its order', async () => {
    const { calls } = mockFetch({ 'POST /api/categories/': { status: 201, body: node(9, 'Gifts') } });
    const saved = renderForm();
    fireEvent.change(screen.getByLabelText('Chinese name'), { target: { value: '禮盒' } });
    fireEvent.change(screen.getByLabelText('English name'), { target: { value: 'Gifts' } });
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: /create/i }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body!)).toEqual({
      name_tw: '禮盒',
      name_en: 'Gifts',
      parent_id: null,
      sort_order: 3,
    });
  });

  it('reads a full-width order 「３」 as 3 and refuses 1e3 at the field, in English', async () => {
    const { calls } = mockFetch({ 'POST /api/categories/': { status: 201, body: node(9, 'Gifts') } });
    const saved = renderForm();
    fireEvent.change(screen.getByLabelText('Chinese name'), { target: { value: '禮盒' } });
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: '1e3' } });
    fireEvent.click(screen.getByRole('button', { name: /create/i }));
    expect(await screen.findByText('Enter a number (e.g. 38.6).')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Order'), { target: { value: '３' } });
    fireEvent.blur(screen.getByLabelText('Order'));
    expect(screen.getByLabelText('Order')).toHaveValue('3');
    fireEvent.click(screen.getByRole('button', { name: /create/i }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body!)).toMatchObject({ sort_order: 3 });
  });

  it('refuses an order out of range in Chinese, never bringing it into range', async () => {
    await i18n.changeLanguage('tw');
    try {
      const { calls } = mockFetch({});
      renderForm();
      fireEvent.change(screen.getByLabelText('中文名稱'), { target: { value: '禮盒' } });
      fireEvent.change(screen.getByLabelText('排序'), { target: { value: '２００００' } });
      fireEvent.blur(screen.getByLabelText('排序'));
      expect(await screen.findByText('不能大於 10000。')).toBeInTheDocument();
      expect(screen.getByLabelText('排序')).toHaveValue('２００００');
      expect(calls).toHaveLength(0);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("puts the server's refusal of a parent on the parent field", async () => {
    mockFetch({
      'PUT /api/categories/2/': {
        status: 400,
        body: {
          status: 400,
          code: 'validation_error',
          message: 'Some fields are not valid.',
          fields: { parent_id: ['under_itself'] },
        },
      },
    });
    const saved = renderForm({ category: tree[0]!.children[0] });
    expect(screen.getByLabelText('Chinese name')).toHaveValue('Nursing（中）');
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('A category cannot be placed under itself or one of its sub-categories.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('shows a refusal that names no field above the form', async () => {
    mockFetch({
      'PUT /api/categories/4/': { status: 404, body: { status: 404, code: 'not_found', message: 'No such category.' } },
    });
    renderForm({ category: tree[1] });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t('errors:code.not_found'));
  });

  it('reads every entry of the shared number corpus typed into the order as the reader means it, in tw', async () => {
    await i18n.changeLanguage('tw');
    mockFetch({});
    renderForm();
    const box = screen.getByLabelText('排序') as HTMLInputElement;
    for (const entry of numericCorpus)
      await typeAndCheck(box, { options: CATEGORY_ORDER, required: false }, entry, 'tw', 'order');
    await i18n.changeLanguage('en');
  });
});
