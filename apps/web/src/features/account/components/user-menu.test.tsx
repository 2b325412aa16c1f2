import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, signedIn } from '../../../test/fetch-mock';
import type * as Later from '../../../lib/later';
import { renderApp } from '../../../test/render-app';

// The page "settles" when the test says so: afterPageSettles keeps its callbacks until settle() is called.
const pending = vi.hoisted(() => new Set<() => void>());
vi.mock('../../../lib/later', async (original) => ({
  ...(await original<typeof Later>()),
  afterPageSettles: (run: () => void) => {
    pending.add(run);
    return () => pending.delete(run);
  },
}));
const settle = () =>
  act(() => {
    for (const run of [...pending]) run();
    pending.clear();
  });

afterEach(() => pending.clear());

describe('the header account menu', () => {
  it("shows its owner's name at once and brings the menu's code only once the page has settled", async () => {
    mockFetch({});
    await renderApp('/', signedIn({ lang: 'tw' }));
    const waiting = await screen.findByTestId('user-menu-waiting');
    expect(waiting).toHaveTextContent('王護理師');
    expect(waiting).toHaveAccessibleName('我的帳號: 王護理師');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByTestId('user-menu')).toBeNull();
    settle();
    expect(await screen.findByTestId('user-menu', {}, { timeout: 8000 })).toHaveTextContent('王護理師');
    expect(screen.queryByTestId('user-menu-waiting')).toBeNull();
  });

  it('pressed before its code is in, it opens as it arrives (en)', async () => {
    mockFetch({});
    await renderApp('/', signedIn({ lang: 'en' }), 'en');
    fireEvent.click(await screen.findByTestId('user-menu-waiting'));
    expect(await screen.findByRole('menuitem', { name: /My profile/ }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Log out/ })).toBeInTheDocument();
  });

  it('leads to the favorites page, in tw and en', async () => {
    mockFetch({ 'GET /api/user/favorite/': { status: 200, body: [] } });
    const { router } = await renderApp('/', signedIn({ lang: 'tw' }));
    fireEvent.click(await screen.findByTestId('user-menu-waiting'));
    fireEvent.click(await screen.findByRole('menuitem', { name: /我的收藏/ }, { timeout: 8000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/favorites'));
    pending.clear();
    await renderApp('/', signedIn({ lang: 'en' }), 'en');
    fireEvent.click((await screen.findAllByTestId('user-menu-waiting')).at(-1)!);
    expect(await screen.findByRole('menuitem', { name: /My favorites/ }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('focused before its code is in, the menu button takes the focus over', async () => {
    mockFetch({});
    await renderApp('/', signedIn({ lang: 'tw' }));
    act(() => screen.getByTestId('user-menu-waiting').focus());
    const button = await screen.findByTestId('user-menu', {}, { timeout: 8000 });
    await waitFor(() => expect(button).toHaveFocus());
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
