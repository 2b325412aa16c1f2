import { describe, expect, it } from 'vitest';
import { catalogueQuery, listArgs, PAGE_SIZE, readFilters, writeFilters } from './catalogue-query';

describe('catalogue state in the URL query string', () => {
  it('reads defaults from an empty query', () => {
    expect(readFilters(new URLSearchParams())).toEqual({
      page: 1,
      min_price: undefined,
      max_price: undefined,
      in_stock: false,
      ordering: '-created_at',
    });
  });

  it('ignores bad values instead of sending them to the server', () => {
    const f = readFilters(new URLSearchParams('page=-3&min_price=abc&max_price=1.5&ordering=drop&in_stock=yes'));
    expect(f).toMatchObject({ page: 1, min_price: undefined, max_price: undefined, ordering: '-created_at', in_stock: false });
  });

  it('writes only what differs from the defaults and keeps the search keyword', () => {
    const params = new URLSearchParams('keyword=乳頭&page=3');
    const next = writeFilters(params, { ordering: 'price', in_stock: true, min_price: 100, page: 1 });
    expect(Object.fromEntries(next)).toEqual({ keyword: '乳頭', ordering: 'price', in_stock: '1', min_price: '100' });
  });

  it('turns a page into limit and offset for the API', () => {
    const args = listArgs(readFilters(new URLSearchParams('page=3&max_price=500&in_stock=1')), { categoryId: 4 });
    expect(args).toEqual({
      categoryId: 4,
      min_price: undefined,
      max_price: 500,
      in_stock: true,
      ordering: '-created_at',
      limit: PAGE_SIZE,
      offset: 2 * PAGE_SIZE,
    });
  });

  it('asks nothing for a search keyword over 100 characters, but counts it after trimming', () => {
    const search = (keyword: string) => catalogueQuery('/search', new URLSearchParams({ keyword }), undefined);
    expect(search('紗'.repeat(101))).toMatchObject({ tooLong: true, skip: true });
    expect(search(` ${'紗'.repeat(100)} `)).toMatchObject({ tooLong: false, skip: false, keyword: '紗'.repeat(100) });
    expect(search('')).toMatchObject({ tooLong: false, skip: true });
  });
});
