import { afterEach, describe, expect, it } from 'vitest';
import { withSpreadPreloads } from './spread-preloads';

const link = (href: string) => {
  const element = document.createElement('link');
  element.rel = 'modulepreload';
  element.href = href;
  return element;
};
const linkedHrefs = () => [...document.head.querySelectorAll('link')].map((element) => element.getAttribute('href'));
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('withSpreadPreloads', () => {
  it('adds the links a call puts into <head> a few per task, in order, and returns what the call returns', async () => {
    const hrefs = Array.from({ length: 7 }, (_, i) => `/assets/chunk-${i}.js`);
    const result = withSpreadPreloads(() => {
      for (const href of hrefs) document.head.appendChild(link(href));
      return 'imported';
    }, 3);
    expect(result).toBe('imported');
    // The first three at once, in the caller's task.
    expect(linkedHrefs()).toEqual(hrefs.slice(0, 3));
    await nextTask();
    expect(linkedHrefs()).toEqual(hrefs.slice(0, 6));
    await nextTask();
    expect(linkedHrefs()).toEqual(hrefs);
  });

  it('lets other elements through at once and restores <head>.appendChild, even when the call throws', async () => {
    expect(() =>
      withSpreadPreloads(() => {
        document.head.appendChild(document.createElement('style'));
        throw new Error('import failed');
      }),
    ).toThrow('import failed');
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
    expect(Object.prototype.hasOwnProperty.call(document.head, 'appendChild')).toBe(false);
    document.head.appendChild(link('/assets/later.js'));
    expect(linkedHrefs()).toEqual(['/assets/later.js']);
  });
});
