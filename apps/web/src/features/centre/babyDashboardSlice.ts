import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { babyUpdated, motherUpdated, type CentreRecord } from './centre-events';
import type { DashboardUi } from './motherDashboardSlice';

interface BabyDashboardState {
  tab: string;
  ui: DashboardUi;
  selectedMother: CentreRecord | null;
  selectedBaby: CentreRecord | null;
}

const initialState: BabyDashboardState = { tab: 'babyInfo', ui: 'normal', selectedMother: null, selectedBaby: null };

export const babyDashboardSlice = createSlice({
  name: 'babyDashboard',
  initialState,
  reducers: {
    babyTabSelected: (state, action: PayloadAction<string>) => {
      state.tab = action.payload;
    },
    babyUiChanged: (state, action: PayloadAction<DashboardUi>) => {
      state.ui = action.payload;
    },
    babyMotherSelected: (state, action: PayloadAction<CentreRecord | null>) => {
      state.selectedMother = action.payload;
      state.selectedBaby = null;
    },
    babySelected: (state, action: PayloadAction<CentreRecord | null>) => {
      state.selectedBaby = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(babyUpdated, (state, action) => {
      state.selectedBaby = action.payload;
    });
    // Keeps the mother shown beside the baby current when her record changes.
    builder.addCase(motherUpdated, (state, action) => {
      if (state.selectedMother?.id === action.payload.id) state.selectedMother = action.payload;
    });
  },
  selectors: {
    selectBabyDashboard: (state) => state,
  },
});

export const { babyTabSelected, babyUiChanged, babyMotherSelected, babySelected } = babyDashboardSlice.actions;
