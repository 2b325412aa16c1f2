import { vi } from 'vitest';

interface FakeObserver {
  options: IntersectionObserverInit | undefined;
  targets: Set<Element>;
  disconnected: boolean;
}

/**
 * Stubs IntersectionObserver (jsdom has none) with one the test drives: `show(node, true)` tells every observer
 * watching `node` that it now intersects its margin.
 */
export function fakeIntersectionObserver() {
  const observers: FakeObserver[] = [];
  const callbacks = new Map<FakeObserver, IntersectionObserverCallback>();
  class Fake {
    private readonly state: FakeObserver;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.state = { options, targets: new Set(), disconnected: false };
      observers.push(this.state);
      callbacks.set(this.state, callback);
    }
    observe(node: Element) {
      this.state.targets.add(node);
    }
    unobserve(node: Element) {
      this.state.targets.delete(node);
    }
    disconnect() {
      this.state.targets.clear();
      this.state.disconnected = true;
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Fake);
  return {
    observers,
    show(node: Element, isIntersecting: boolean) {
      for (const observer of observers) {
        if (!observer.targets.has(node)) continue;
        const entry = { target: node, isIntersecting } as IntersectionObserverEntry;
        callbacks.get(observer)!([entry], observer as unknown as IntersectionObserver);
      }
    },
  };
}
