import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import i18n from '../../../app/i18n';
import { HeaderSearch } from './header-search';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{decodeURIComponent(pathname + search)}</output>;
}

async function renderSearch(lang: 'tw' | 'en') {
  await i18n.changeLanguage(lang);
  const page = {
    element: (
      <>
        <HeaderSearch />
        <Where />
      </>
    ),
  };
  const router = createMemoryRouter(
    [
      { path: '/', ...page },
      { path: '/search', ...page },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return screen.getByTestId<HTMLInputElement>('header-search');
}

describe('header search', () => {
  it("searches for words typed into the server's box before the app hydrated", async () => {
    await i18n.changeLanguage('tw');
    const tree = (
      <MemoryRouter initialEntries={['/']}>
        <HeaderSearch />
        <Where />
      </MemoryRouter>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(tree);
    const box = screen.getByTestId<HTMLInputElement>('header-search');
    box.value = '紗布';
    const root = await act(async () => hydrateRoot(container, tree));
    try {
      expect(box).toHaveValue('紗布');
      await userEvent.type(box, '{Enter}');
      expect(screen.getByTestId('where')).toHaveTextContent('/search?keyword=紗布');
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('searches for what was typed', async () => {
    const box = await renderSearch('tw');
    await userEvent.type(box, '紗布{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/search?keyword=紗布');
  });

  it.each([
    ['tw', '最多 100 個字，請刪減後再搜尋。'],
    ['en', 'At most 100 characters: shorten it to search.'],
  ] as const)('keeps a keyword over 100 characters as typed and refuses it with the reason (%s)', async (lang, reason) => {
    const box = await renderSearch(lang);
    const long = 'a'.repeat(101);
    await userEvent.click(box);
    await userEvent.paste(long);
    expect(box).toHaveValue(long);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box.validationMessage).toBe(reason);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    await userEvent.keyboard('{Backspace}{Enter}');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(screen.getByTestId('where')).toHaveTextContent(`/search?keyword=${'a'.repeat(100)}`);
  });
});
