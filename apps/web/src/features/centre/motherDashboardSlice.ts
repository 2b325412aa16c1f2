import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { motherUpdated, type CentreRecord } from './centre-events';

export type DashboardUi = 'normal' | 'edit' | 'create';

interface MotherDashboardState {
  tab: string;
  ui: DashboardUi;
  selectedMother: CentreRecord | null;
}

const initialState: MotherDashboardState = { tab: 'mother', ui: 'normal', selectedMother: null };

export const motherDashboardSlice = createSlice({
  name: 'motherDashboard',
  initialState,
  reducers: {
    motherTabSelected: (state, action: PayloadAction<string>) => {
      state.tab = action.payload;
    },
    motherUiChanged: (state, action: PayloadAction<DashboardUi>) => {
      state.ui = action.payload;
    },
    motherSelected: (state, action: PayloadAction<CentreRecord | null>) => {
      state.selectedMother = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(motherUpdated, (state, action) => {
      state.selectedMother = action.payload;
    });
  },
  selectors: {
    selectMotherDashboard: (state) => state,
  },
});

export const { motherTabSelected, motherUiChanged, motherSelected } = motherDashboardSlice.actions;
