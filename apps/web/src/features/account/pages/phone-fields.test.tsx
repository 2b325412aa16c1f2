import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import i18n from '../../../app/i18n';
import { mockFetch, profile, signedIn } from '../../../test/fetch-mock';
import { renderInStore } from '../../../test/render-in-store';
import ProfilePage from './profile-page';

/** The profile page (with the address book under it) under the real store, in `lang`. */
async function renderProfile(lang: 'tw' | 'en') {
  await i18n.changeLanguage(lang);
  const router = createMemoryRouter([{ path: '/account/profile', Component: ProfilePage }], {
    initialEntries: ['/account/profile'],
  });
  return renderInStore(<RouterProvider router={router} />, { state: { ...signedIn(), lang: { current: lang } } });
}

afterAll(async () => {
  await i18n.changeLanguage('en');
});

const typeAndLeave = async (input: HTMLElement, text: string) => {
  fireEvent.change(input, { target: { value: text } });
  await act(async () => fireEvent.blur(input));
};

describe("the shop's phone fields read a phone as the server does", () => {
  it.each([
    ['+886 912 345 678', '0912345678'],
    ['０９１２３４５６７８', '0912345678'],
    ['0912-345-678', '0912345678'],
  ])('the profile shows %s as %s on leaving the field and sends that', async (typed, understood) => {
    const { calls } = mockFetch({
      'GET /api/address/': { status: 200, body: [] },
      'PUT /api/user/profile/': { status: 200, body: { ...profile, phone: understood } },
    });
    await renderProfile('en');
    const phone = await screen.findByTestId('profile-phone');
    await typeAndLeave(phone, typed);
    expect(phone).toHaveValue(understood);
    await userEvent.click(screen.getByRole('button', { name: /Save changes/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(JSON.parse(calls.find((c) => c.method === 'PUT')!.body!)).toEqual({ phone: understood });
  });

  it.each([
    ['tw', '不是電話號碼：請輸入含區碼或 09 開頭的號碼，或 + 加國碼。', /儲存/],
    ['en', 'Not a phone number: a Taiwanese number with its area code or 09, or + and the country code.', /Save changes/],
  ] as const)('in %s the profile refuses 12345 at the field, keeps it as typed and sends nothing', async (lang, words, save) => {
    const { calls } = mockFetch({ 'GET /api/address/': { status: 200, body: [] } });
    await renderProfile(lang);
    const phone = await screen.findByTestId('profile-phone');
    await typeAndLeave(phone, '12345');
    expect(phone).toHaveValue('12345');
    expect(await screen.findByText(words)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: save }));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('the address book shows 「０９１２－３４５－６７８」 as 0912345678, refuses 12345, and sends the number understood', async () => {
    const saved = {
      id: 3,
      label: '家',
      name: '王小美',
      phone: '0912345678',
      zip: '100',
      city: '臺北市',
      district: '中正區',
      address: '重慶南路一段 122 號',
      is_default: true,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    const { calls } = mockFetch({
      'GET /api/address/': [
        { status: 200, body: [saved] },
        { status: 200, body: [saved] },
      ],
      'PUT /api/address/3/': { status: 200, body: saved },
    });
    await renderProfile('en');
    const book = await screen.findByTestId('address-book');
    await userEvent.click(await within(book).findByText('Edit'));
    const phone = await screen.findByTestId('book-phone');
    await typeAndLeave(phone, '12345');
    expect(phone).toHaveValue('12345');
    expect(
      await screen.findByText('Not a phone number: a Taiwanese number with its area code or 09, or + and the country code.'),
    ).toBeInTheDocument();
    await typeAndLeave(phone, '０９１２－３４５－６７８');
    expect(phone).toHaveValue('0912345678');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(JSON.parse(calls.find((c) => c.method === 'PUT')!.body!).phone).toBe('0912345678');
  });
});
