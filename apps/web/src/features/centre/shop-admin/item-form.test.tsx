import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpCentreComponentTests } from '../../../test/centre-component-setup';
import { mockFetch } from '../../../test/fetch-mock';
import { renderInStore } from '../../../test/render-in-store';
import { adminItem } from '../../../test/shop-admin-fixtures';
import { numericCorpus } from '@pnc/schemas/numeric-corpus';
import { typeAndCheck } from '../../../test/type-corpus';
import { ItemForm } from './item-form';
import { PRICE, STOCK } from './number-fields';

setUpCentreComponentTests();

const item = adminItem({
  id: 5,
  name_tw: '哺乳枕',
  name_en: 'Nursing pillow',
  price: 890,
  stock: 3,
  images: ['/uploads/demo/pillow-0.svg'],
});
const PNG = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'cover.png', { type: 'image/png' });

function renderForm(props: Partial<Parameters<typeof ItemForm>[0]> = {}) {
  const saved: unknown[] = [];
  renderInStore(<ItemForm tree={[]} onSaved={(s) => saved.push(s)} onCancel={() => {}} {...props} />);
  return saved;
}
const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;

// Whole antd forms in jsdom take seconds each on a busy machine.
describe('the item form', { timeout: 60_000 }, () => {
  it('creates an item with its price, stock and an uploaded picture', async () => {
    const { calls } = mockFetch({
      'POST /api/upload/?kind=item': { status: 201, body: { url: '/uploads/abc.png', content_type: 'image/png', size: 8 } },
      'POST /api/items/': { status: 201, body: { ...item, id: 9 } },
    });
    const saved = renderForm();
    fireEvent.change(screen.getByLabelText('Chinese name'), { target: { value: '溢乳墊' } });
    fireEvent.change(screen.getByLabelText('English name'), { target: { value: 'Breast pads' } });
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '350' } });
    fireEvent.change(screen.getByLabelText('Stock'), { target: { value: '12' } });
    fireEvent.change(fileInput(), { target: { files: [PNG] } });
    expect(await screen.findByRole('img', { name: 'Item picture 1' })).toHaveAttribute('src', '/uploads/abc.png');
    const upload = calls.find((c) => c.url.startsWith('/api/upload/'))!;
    expect(upload.body).toBeInstanceOf(FormData);
    expect((upload.body as unknown as FormData).get('file')).toBeInstanceOf(File);

    fireEvent.click(screen.getByRole('button', { name: /create/i }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(JSON.parse(calls.find((c) => c.url === '/api/items/')!.body!)).toEqual({
      name_tw: '溢乳墊',
      name_en: 'Breast pads',
      description_tw: '',
      description_en: '',
      price: 350,
      stock: 12,
      categories: [],
      is_active: true,
      images: ['/uploads/abc.png'],
    });
  });

  it('says "Upload error" when the server refuses the file, and keeps the pictures it had', async () => {
    mockFetch({
      'POST /api/upload/?kind=item': {
        status: 400,
        body: {
          status: 400,
          code: 'validation_error',
          message: 'Upload error: only PNG, JPEG, GIF and WebP images are accepted',
        },
      },
    });
    renderForm({ item });
    fireEvent.change(fileInput(), { target: { files: [PNG] } });
    expect(await screen.findByText('Upload error')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /Item picture/ })).toHaveLength(1);
  });

  it('refuses a file that is not a picture before sending it', async () => {
    const { calls } = mockFetch({});
    renderForm({ item });
    fireEvent.change(fileInput(), { target: { files: [new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })] } });
    expect(await screen.findByText('Upload error')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("edits an item, removes a picture, and shows the server's field errors on their fields", async () => {
    const { calls } = mockFetch({
      'PUT /api/items/5/': {
        status: 400,
        body: { status: 400, code: 'validation_error', message: 'bad', fields: { price: ['too_big:1000000'] } },
      },
    });
    const saved = renderForm({ item });
    expect(screen.getByLabelText('Chinese name')).toHaveValue('哺乳枕');
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(screen.getByText('No pictures yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('Must be at most 1000000.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    expect(JSON.parse(calls.find((c) => c.method === 'PUT')!.body!)).toMatchObject({ images: [], price: 890 });
  });

  it('reads full-width price and stock, and refuses a stock of 1e3 or 1,200 at its field', async () => {
    const { calls } = mockFetch({ 'POST /api/items/': { status: 201, body: { ...item, id: 9 } } });
    const saved = renderForm();
    fireEvent.change(screen.getByLabelText('Chinese name'), { target: { value: '溢乳墊' } });
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '３５０' } });
    fireEvent.change(screen.getByLabelText('Stock'), { target: { value: '1e3' } });
    fireEvent.click(screen.getByRole('button', { name: /create/i }));
    expect(await screen.findByText('Enter a number (e.g. 38.6).')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Stock'), { target: { value: '1,200' } });
    expect(await screen.findByText('Leave out thousands separators (e.g. 1200).')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/items/')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Stock'), { target: { value: '３' } });
    fireEvent.click(screen.getByRole('button', { name: /create/i }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(JSON.parse(calls.find((c) => c.url === '/api/items/')!.body!)).toMatchObject({ price: 350, stock: 3 });
  });

  it('sends nothing without a Chinese name', async () => {
    const { calls } = mockFetch({});
    renderForm();
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: /create/i }));
    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')?.textContent).toMatch(/Chinese name/));
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['Price', PRICE],
    ['Stock', STOCK],
  ] as const)('reads every entry of the shared number corpus typed into %s as the reader means it', async (name, options) => {
    mockFetch({});
    renderForm();
    const box = screen.getByLabelText(name) as HTMLInputElement;
    for (const entry of numericCorpus) await typeAndCheck(box, { options, required: true }, entry, 'en', name);
  });
});
