import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import i18n from '../../../app/i18n';
import type { RootState } from '../../../app/store';
import { anonymous, mockFetch, profile, signedIn } from '../../../test/fetch-mock';
import { renderInStore } from '../../../test/render-in-store';
import ChangePasswordPage from './change-password-page';
import ProfilePage from './profile-page';
import RegisterPage from './register-page';

/** One page under the real store and antd config (not the whole route list, which other features extend). */
async function renderPage(Page: ComponentType, path: string, state: Partial<RootState> = anonymous) {
  await i18n.changeLanguage('en');
  const router = createMemoryRouter([{ path: path.split('?')[0]!, Component: Page }], { initialEntries: [path] });
  return renderInStore(<RouterProvider router={router} />, { state: { ...state, lang: { current: 'en' } } });
}

/** One change event per field: typing character by character is slow under antd and adds nothing here. */
function fill(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

const captcha = (n: number) => ({ status: 200, body: { key: `k${n}`, image: `data:image/svg+xml;base64,${n}` } });

/** Opens the register page and fills every field once its picture code shows. */
async function fillRegister(confirm = 'Sunrise-Tea-42') {
  await renderPage(RegisterPage, '/register');
  await screen.findByAltText(/Picture code/);
  fill(screen.getByLabelText('Username'), 'amy');
  fill(screen.getByLabelText('Email'), 'amy@example.com');
  fill(screen.getByLabelText('Password'), 'Sunrise-Tea-42');
  fill(screen.getByLabelText('Confirm password'), confirm);
  fill(screen.getByRole('textbox', { name: 'Picture code' }), 'abcd');
}

const submit = (name: RegExp) => userEvent.click(screen.getByRole('button', { name }));

/** The server refuses the registration with `code` on `fields`; a new picture code follows the refusal. */
const registerRefused = (status: number, code: string, fields: Record<string, string[]>) =>
  mockFetch({
    'GET /api/captcha/': [captcha(1), captcha(2)],
    'POST /api/user/register/': { status, body: { status, code, message: 'x', fields } },
  });

describe('register page', () => {
  it('refuses a confirmation that differs, without calling the server', async () => {
    const { calls } = mockFetch({ 'GET /api/captcha/': captcha(1) });
    await fillRegister('Sunrise-Tea-43');
    expect(await screen.findByText('The two passwords do not match')).toBeInTheDocument();
    await submit(/Create account/);
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it(
    'keeps a picture code over 16 characters as typed and refuses it without calling the server',
    { timeout: 120_000 },
    async () => {
      const { calls } = mockFetch({ 'GET /api/captcha/': captcha(1) });
      await fillRegister();
      const box = screen.getByRole('textbox', { name: 'Picture code' });
      fill(box, '');
      await userEvent.click(box);
      await userEvent.paste('abcdefghijklmnopq');
      expect(box).toHaveValue('abcdefghijklmnopq');
      expect(await screen.findByText('Picture code must be at most 16 characters')).toBeInTheDocument();
      await submit(/Create account/);
      await new Promise((r) => setTimeout(r, 50));
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    },
  );

  it('shows a taken username on its field and asks for a new picture code', async () => {
    const { calls } = registerRefused(409, 'username_taken', { username: ['taken'] });
    await fillRegister();
    await submit(/Create account/);
    expect(await screen.findByText('This username is already used.')).toBeInTheDocument();
    const body = JSON.parse(calls.find((c) => c.method === 'POST')!.body!);
    expect(body).toEqual({
      username: 'amy',
      email: 'amy@example.com',
      password: 'Sunrise-Tea-42',
      language: 'en',
      captcha_key: 'k1',
      captcha: 'abcd',
    });
    await waitFor(() => expect(screen.getByAltText(/Picture code/)).toHaveAttribute('src', 'data:image/svg+xml;base64,2'));
  });

  it('on invalid_captcha clears the answer, shows the error there and loads a new picture', async () => {
    const { calls } = registerRefused(400, 'invalid_captcha', { captcha: ['wrong'] });
    await fillRegister();
    await submit(/Create account/);
    expect(await screen.findByText('The captcha is incorrect. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Picture code' })).toHaveValue('');
    await waitFor(() => expect(screen.getByAltText(/Picture code/)).toHaveAttribute('src', 'data:image/svg+xml;base64,2'));
    expect(calls.filter((c) => c.url === '/api/captcha/')).toHaveLength(2);
  });

  it('after a 201 says that the validation mail was sent', async () => {
    mockFetch({ 'GET /api/captcha/': captcha(1), 'POST /api/user/register/': { status: 201, body: profile } });
    await fillRegister();
    await submit(/Create account/);
    expect(await screen.findByTestId('register-sent')).toHaveTextContent('amy@example.com');
  });
});

describe('change password page', () => {
  it("sends the logged-in user's name and shows a wrong current password on its field", async () => {
    const { calls } = mockFetch({
      'POST /api/user/change_password/': {
        status: 400,
        body: { status: 400, code: 'wrong_current_password', message: 'x', fields: { password: ['invalid'] } },
      },
    });
    await renderPage(ChangePasswordPage, '/account/password', signedIn());
    fill(await screen.findByLabelText('Current password'), 'old-one-123');
    fill(screen.getByLabelText('New password'), 'Sunrise-Tea-42');
    fill(screen.getByLabelText('Confirm new password'), 'Sunrise-Tea-42');
    await submit(/Change password/);
    // Said as a wrong current password, on its field: not a login failure, and the session stays.
    const said = await screen.findByText('Your current password is not correct. Please type it again.');
    expect(said.closest('.ant-form-item')).toContainElement(screen.getByLabelText('Current password'));
    expect(screen.queryByText(/Login failed/)).toBeNull();
    expect(JSON.parse(calls[0]!.body!)).toEqual({ username: 'nurse', password: 'old-one-123', new_password: 'Sunrise-Tea-42' });
  });

  it('asks anonymous visitors to log in', async () => {
    const { store } = await renderPage(ChangePasswordPage, '/account/password');
    expect(await screen.findByText('Please log in')).toBeInTheDocument();
    expect(store.getState().app.requestLogin).toBe(true);
  });
});

describe('profile page', () => {
  /** Opens the profile page and chooses a PNG as the picture. */
  async function uploadPicture() {
    const view = await renderPage(ProfilePage, '/account/profile', signedIn());
    const input = (await screen.findByTestId('avatar-upload')).closest('span')!.querySelector('input[type=file]')!;
    await userEvent.upload(
      input as HTMLInputElement,
      new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
    );
    return view;
  }

  it('uploads the picture, then stores its URL in the profile', async () => {
    const { calls } = mockFetch({
      'POST /api/upload/': { status: 201, body: { url: '/uploads/a.png', content_type: 'image/png', size: 4 } },
      'PUT /api/user/profile/': { status: 200, body: { ...profile, avatar_url: '/uploads/a.png' } },
    });
    const { store } = await uploadPicture();
    await waitFor(() => expect(store.getState().user.data?.avatar_url).toBe('/uploads/a.png'));
    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes[0]!.url).toBe('/api/upload/?kind=avatar');
    expect(JSON.parse(writes[1]!.body!)).toEqual({ avatar_url: '/uploads/a.png' });
  });

  it("says which formats are accepted, in the reader's language, when the server refuses the file", async () => {
    mockFetch({
      'POST /api/upload/': {
        status: 400,
        body: {
          status: 400,
          code: 'validation_error',
          message: 'Upload error: only PNG, JPEG, GIF and WebP images are accepted',
          fields: { file: ['only PNG, JPEG, GIF and WebP images are accepted'] },
        },
      },
    });
    const { store } = await uploadPicture();
    await waitFor(() =>
      expect(store.getState().app.toast).toMatchObject({
        text: 'Upload failed: only PNG, JPEG, GIF and WebP images are accepted.',
        kind: 'error',
      }),
    );
    expect(store.getState().user.data?.avatar_url).toBe('');
  });

  it('says the size limit for a picture the server finds too big (413)', async () => {
    mockFetch({
      'POST /api/upload/': { status: 413, body: { status: 413, code: 'payload_too_large', message: 'Upload error: big' } },
    });
    const { store } = await uploadPicture();
    await waitFor(() =>
      expect(store.getState().app.toast).toMatchObject({ text: 'Upload failed: the image must be at most 5 MB.', kind: 'error' }),
    );
  });

  it('sends only the changed fields and switches the language with the profile', async () => {
    const { calls } = mockFetch({
      'PUT /api/user/profile/': { status: 200, body: { ...profile, display_name: 'Amy', language: 'tw' } },
    });
    const { store } = await renderPage(ProfilePage, '/account/profile', signedIn({ language: 'en' }));
    const name = await screen.findByLabelText('Display name');
    fill(name, 'Amy');
    await userEvent.click(screen.getByText('中文'));
    await userEvent.click(screen.getByRole('button', { name: /Save changes/ }));
    await waitFor(() => expect(store.getState().lang.current).toBe('tw'));
    // The page also reads the address book (GET /api/address/); the one write is the profile's.
    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes).toHaveLength(1);
    expect(JSON.parse(writes[0]!.body!)).toEqual({ display_name: 'Amy', language: 'tw' });
    expect(store.getState().app.toast?.text).toBe('個人資料已儲存');
  });

  it('warns that a new email must be validated again, and shows email_taken on the field', async () => {
    mockFetch({
      'PUT /api/user/profile/': {
        status: 409,
        body: { status: 409, code: 'email_taken', message: 'x', fields: { email: ['used'] } },
      },
    });
    await renderPage(ProfilePage, '/account/profile', signedIn());
    const email = await screen.findByLabelText('Email');
    fill(email, 'other@example.com');
    expect(await screen.findByTestId('email-notice')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Save changes/ }));
    expect(await screen.findByText('This email address is already registered.')).toBeInTheDocument();
  });
});
