import { describe, expect, it } from 'vitest';
import { ssrNavigationPatterns } from './ssr-pages';

const rendered = (url: string) => ssrNavigationPatterns.some((pattern) => pattern.test(url));

describe('ssrNavigationPatterns', () => {
  it('matches the server-rendered pages with and without a query string', () => {
    for (const url of [
      '/',
      '/?utm_source=line',
      '/items',
      '/items?page=2',
      '/items/',
      '/items/12',
      '/items/12?x=1',
      '/item/5',
      '/item/5?ref=home',
      '/category/3',
      '/category/3?sort=price',
      '/search',
      '/search?keyword=%E5%A5%B6',
      '/news',
      '/news?page=2',
      '/news/7',
    ]) {
      expect(rendered(url), url).toBe(true);
    }
  });

  it('leaves the app-only pages to the offline fallback', () => {
    for (const url of ['/cart', '/cart?x=1', '/account', '/centre/rooms', '/itemsx', '/newsletter', '/searching?x', '/checkout/1']) {
      expect(rendered(url), url).toBe(false);
    }
  });
});
