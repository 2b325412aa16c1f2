import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Build-side tests run in Node (`@vitest-environment node`): no window, nothing to shim or clean.
const browser = typeof window !== 'undefined';

// A busy machine (the whole suite on two cores) renders antd slowly: every findBy / waitFor waits up to 5 s for what a
// request or a validation brings, not the library's 1 s.
if (browser) configure({ asyncUtilTimeout: 5000 });

// antd reads these browser APIs that jsdom lacks.
if (browser && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (browser && !('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom does not implement pseudo-element styles; antd asks for them when measuring scrollbars.
if (browser) {
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computedStyle(element);
}

afterEach(() => {
  vi.restoreAllMocks();
  if (!browser) return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});
