import { mother } from '@pnc/schemas/centre/mother';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../app/i18n';
import { mockFetch } from '../../../test/fetch-mock';
import { renderInStore } from '../../../test/render-in-store';
import { ResourceForm } from './resource-form';

beforeAll(async () => {
  await import('../centre-state');
  await i18n.changeLanguage('en');
});

const renderForm = (props: Parameters<typeof ResourceForm>[0]) => renderInStore(<ResourceForm {...props} />);

const record = { id: 4, name: 'Lin Mei', phone: '0912-000-111', birthday: '1990-01-02', blood_type: 'a', parity: 1 };

describe('the generic form', () => {
  it('shows an edited record in inputs by field type, labelled from the definition', async () => {
    mockFetch({});
    renderForm({ def: mother, record: record as never });
    expect(screen.getByLabelText('Name')).toHaveValue('Lin Mei');
    expect(screen.getByLabelText('Phone')).toHaveValue('0912-000-111');
    expect(screen.getByLabelText('Birthday')).toHaveValue('1990-01-02');
    expect(screen.getByLabelText('Parity')).toHaveValue('1');
    expect(await screen.findByText('A')).toBeInTheDocument();
  });

  it('spec 5: a mother without a phone is refused and no request is sent', async () => {
    const { calls } = mockFetch({});
    renderForm({ def: mother, record: record as never });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')?.textContent).toMatch(/Phone/), {
      timeout: 5000,
    });
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it("sends the change and shows the server's field errors on their fields", async () => {
    const { calls } = mockFetch({
      'PUT /api/mother/4/': {
        status: 400,
        body: { status: 400, code: 'validation_error', message: 'bad', fields: { phone: ['too_long:40'] } },
      },
    });
    renderForm({ def: mother, record: record as never });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '0900-000-000' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('At most 40 characters; shorten it and send again.', {}, { timeout: 15000 })).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(JSON.parse(put.body!)).toMatchObject({ name: 'Lin Mei', phone: '0900-000-000', birthday: '1990-01-02' });
  });
});

describe('the generic form, created', () => {
  it('posts a new record with the fixed fields', async () => {
    const { calls } = mockFetch({ 'POST /api/mother/': { status: 201, body: { ...record, id: 9 } } });
    let saved: unknown;
    renderForm({ def: mother, onSaved: (r) => (saved = r) });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Wang' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '0911-222-333' } });
    fireEvent.click(screen.getByRole('button', { name: /create/i }));
    await waitFor(() => expect(saved).toMatchObject({ id: 9 }));
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body!)).toEqual({ name: 'Wang', phone: '0911-222-333' });
  });
});
