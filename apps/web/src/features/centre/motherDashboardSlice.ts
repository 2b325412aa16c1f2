import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { motherUpdated } from './centre-events';
import { dashboardReducers, type DashboardState } from './dashboard-state';

const initialState: DashboardState = { tab: 'mother', ui: 'normal', motherId: null };

export const motherDashboardSlice = createSlice({
  name: 'motherDashboard',
  initialState,
  reducers: {
    ...dashboardReducers,
    /** Picks a mother (or none), leaving any edit or creation. */
    motherSelected: (state, action: PayloadAction<number | null>) => {
      state.motherId = action.payload;
      state.ui = 'normal';
    },
    /** Opens her dashboard from elsewhere (a board, a link, her new record) on the tab given. */
    motherOpened: (state, action: PayloadAction<{ id: number; tab: string }>) => {
      state.motherId = action.payload.id;
      state.tab = action.payload.tab;
      state.ui = 'normal';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(motherUpdated, (state, action) => {
      state.motherId = action.payload;
    });
  },
  selectors: {
    selectMotherDashboard: (state) => state,
  },
});

export const {
  tabSelected: motherTabSelected,
  uiChanged: motherUiChanged,
  motherSelected,
  motherOpened,
} = motherDashboardSlice.actions;
