import { sparePart } from '@pnc/schemas/centre/spare-part';
import { sparePartRecord } from '@pnc/schemas/centre/spare-part-record';
import type { StockTake, StockTaken } from '@pnc/schemas/centre/stock-take';
import type { CentreRecord } from '../centre-events';
import type { Page } from '@pnc/schemas/common';
import { centreApi } from '../resource/resource-api';

/** What POST /api/spare_part_record/ answers: the record, and the part's stock after it. */
type StockMoveAnswer = CentreRecord & { part_total: number; low_stock: boolean };

export interface StockMove {
  part: number;
  quantity: number;
  operation: 'in' | 'out';
  reason?: string;
}

/** The newest stock movements a part's history reads at once (the list's largest page). */
const HISTORY_LIMIT = sparePartRecord.list.maxLimit ?? 1000;

const partTags = (part: number) => [
  { type: sparePart.name as never, id: part },
  { type: sparePart.name as never, id: 'LIST' },
];

/**
 * Stock movements have their own routes (immutable records, not in centreResources), so not the generic
 * endpoints. A movement changes its part's total on the server: a successful one refreshes the part, the
 * parts lists (low stock too) and the history; a refused one (409) still refreshes the part, whose stock
 * someone else may have just changed.
 */
const sparePartsApi = centreApi.enhanceEndpoints({ addTagTypes: [sparePartRecord.name] }).injectEndpoints({
  endpoints: (build) => ({
    stockHistory: build.query<Page<CentreRecord>, number>({
      query: (part) => ({ url: sparePartRecord.path, params: { part, limit: HISTORY_LIMIT } }),
      providesTags: (_r, _e, part) => [{ type: sparePartRecord.name as never, id: part }],
    }),
    recordStockMove: build.mutation<StockMoveAnswer, StockMove>({
      query: (body) => ({ url: sparePartRecord.path, method: 'POST', body }),
      invalidatesTags: (_r, error, { part }) =>
        error
          ? error.status === 409
            ? partTags(part)
            : []
          : [...partTags(part), { type: sparePartRecord.name as never, id: part }, 'Audit'],
    }),
    /**
     * A stock take (盤點): all lines or none. Done or refused as stale (409), the parts are read again: their stock
     * is the count now, or someone else's move the counter has to see.
     */
    takeStock: build.mutation<StockTaken, StockTake>({
      query: (body) => ({ url: 'stock_take', method: 'POST', body }),
      invalidatesTags: (_r, error, { lines }) =>
        error && error.status !== 409
          ? []
          : [
              ...lines.flatMap((l) => partTags(l.spare_part_id)),
              ...(error ? [] : lines.map((l) => ({ type: sparePartRecord.name as never, id: l.spare_part_id }))),
              ...(error ? [] : ['Audit' as const]),
            ],
    }),
  }),
});

export const { useStockHistoryQuery, useRecordStockMoveMutation, useTakeStockMutation } = sparePartsApi;
