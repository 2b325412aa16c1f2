import { describe, expect, it } from 'vitest';
import { initialProductState, productActions as a, productSlice } from './productSlice';

const reduce = (...actions: Parameters<typeof productSlice.reducer>[1][]) =>
  actions.reduce(productSlice.reducer, initialProductState);

describe('product loading actions (spec section 4)', () => {
  it('home data: fetching, success, failure', () => {
    expect(reduce(a.homeFetching()).home.status).toBe('loading');
    expect(reduce(a.homeFetching(), a.homeFetched({ banners: [] })).home).toEqual({ status: 'succeeded', data: { banners: [] } });
    expect(reduce(a.homeFetching(), a.homeFetchFailed()).home.status).toBe('failed');
  });

  it('categories: fetching, success, failure', () => {
    expect(reduce(a.categoriesFetching()).categories.status).toBe('loading');
    expect(reduce(a.categoriesFetched([{ id: 1 }])).categories).toEqual({ status: 'succeeded', list: [{ id: 1 }] });
    expect(reduce(a.categoriesFetchFailed()).categories.status).toBe('failed');
  });

  it('category items keep paged offset and filters per category', () => {
    const state = reduce(
      a.categoryItemsFetching({ categoryId: 3, offset: 20, filters: { sort: 'price' } }),
      a.categoryItemsFetched({ categoryId: 3, offset: 20, filters: { sort: 'price' }, items: [{ id: 9 }], count: 41 }),
      a.categoryItemsFetching({ categoryId: 4, offset: 0 }),
      a.categoryItemsFetchFailed({ categoryId: 4 }),
    );
    expect(state.categoryItems[3]).toEqual({
      status: 'succeeded',
      offset: 20,
      filters: { sort: 'price' },
      items: [{ id: 9 }],
      count: 41,
    });
    expect(state.categoryItems[4]!.status).toBe('failed');
  });

  it('item by id and items by keyword', () => {
    expect(reduce(a.itemFetching(5)).item).toEqual({ status: 'loading', id: 5, data: null });
    expect(reduce(a.itemFetching(5), a.itemFetched({ id: 5, name_tw: '嬰兒床' })).item.data).toEqual({
      id: 5,
      name_tw: '嬰兒床',
    });
    expect(reduce(a.itemFetching(5), a.itemFetchFailed()).item.status).toBe('failed');
    expect(reduce(a.keywordSearchFetching('床')).search).toEqual({ status: 'loading', keyword: '床', items: [] });
    expect(reduce(a.keywordSearchFetched({ keyword: '床', items: [{ id: 1 }] })).search.items).toHaveLength(1);
    expect(reduce(a.keywordSearchFetching('x'), a.keywordSearchFetchFailed()).search.status).toBe('failed');
  });

  it('captcha and site news successes', () => {
    expect(reduce(a.captchaFetched({ key: 'k', image: '<svg/>' })).captcha).toEqual({ key: 'k', image: '<svg/>' });
    expect(reduce(a.siteNewsFetched([{ id: 1 }])).siteNews).toEqual([{ id: 1 }]);
  });

  it('item comments and responses are set and removed', () => {
    let state = reduce(
      a.commentsSet({ itemId: 1, comments: [{ id: 10, text: 'hi' }] }),
      a.commentSet({ itemId: 1, comment: { id: 11, text: 'second' } }),
      a.commentSet({ itemId: 1, comment: { id: 10, text: 'edited' } }),
      a.responseSet({ itemId: 1, commentId: 10, response: { id: 100, text: 'thanks' } }),
      a.responseSet({ itemId: 1, commentId: 10, response: { id: 100, text: 'thanks!' } }),
    );
    expect(state.comments[1]).toEqual([
      { id: 10, text: 'edited', responses: [{ id: 100, text: 'thanks!' }] },
      { id: 11, text: 'second' },
    ]);
    state = [
      a.responseRemoved({ itemId: 1, commentId: 10, responseId: 100 }),
      a.commentRemoved({ itemId: 1, commentId: 11 }),
    ].reduce(productSlice.reducer, state);
    expect(state.comments[1]).toEqual([{ id: 10, text: 'edited', responses: [] }]);
  });

  it('navbar style toggles', () => {
    expect(reduce(a.navbarStyleToggled()).navbarStyle).toBe('transparent');
    expect(reduce(a.navbarStyleToggled(), a.navbarStyleToggled()).navbarStyle).toBe('solid');
  });
});
