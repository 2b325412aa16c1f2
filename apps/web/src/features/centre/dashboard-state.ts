import type { PayloadAction } from '@reduxjs/toolkit';

export type DashboardUi = 'normal' | 'edit' | 'create';

/** What both dashboards keep: the open tab, the ui state and the picked mother by id (her record is RTK Query's). */
export interface DashboardState {
  tab: string;
  ui: DashboardUi;
  motherId: number | null;
}

/** The reducers both dashboards share. */
export const dashboardReducers = {
  tabSelected: (state: DashboardState, action: PayloadAction<string>) => {
    state.tab = action.payload;
  },
  uiChanged: (state: DashboardState, action: PayloadAction<DashboardUi>) => {
    state.ui = action.payload;
  },
};
