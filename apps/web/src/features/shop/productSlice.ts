import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
/** Entity shapes arrive with the catalogue issue; until then they stay opaque records with an id. */
export type Entity = { id: number; [field: string]: unknown };
export type Filters = Record<string, string | number | boolean>;

export interface CategoryPage {
  status: LoadStatus;
  offset: number;
  filters: Filters;
  items: Entity[];
  count: number;
}

export interface Comment {
  id: number;
  text: string;
  responses?: Array<{ id: number; text: string }>;
  [field: string]: unknown;
}

export interface ProductState {
  home: { status: LoadStatus; data: unknown };
  categories: { status: LoadStatus; list: Entity[] };
  categoryItems: Record<string, CategoryPage>;
  item: { status: LoadStatus; id: number | null; data: Entity | null };
  search: { status: LoadStatus; keyword: string; items: Entity[] };
  captcha: { key: string; image: string } | null;
  siteNews: Entity[];
  comments: Record<number, Comment[]>;
  navbarStyle: 'solid' | 'transparent';
}

export const initialProductState: ProductState = {
  home: { status: 'idle', data: null },
  categories: { status: 'idle', list: [] },
  categoryItems: {},
  item: { status: 'idle', id: null, data: null },
  search: { status: 'idle', keyword: '', items: [] },
  captcha: null,
  siteNews: [],
  comments: {},
  navbarStyle: 'solid',
};

type PageKey = { categoryId: number | string; offset: number; filters?: Filters };

/** Spec section 4: fetching / success / failure for each catalogue load, plus comments, captcha, news and navbar style. */
export const productSlice = createSlice({
  name: 'product',
  initialState: initialProductState,
  reducers: {
    homeFetching: (state) => {
      state.home.status = 'loading';
    },
    homeFetched: (state, action: PayloadAction<unknown>) => {
      state.home = { status: 'succeeded', data: action.payload };
    },
    homeFetchFailed: (state) => {
      state.home.status = 'failed';
    },
    categoriesFetching: (state) => {
      state.categories.status = 'loading';
    },
    categoriesFetched: (state, action: PayloadAction<Entity[]>) => {
      state.categories = { status: 'succeeded', list: action.payload };
    },
    categoriesFetchFailed: (state) => {
      state.categories.status = 'failed';
    },
    categoryItemsFetching: (state, { payload }: PayloadAction<PageKey>) => {
      const prev = state.categoryItems[payload.categoryId];
      state.categoryItems[payload.categoryId] = {
        status: 'loading',
        offset: payload.offset,
        filters: payload.filters ?? {},
        items: prev?.items ?? [],
        count: prev?.count ?? 0,
      };
    },
    categoryItemsFetched: (state, { payload }: PayloadAction<PageKey & { items: Entity[]; count: number }>) => {
      state.categoryItems[payload.categoryId] = {
        status: 'succeeded',
        offset: payload.offset,
        filters: payload.filters ?? {},
        items: payload.items,
        count: payload.count,
      };
    },
    categoryItemsFetchFailed: (state, { payload }: PayloadAction<{ categoryId: number | string }>) => {
      const page = state.categoryItems[payload.categoryId];
      if (page) page.status = 'failed';
    },
    itemFetching: (state, action: PayloadAction<number>) => {
      state.item = { status: 'loading', id: action.payload, data: state.item.id === action.payload ? state.item.data : null };
    },
    itemFetched: (state, action: PayloadAction<Entity>) => {
      state.item = { status: 'succeeded', id: action.payload.id, data: action.payload };
    },
    itemFetchFailed: (state) => {
      state.item.status = 'failed';
    },
    keywordSearchFetching: (state, action: PayloadAction<string>) => {
      state.search = { status: 'loading', keyword: action.payload, items: [] };
    },
    keywordSearchFetched: (state, action: PayloadAction<{ keyword: string; items: Entity[] }>) => {
      state.search = { status: 'succeeded', ...action.payload };
    },
    keywordSearchFetchFailed: (state) => {
      state.search.status = 'failed';
    },
    captchaFetched: (state, action: PayloadAction<{ key: string; image: string }>) => {
      state.captcha = action.payload;
    },
    siteNewsFetched: (state, action: PayloadAction<Entity[]>) => {
      state.siteNews = action.payload;
    },
    commentsSet: (state, action: PayloadAction<{ itemId: number; comments: Comment[] }>) => {
      state.comments[action.payload.itemId] = action.payload.comments;
    },
    commentSet: (state, { payload }: PayloadAction<{ itemId: number; comment: Comment }>) => {
      const list = (state.comments[payload.itemId] ??= []);
      const at = list.findIndex((c) => c.id === payload.comment.id);
      if (at >= 0) list[at] = payload.comment;
      else list.push(payload.comment);
    },
    commentRemoved: (state, { payload }: PayloadAction<{ itemId: number; commentId: number }>) => {
      const list = state.comments[payload.itemId];
      if (list) state.comments[payload.itemId] = list.filter((c) => c.id !== payload.commentId);
    },
    responseSet: (
      state,
      { payload }: PayloadAction<{ itemId: number; commentId: number; response: { id: number; text: string } }>,
    ) => {
      const comment = state.comments[payload.itemId]?.find((c) => c.id === payload.commentId);
      if (!comment) return;
      const responses = (comment.responses ??= []);
      const at = responses.findIndex((r) => r.id === payload.response.id);
      if (at >= 0) responses[at] = payload.response;
      else responses.push(payload.response);
    },
    responseRemoved: (state, { payload }: PayloadAction<{ itemId: number; commentId: number; responseId: number }>) => {
      const comment = state.comments[payload.itemId]?.find((c) => c.id === payload.commentId);
      if (comment?.responses) comment.responses = comment.responses.filter((r) => r.id !== payload.responseId);
    },
    navbarStyleToggled: (state) => {
      state.navbarStyle = state.navbarStyle === 'solid' ? 'transparent' : 'solid';
    },
  },
});

export const productActions = productSlice.actions;
