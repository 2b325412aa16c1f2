import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWhenLoaded } from './lazy-when-loaded';

const Board = () => <p>board</p>;

describe('lazyWhenLoaded', () => {
  it('renders at once, with no fallback, when its module was loaded before the first render', async () => {
    const load = vi.fn(async () => ({ default: Board }));
    const Lazy = lazyWhenLoaded(load);
    await Lazy.preload();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy />
      </Suspense>,
    );
    // Synchronously: the first commit already holds the board.
    expect(screen.getByText('board')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends as React.lazy does while its module is still loading, and loads it once', async () => {
    let arrive: (module: { default: typeof Board }) => void = () => {};
    const load = vi.fn(() => new Promise<{ default: typeof Board }>((resolve) => (arrive = resolve)));
    const Lazy = lazyWhenLoaded(load);
    void Lazy.preload();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => arrive({ default: Board }));
    expect(await screen.findByText('board')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Board });
    const Lazy = lazyWhenLoaded(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
