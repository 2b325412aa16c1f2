import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, profile } from '../../../test/fetch-mock';
import { renderInStore } from '../../../test/render-in-store';
import type { SocialConfig } from '../../../lib/social';
import { bootstrapLoaded } from '../../app/appSlice';
import LoginDialog from './login-dialog';

const GSI = 'https://gsi.test/gsi/client';
const boot = (social?: SocialConfig) => ({
  site_name_tw: '晨曦',
  site_name_en: 'Dawn',
  config: { webUrl: '', apiUrl: '', s3Bucket: '', cloudfrontDistributionId: '' },
  ...(social && { social }),
});

function openDialog(social: SocialConfig | undefined, lang: 'tw' | 'en' = 'tw') {
  const rendered = renderInStore(
    <MemoryRouter>
      <LoginDialog open onClose={() => undefined} />
    </MemoryRouter>,
    { lang },
  );
  act(() => void rendered.store.dispatch(bootstrapLoaded(boot(social))));
  return rendered;
}

/**
 * What Google Identity Services does once its script has loaded: keep the callback, draw a button that answers it.
 * jsdom fetches no script: the test says when it "loaded" (the app's loader keeps one load per address).
 */
async function loadFakeGis(credential: string) {
  let callback: (answer: { credential: string }) => void = () => undefined;
  window.google = {
    accounts: {
      id: {
        initialize: (config) => void (callback = config.callback as typeof callback),
        renderButton: (parent) => {
          const b = document.createElement('button');
          b.textContent = 'Google says hi';
          b.onclick = () => callback({ credential });
          parent.append(b);
        },
      },
    },
  };
  const script = await waitFor(() => {
    const el = document.head.querySelector<HTMLScriptElement>(`script[src="${GSI}"]`);
    expect(el).not.toBeNull();
    return el!;
  });
  act(() => void script.dispatchEvent(new Event('load')));
  return screen.findByRole('button', { name: 'Google says hi' });
}

afterEach(() => {
  delete window.google;
});

describe('the login dialog’s social sign-in', () => {
  it('shows no provider when none is configured (and no "or" divider)', async () => {
    openDialog(undefined);
    expect(await screen.findByLabelText('密碼')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '使用社群帳號登入' })).toBeNull();
    expect(screen.queryByTestId('social-google')).toBeNull();
    expect(screen.queryByTestId('social-facebook')).toBeNull();
    expect(screen.queryByTestId('social-line')).toBeNull();
  });

  it('shows only the configured providers', async () => {
    openDialog({ google: null, facebook: null, line: true });
    expect(await screen.findByTestId('social-line')).toHaveTextContent('LINE');
    expect(screen.queryByTestId('social-google')).toBeNull();
    expect(screen.queryByTestId('social-facebook')).toBeNull();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('in English: the group is named in English and Google draws its own button', async () => {
    mockFetch({});
    openDialog({ google: { client_id: 'c1', script_url: GSI }, facebook: null, line: false }, 'en');
    expect(await screen.findByRole('group', { name: 'Sign in with' })).toBeInTheDocument();
    expect(screen.getByTestId('social-google')).toBeInTheDocument();
    expect(screen.queryByTestId('social-line')).toBeNull();
    expect(await loadFakeGis('cred-1')).toBeInTheDocument();
  });

  it("Google's credential signs in; an existing account asks its password once, then links", async () => {
    const { calls } = mockFetch({
      'POST /api/social_signin/google/': {
        status: 409,
        body: {
          status: 409,
          code: 'social_link_required',
          message: 'x',
          link_key: 'lk-1',
          link: { provider: 'google', email: 'w***@example.com' },
        },
      },
      'POST /api/social_signin/link/': [
        { status: 401, body: { status: 401, code: 'login_failed', message: 'x' } },
        { status: 200, body: { token: 'tok-9', id: 7 } },
      ],
      'GET /api/user/profile/': { status: 200, body: profile },
    });
    const { store } = openDialog({ google: { client_id: 'c1', script_url: GSI }, facebook: null, line: true });
    fireEvent.click(await loadFakeGis('google-credential'));
    expect(await screen.findByTestId('social-link')).toHaveTextContent('連結你的 Google 帳號');
    expect(screen.getByTestId('social-link')).toHaveTextContent('你的 Google Email（w***@example.com）已經有帳號了');
    expect(JSON.parse(calls.find((c) => c.url === '/api/social_signin/google/')!.body!)).toEqual({ token: 'google-credential' });

    const password = screen.getByLabelText('既有帳號的密碼');
    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: '連結並登入' }));
    expect(await screen.findByText(/登入失敗/)).toBeInTheDocument();
    fireEvent.change(password, { target: { value: 'right-one' } });
    fireEvent.click(screen.getByRole('button', { name: '連結並登入' }));
    await waitFor(() => expect(store.getState().user.status).toBe('loggedIn'));
    const links = calls.filter((c) => c.url === '/api/social_signin/link/').map((c) => JSON.parse(c.body!));
    expect(links).toEqual([
      { link_key: 'lk-1', password: 'wrong' },
      { link_key: 'lk-1', password: 'right-one' },
    ]);
  });

  it("a staff account's refusal is worded", async () => {
    mockFetch({
      'POST /api/social_signin/google/': { status: 403, body: { status: 403, code: 'social_staff_account', message: 'x' } },
    });
    openDialog({ google: { client_id: 'c1', script_url: GSI }, facebook: null, line: false });
    fireEvent.click(await loadFakeGis('staff-credential'));
    expect(await screen.findByText(/員工與管理者帳號不能用社群帳號登入/)).toBeInTheDocument();
  });
});
