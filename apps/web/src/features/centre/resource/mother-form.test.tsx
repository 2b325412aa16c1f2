import { mother } from '@pnc/schemas/centre/mother';
import { fireEvent, screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import i18n from '../../../app/i18n';
import { mockFetch } from '../../../test/fetch-mock';
import { renderCentrePage } from '../../../test/render-centre';
import { ResourceForm } from './resource-form';

afterAll(async () => {
  await i18n.changeLanguage('en');
});

const labels = {
  tw: { name: '姓名', phone: '電話', nid: '身分證字號', create: /建\s*立/ },
  en: { name: 'Name', phone: 'Phone', nid: 'National ID', create: /create/i },
} as const;

async function fill(lang: 'tw' | 'en', values: { name: string; phone: string; nid?: string }) {
  const l = labels[lang];
  fireEvent.change(screen.getByLabelText(l.name), { target: { value: values.name } });
  fireEvent.change(screen.getByLabelText(l.phone), { target: { value: values.phone } });
  if (values.nid) fireEvent.change(screen.getByLabelText(l.nid), { target: { value: values.nid } });
  fireEvent.click(screen.getByRole('button', { name: l.create }));
}

const exists = (fields: Record<string, string[]>) => ({
  status: 409,
  body: {
    status: 409,
    code: 'mother_exists',
    message: 'Mother 12 has this name and phone.',
    fields,
    ref: { entity: 'mother', id: 12 },
  },
});

describe('the mother form', () => {
  it.each([
    ['tw', '請輸入電話號碼', '身分證字號或居留證號碼不正確'],
    ['en', 'Enter a phone number', 'national ID or resident certificate number is not valid'],
  ] as const)('in %s refuses a phone and a national ID the server would refuse, under their fields', async (lang, phone, nid) => {
    const { calls } = mockFetch({});
    await renderCentrePage(<ResourceForm def={mother} />, { lang });
    await fill(lang, { name: '林怡君', phone: '0912-ABC', nid: 'A123456788' });
    expect(await screen.findByText(new RegExp(phone), {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText(new RegExp(nid), {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it.each([
    ['tw', '這位媽媽的資料已經建立過了', '開啟已建立的資料', '這是另一位媽媽，仍要儲存'],
    ['en', 'This mother is already on file', 'Open the existing record', 'She is someone else: save anyway'],
  ] as const)(
    'in %s links a mother already on file and resends with the flag when told she is someone else',
    async (lang, words, open, confirm) => {
      const saved = { id: 13, name: '林怡君', phone: '0912345678' };
      const { calls } = mockFetch({
        'POST /api/mother/': [exists({ name: ['same'], phone: ['same'] }), { status: 201, body: saved }],
      });
      await renderCentrePage(<ResourceForm def={mother} />, { lang });
      await fill(lang, { name: '林怡君', phone: '0912-345-678' });
      expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(words);
      expect(screen.getByRole('link', { name: open })).toHaveAttribute('href', '/centre/r/mother/12');
      fireEvent.click(screen.getByRole('button', { name: confirm }));
      const posts = calls.filter((c) => c.method === 'POST');
      expect(posts).toHaveLength(2);
      expect(posts[0]!.url).toBe('/api/mother/');
      expect(posts[1]!.url).toBe('/api/mother/?confirm_distinct=true');
      expect(JSON.parse(posts[1]!.body!)).toEqual(JSON.parse(posts[0]!.body!));
      await expect.poll(() => screen.queryByRole('alert'), { timeout: 10_000 }).toBeNull();
    },
  );

  it('offers no override when the national ID is the one on file', async () => {
    mockFetch({ 'POST /api/mother/': exists({ national_id: ['already on file'] }) });
    await renderCentrePage(<ResourceForm def={mother} />, { lang: 'en' });
    await fill('en', { name: '林怡君', phone: '0912345678', nid: 'A123456789' });
    expect(await screen.findByRole('link', { name: 'Open the existing record' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /save anyway/ })).not.toBeInTheDocument();
  });
});
