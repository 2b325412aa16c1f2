import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNetworkQuiet } from '../lib/later';
import { canRegisterServiceWorker } from './service-worker';

describe('service worker registration', () => {
  it('only over HTTPS or on localhost', () => {
    expect(canRegisterServiceWorker({ protocol: 'https:', hostname: 'shop.example.tw' })).toBe(true);
    expect(canRegisterServiceWorker({ protocol: 'http:', hostname: 'localhost' })).toBe(true);
    expect(canRegisterServiceWorker({ protocol: 'http:', hostname: '127.0.0.1' })).toBe(true);
    expect(canRegisterServiceWorker({ protocol: 'http:', hostname: 'shop.example.tw' })).toBe(false);
    expect(canRegisterServiceWorker({ protocol: 'http:', hostname: '192.168.1.20' })).toBe(false);
  });
});

describe('the worker waits for the page to finish loading', () => {
  /** Stands in for the browser's resource timing: `finish()` reports one more resource loaded. */
  let observers: { callback: () => void; connected: boolean }[] = [];
  const finish = () => observers.filter((o) => o.connected).forEach((o) => o.callback());
  beforeEach(() => {
    vi.useFakeTimers();
    observers = [];
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        private entry: { callback: () => void; connected: boolean };
        constructor(callback: () => void) {
          this.entry = { callback, connected: false };
          observers.push(this.entry);
        }
        observe() {
          this.entry.connected = true;
        }
        disconnect() {
          this.entry.connected = false;
        }
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs once no resource has finished loading for the quiet time', () => {
    const run = vi.fn();
    afterNetworkQuiet(run, 3000, 30_000);
    vi.advanceTimersByTime(2000);
    finish();
    vi.advanceTimersByTime(2999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(observers.every((o) => !o.connected)).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at the longest wait on a page that keeps fetching', () => {
    const run = vi.fn();
    afterNetworkQuiet(run, 3000, 30_000);
    for (let t = 0; t < 29_000; t += 1000) {
      vi.advanceTimersByTime(1000);
      finish();
    }
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled', () => {
    const run = vi.fn();
    const cancel = afterNetworkQuiet(run, 3000, 30_000);
    vi.advanceTimersByTime(1000);
    cancel();
    vi.advanceTimersByTime(60_000);
    expect(run).not.toHaveBeenCalled();
  });
});
