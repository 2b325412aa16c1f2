import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHydrated } from './hydrated';
import { setServerMarkup } from './server-markup';

const seen: boolean[] = [];
function Probe() {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <span>{hydrated ? 'browser' : 'server'}</span>;
}

afterEach(() => {
  seen.length = 0;
  setServerMarkup(false);
});

describe('useHydrated', () => {
  it('renders the server markup while hydrating, then what the browser knows, with no mismatch', async () => {
    setServerMarkup(true);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    expect(container.textContent).toBe('server');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: recoverable });
    });
    setServerMarkup(false);
    expect(container.textContent).toBe('browser');
    expect(seen).toEqual([false, false, true]);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('knows the browser at once in a render that is not a hydration', async () => {
    const container = document.createElement('div');
    await act(async () => createRoot(container).render(<Probe />));
    expect(container.textContent).toBe('browser');
    expect(seen).toEqual([true]);
  });
});
