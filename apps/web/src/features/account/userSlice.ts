import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Profile } from '@pnc/schemas/accounts';
import type { Cart } from '../shop/cart';
import { fetchOrders, type Order } from '../shop/order-thunks';
import { autoLogin, confirmSession, login, logout, socialSignIn, updateProfile, type Session } from './session-thunks';

/** The logged-in user, including cart and favorites. */
export type UserData = Profile & { cart: Cart; favorite: number[] };

type SessionStatus = 'unknown' | 'checking' | 'anonymous' | 'loggedIn';

interface UserState {
  status: SessionStatus;
  token: string | null;
  id: number | null;
  data: UserData | null;
  orders: Order[] | null;
}

const initialState: UserState = { status: 'unknown', token: null, id: null, data: null, orders: null };

const signedIn = (state: UserState, session: Session) => {
  state.status = 'loggedIn';
  state.token = session.token;
  state.id = session.id;
  state.data = { ...session.profile, cart: session.cart, favorite: state.data?.favorite ?? [] };
};

const signedOut = (): UserState => ({ ...initialState, status: 'anonymous' });

export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {
    cartChanged: (state, action: PayloadAction<Cart>) => {
      if (state.data) state.data.cart = action.payload;
    },
    favoritesChanged: (state, action: PayloadAction<number[]>) => {
      if (state.data) state.data.favorite = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(login.fulfilled, (state, { payload }) => signedIn(state, payload))
      .addCase(socialSignIn.fulfilled, (state, { payload }) => signedIn(state, payload))
      .addCase(login.rejected, signedOut)
      .addCase(socialSignIn.rejected, signedOut)
      .addCase(autoLogin.pending, (state) => {
        state.status = 'checking';
      })
      .addCase(autoLogin.fulfilled, (state, { payload }) => (payload ? signedIn(state, payload) : signedOut()))
      .addCase(autoLogin.rejected, signedOut)
      .addCase(logout.fulfilled, signedOut)
      .addCase(confirmSession.fulfilled, (state, { payload }) => {
        if (payload.refused) return signedOut();
        if (payload.profile && state.data) Object.assign(state.data, payload.profile);
      })
      .addCase(updateProfile.fulfilled, (state, { payload }) => {
        if (state.data) Object.assign(state.data, payload);
      })
      .addCase(fetchOrders.fulfilled, (state, { payload }) => {
        state.orders = payload;
      });
  },
  selectors: {
    selectUser: (state) => state.data,
    selectSessionStatus: (state) => state.status,
    selectIsLoggedIn: (state) => state.status === 'loggedIn',
  },
});

export const { cartChanged, favoritesChanged } = userSlice.actions;
export const { selectUser, selectSessionStatus, selectIsLoggedIn } = userSlice.selectors;
