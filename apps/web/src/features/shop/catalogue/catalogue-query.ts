import { KEYWORD_MAX } from '@pnc/schemas/limits';
import { ITEM_ORDERINGS, type ItemListArgs, type ItemOrdering } from '../api';

export const PAGE_SIZE = 12;

interface CatalogueFilters {
  page: number;
  min_price?: number;
  max_price?: number;
  in_stock: boolean;
  ordering: ItemOrdering;
}

const whole = (value: string | null) => {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
};

/** The list's state lives in the URL query string (page, min_price, max_price, in_stock, ordering), so links and reloads keep it. */
export function readFilters(params: URLSearchParams): CatalogueFilters {
  const ordering = params.get('ordering');
  return {
    page: Math.max(1, whole(params.get('page')) ?? 1),
    min_price: whole(params.get('min_price')),
    max_price: whole(params.get('max_price')),
    in_stock: params.get('in_stock') === '1',
    ordering: (ITEM_ORDERINGS as readonly string[]).includes(ordering ?? '') ? (ordering as ItemOrdering) : '-created_at',
  };
}

/** Writes filters back, dropping defaults so URLs stay short; `keyword` (search) is kept as it was. */
export function writeFilters(params: URLSearchParams, next: Partial<CatalogueFilters>): URLSearchParams {
  const merged = { ...readFilters(params), ...next };
  const out = new URLSearchParams();
  const keyword = params.get('keyword');
  if (keyword) out.set('keyword', keyword);
  if (merged.min_price !== undefined) out.set('min_price', String(merged.min_price));
  if (merged.max_price !== undefined) out.set('max_price', String(merged.max_price));
  if (merged.in_stock) out.set('in_stock', '1');
  if (merged.ordering !== '-created_at') out.set('ordering', merged.ordering);
  if (merged.page > 1) out.set('page', String(merged.page));
  return out;
}

export function listArgs(filters: CatalogueFilters, extra: { categoryId?: number; keyword?: string }): ItemListArgs {
  return {
    ...extra,
    min_price: filters.min_price,
    max_price: filters.max_price,
    in_stock: filters.in_stock || undefined,
    ordering: filters.ordering,
    limit: PAGE_SIZE,
    offset: (filters.page - 1) * PAGE_SIZE,
  };
}

/**
 * What a catalogue URL asks for (the route's loader and the page compute it alike, so they share the query):
 * /category/:id's category, /search's keyword and the filters of the query string. A search without a keyword
 * lists nothing (`skip`), nor does one longer than the API takes (`tooLong`: the page says so instead).
 */
export function catalogueQuery(pathname: string, params: URLSearchParams, rawCategory: string | undefined) {
  const keyword = pathname.endsWith('/search') ? (params.get('keyword') ?? '').trim() : undefined;
  const categoryId = rawCategory === undefined ? undefined : Number(rawCategory);
  const filters = readFilters(params);
  const args = listArgs(filters, { categoryId, keyword: keyword || undefined });
  const tooLong = keyword !== undefined && keyword.length > KEYWORD_MAX;
  return { keyword, categoryId, filters, args, tooLong, skip: keyword === '' || tooLong };
}
