import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Profile } from '@pnc/schemas/accounts';
import type { SocialConfig } from '../../lib/social';

interface SiteConfig {
  webUrl: string;
  apiUrl: string;
  s3Bucket: string;
  cloudfrontDistributionId: string;
}

export interface Bootstrap {
  site_name_tw: string;
  site_name_en: string;
  config: SiteConfig;
  languages?: string[];
  payment_types?: string[];
  paypal_client_id?: string | null;
  card_provider?: string;
  /** 'sandbox': e-invoices are test numbers (absent from an older server: treated as sandbox). */
  invoice_provider?: string;
  categories?: unknown[];
  /** A production server on the sandbox by choice: pages where a customer pays show the test-shop banner. */
  test_shop?: boolean;
  /** The configured sign-in providers (absent from an older server: no buttons). */
  social?: SocialConfig;
}

/** The shop's part of bootstrap: enabled payment types, PayPal and card provider, the categories tree. */
export type ShopConfig = Pick<
  Bootstrap,
  'payment_types' | 'paypal_client_id' | 'card_provider' | 'invoice_provider' | 'categories' | 'test_shop'
>;

type ToastKind = 'info' | 'success' | 'error' | 'warning';
export interface Toast {
  id: number;
  /** Already translated text. */
  text: string;
  kind: ToastKind;
  /** Milliseconds; 1.5 s by default. */
  duration: number;
}

const TOAST_DEFAULT_MS = 1500;

interface AppState {
  /** How many app-wide loads are running; the full-screen spinner shows while above 0. */
  loading: number;
  toast: Toast | null;
  requestLogin: boolean;
  profile: Profile | null;
  config: SiteConfig | null;
  siteName: { tw: string; en: string } | null;
  shop: ShopConfig | null;
  social: SocialConfig | null;
}

const initialState: AppState = {
  loading: 0,
  toast: null,
  requestLogin: false,
  profile: null,
  config: null,
  siteName: null,
  shop: null,
  social: null,
};

let toastSeq = 0;

export const appSlice = createSlice({
  name: 'app',
  initialState,
  reducers: {
    loadingStarted: (state) => {
      state.loading += 1;
    },
    loadingFinished: (state) => {
      state.loading = Math.max(0, state.loading - 1);
    },
    toastShown: {
      reducer: (state, action: PayloadAction<Toast>) => {
        state.toast = action.payload;
      },
      prepare: (text: string, kind: ToastKind = 'info', duration = TOAST_DEFAULT_MS) => ({
        payload: { id: ++toastSeq, text, kind, duration },
      }),
    },
    toastHidden: (state, action: PayloadAction<number | undefined>) => {
      if (action.payload === undefined || state.toast?.id === action.payload) state.toast = null;
    },
    loginRequested: (state) => {
      state.requestLogin = true;
    },
    loginDialogClosed: (state) => {
      state.requestLogin = false;
    },
    profileLoaded: (state, action: PayloadAction<Profile>) => {
      state.profile = action.payload;
      state.requestLogin = false;
    },
    profileCleared: (state) => {
      state.profile = null;
    },
    bootstrapLoaded: (state, action: PayloadAction<Bootstrap>) => {
      state.config = action.payload.config;
      state.siteName = { tw: action.payload.site_name_tw, en: action.payload.site_name_en };
      const { payment_types, paypal_client_id, card_provider, invoice_provider, categories, test_shop } = action.payload;
      state.shop = { payment_types, paypal_client_id, card_provider, invoice_provider, categories, test_shop };
      state.social = action.payload.social ?? null;
    },
  },
  selectors: {
    selectIsLoading: (state) => state.loading > 0,
    selectToast: (state) => state.toast,
    selectLoginRequested: (state) => state.requestLogin,
    selectSiteName: (state) => state.siteName,
    selectShopConfig: (state) => state.shop,
    selectSocialConfig: (state) => state.social,
  },
});

export const {
  loadingStarted,
  loadingFinished,
  toastShown,
  toastHidden,
  loginRequested,
  loginDialogClosed,
  profileLoaded,
  profileCleared,
  bootstrapLoaded,
} = appSlice.actions;
export const { selectIsLoading, selectToast, selectLoginRequested, selectSiteName, selectShopConfig, selectSocialConfig } =
  appSlice.selectors;
