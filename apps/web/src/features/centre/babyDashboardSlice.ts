import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { babyUpdated } from './centre-events';
import { dashboardReducers, type DashboardState } from './dashboard-state';

/** What both dashboards keep and the picked baby by id (its record is RTK Query's). */
interface BabyDashboardState extends DashboardState {
  babyId: number | null;
}

const initialState: BabyDashboardState = { tab: 'babyInfo', ui: 'normal', motherId: null, babyId: null };

export const babyDashboardSlice = createSlice({
  name: 'babyDashboard',
  initialState,
  reducers: {
    ...dashboardReducers,
    /** Picks a mother (or none): her babies are listed, none of them picked yet. */
    babyMotherSelected: (state, action: PayloadAction<number | null>) => {
      state.motherId = action.payload;
      state.babyId = null;
    },
    /** Picks a baby of the mother picked (or none), leaving any edit or creation. */
    babySelected: (state, action: PayloadAction<number | null>) => {
      state.babyId = action.payload;
      state.ui = 'normal';
    },
    /** Opens a baby picked with its mother (the babies staying today, a link), on the tab given if any. */
    babyOpened: (state, action: PayloadAction<{ mother: number; baby: number; tab?: string }>) => {
      state.motherId = action.payload.mother;
      state.babyId = action.payload.baby;
      if (action.payload.tab) state.tab = action.payload.tab;
      state.ui = 'normal';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(babyUpdated, (state, action) => {
      state.babyId = action.payload;
    });
  },
  selectors: {
    selectBabyDashboard: (state) => state,
  },
});

export const {
  tabSelected: babyTabSelected,
  uiChanged: babyUiChanged,
  babyMotherSelected,
  babySelected,
  babyOpened,
} = babyDashboardSlice.actions;
