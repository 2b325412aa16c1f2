import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderInStore } from '../../../test/render-in-store';
import SocialLinePage from './social-line-page';

/** The page as a browser reaches it: /social/line with what the callback put in the fragment. */
function arrive(fragment: string, lang: 'tw' | 'en' = 'tw') {
  window.history.replaceState(null, '', `/social/line#${fragment}`);
  return renderInStore(
    <MemoryRouter>
      <SocialLinePage />
    </MemoryRouter>,
    { lang },
  );
}

describe('SocialLinePage with a link key', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it("asks the server what the key is for, then names that provider and the account's masked address", async () => {
    const { calls } = mockFetch({
      'POST /api/social_signin/link/info/': { status: 200, body: { provider: 'facebook', email: 'w***@example.com' } },
    });
    arrive('link_key=lk-7');
    const form = await screen.findByTestId('social-link');
    expect(form).toHaveTextContent('連結你的 Facebook 帳號');
    expect(form).toHaveTextContent('你的 Facebook Email（w***@example.com）已經有帳號了');
    expect(form).not.toHaveTextContent('LINE');
    expect(JSON.parse(calls.find((c) => c.url === '/api/social_signin/link/info/')!.body!)).toEqual({ link_key: 'lk-7' });
    // The key left the address bar.
    expect(window.location.hash).toBe('');
  });

  it('in English too', async () => {
    mockFetch({ 'POST /api/social_signin/link/info/': { status: 200, body: { provider: 'line', email: 'm***@example.com' } } });
    arrive('link_key=lk-8', 'en');
    expect(await screen.findByTestId('social-link')).toHaveTextContent('Your LINE email (m***@example.com)');
  });

  it('a key this browser did not start shows no password form, only the refusal', async () => {
    mockFetch({
      'POST /api/social_signin/link/info/': {
        status: 400,
        body: { status: 400, code: 'social_signin_failed', message: 'started in another browser' },
      },
    });
    arrive('link_key=someone-elses');
    expect(await screen.findByTestId('social-line-failed')).toHaveTextContent('社群帳號登入失敗');
    expect(screen.queryByTestId('social-link')).toBeNull();
    expect(screen.queryByLabelText('既有帳號的密碼')).toBeNull();
    await waitFor(() => expect(window.location.hash).toBe(''));
  });
});
