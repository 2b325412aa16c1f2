import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import { logout } from '../account/session-thunks';
import { cancelMyOrder, createOrder, fetchOrder, fetchOrders, payByCard, sendPaypalResult, type Order } from './order-thunks';

interface OrderState {
  /** null until the list was fetched once. */
  list: Order[] | null;
  byId: Record<number, Order>;
}

const initialState: OrderState = { list: null, byId: {} };

const upsert = (list: Order[] | null, order: Order) => {
  const next = [...(list ?? [])];
  const at = next.findIndex((o) => o.id === order.id);
  if (at >= 0) next[at] = order;
  else next.push(order);
  return next;
};

export const orderSlice = createSlice({
  name: 'order',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(createOrder.fulfilled, (state, { payload }) => {
        state.byId[payload.id] = payload;
        state.list = [...(state.list ?? []), payload];
      })
      .addCase(fetchOrders.fulfilled, (state, { payload }) => {
        state.list = payload;
        state.byId = Object.fromEntries(payload.map((o) => [o.id, o]));
      })
      .addCase(logout.fulfilled, () => initialState)
      // Every call that answers one order as it now is.
      .addMatcher(
        isAnyOf(fetchOrder.fulfilled, payByCard.fulfilled, sendPaypalResult.fulfilled, cancelMyOrder.fulfilled),
        (state, { payload }) => {
          state.byId[payload.id] = payload;
          state.list = upsert(state.list, payload);
        },
      );
  },
  selectors: {
    selectOrders: (state) => state.list,
    selectOrderById: (state, id: number) => state.byId[id],
  },
});

export const { selectOrders, selectOrderById } = orderSlice.selectors;
