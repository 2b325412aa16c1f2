import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loginRequested } from '../features/app/appSlice';
import { anonymous, mockFetch, profile, signedIn } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

describe('routes', () => {
  it('shows the landing page with the header in tw', async () => {
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: '讓媽媽安心休養，寶寶健康成長' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '主選單' })).toBeInTheDocument();
    expect(screen.getByTestId('login-button')).toHaveTextContent('登入');
  });

  it('unknown paths show the 404 page', async () => {
    await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '找不到這個頁面' })).toBeInTheDocument();
  });

  it('the language switch changes the texts to English', async () => {
    await renderApp('/');
    await userEvent.click(await screen.findByTestId('lang-en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rest well, and watch your baby thrive' })).toBeInTheDocument();
    expect(screen.getByTestId('lang-en')).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('login dialog', () => {
  it('asks for both username and password before calling the server', async () => {
    const { calls } = mockFetch({});
    const { store } = await renderApp('/');
    store.dispatch(loginRequested());
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('帳號'), 'nurse');
    await userEvent.click(within(dialog).getByRole('button', { name: '登 入' }));
    expect(await within(dialog).findByText('請輸入帳號和密碼。')).toBeInTheDocument();
    // The landing page reads the shop's home data; no login call may leave.
    expect(calls.filter((call) => call.url.includes('/user/'))).toHaveLength(0);
  });

  it('logs in, closes and shows the user menu', async () => {
    mockFetch({
      'POST /api/user/login/': { status: 200, body: { token: 'tok', id: 7 } },
      'GET /api/user/profile/': { status: 200, body: profile },
    });
    const { store } = await renderApp('/');
    store.dispatch(loginRequested());
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('帳號'), 'nurse');
    await userEvent.type(within(dialog).getByLabelText('密碼'), 'demo-nurse-2026');
    await userEvent.click(within(dialog).getByRole('button', { name: '登 入' }));
    // The name shows at once; the menu's own code follows once the page has settled (user-menu.test.tsx).
    expect(await screen.findByTestId('user-menu-waiting')).toHaveTextContent('王護理師');
    expect(await screen.findByTestId('user-menu', {}, { timeout: 8000 })).toHaveTextContent('王護理師');
    await waitFor(() => expect(store.getState().app.requestLogin).toBe(false));
  });

  it('shows the mapped server message on failure', async () => {
    mockFetch({ 'POST /api/user/login/': { status: 401, body: { status: 401, code: 'login_failed', message: 'x' } } });
    const { store } = await renderApp('/', undefined, 'en');
    store.dispatch(loginRequested());
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Username'), 'nurse');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Login failed. Please check your username and password.')).toBeInTheDocument();
  });
});

describe('centre access', () => {
  it('customers see the 403 page', async () => {
    await renderApp('/centre', signedIn({ role: 'customer' }));
    expect(await screen.findByRole('heading', { name: '沒有權限' })).toBeInTheDocument();
  });

  it('staff land on Today, their home, first in the top navigation and selected, the clinical flags before rooms', async () => {
    await renderApp('/centre', signedIn({ role: 'staff' }));
    const nav = await screen.findByRole('navigation', { name: '中心管理選單' }, { timeout: 8000 });
    const items = within(nav).getAllByRole('link');
    expect(items[0]).toHaveTextContent('今日');
    expect(items[0]).toHaveAttribute('href', '/centre/today');
    await waitFor(() => expect(items[0]).toHaveAttribute('aria-current', 'page'));
    expect(items[0]!.closest('li')).toHaveClass('is-selected');
    // The clinical flags come before the rooms, for all staff.
    const names = items.map((item) => item.textContent);
    const flags = names.indexOf('臨床警示');
    expect(flags).toBeGreaterThan(0);
    expect(items[flags]).toHaveAttribute('href', '/centre/flags');
    expect(names.indexOf('房間')).toBeGreaterThan(flags);
  });

  it('an address the centre does not know shows its 404 with no tab selected', async () => {
    await renderApp('/centre/nothing-here', signedIn({ role: 'staff' }));
    expect(await screen.findByRole('heading', { name: '找不到這個頁面' }, { timeout: 8000 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '中心管理選單' });
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((item) => item.hasAttribute('aria-current')),
    ).toHaveLength(0);
    expect(nav.querySelectorAll('.is-selected')).toHaveLength(0);
  });

  it('anonymous visitors get the login dialog', async () => {
    const { store } = await renderApp('/centre', anonymous);
    expect(await screen.findByRole('heading', { name: '請先登入' })).toBeInTheDocument();
    expect(store.getState().app.requestLogin).toBe(true);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});

describe('page data', () => {
  it('a 404 from a page loader shows the 404 page', async () => {
    const { createMemoryRouter, data, RouterProvider } = await import('react-router');
    const { render } = await import('@testing-library/react');
    const { RouteError } = await import('./route-error');
    const loader = () => {
      throw data(null, { status: 404 });
    };
    const router = createMemoryRouter([{ path: '/', ErrorBoundary: RouteError, loader, Component: () => <p>page</p> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: '找不到這個頁面' })).toBeInTheDocument();
  });
});

describe('delayed-load notice', () => {
  it('appears once a navigation has been pending for 1 s', async () => {
    const { createMemoryRouter, RouterProvider, Link, Outlet } = await import('react-router');
    const { render } = await import('@testing-library/react');
    const { DelayedLoadNotice } = await import('./layout');
    await (await import('./i18n')).default.changeLanguage('tw');
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <DelayedLoadNotice />
            <Link to="/slow">slow</Link>
            <Outlet />
          </>
        ),
        children: [{ path: 'slow', loader: () => new Promise(() => {}), element: <p>slow page</p> }],
      },
    ]);
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('link', { name: 'slow' }));
    expect(screen.queryByText('仍在載入中，請稍候…')).not.toBeInTheDocument();
    expect(await screen.findByText('仍在載入中，請稍候…', {}, { timeout: 2000 })).toBeInTheDocument();
  });
});
