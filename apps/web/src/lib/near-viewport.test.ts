import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenNearViewport } from './near-viewport';
import { fakeIntersectionObserver } from '../test/intersection-observer';

afterEach(() => vi.unstubAllGlobals());

describe('whenNearViewport', () => {
  it('runs once, the first time the element comes within the margin, and stops watching', () => {
    const io = fakeIntersectionObserver();
    const node = document.createElement('div');
    const run = vi.fn();
    whenNearViewport(node, run, '0px 0px 100px 0px');
    expect(io.observers[0]!.options?.rootMargin).toBe('0px 0px 100px 0px');
    io.show(node, false);
    expect(run).not.toHaveBeenCalled();
    io.show(node, true);
    io.show(node, true);
    expect(run).toHaveBeenCalledTimes(1);
    expect(io.observers[0]!.disconnected).toBe(true);
  });

  it('never runs once cancelled', () => {
    const io = fakeIntersectionObserver();
    const node = document.createElement('div');
    const run = vi.fn();
    whenNearViewport(node, run)();
    io.show(node, true);
    expect(run).not.toHaveBeenCalled();
  });

  it('runs at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const run = vi.fn();
    whenNearViewport(document.createElement('div'), run);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
