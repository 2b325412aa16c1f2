import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type CentreSection, isCentreSection } from './centre-sections';

export const topNavSlice = createSlice({
  name: 'topNav',
  initialState: { current: 'rooms' as CentreSection },
  reducers: {
    topNavSelected: (state, action: PayloadAction<string>) => {
      if (isCentreSection(action.payload)) state.current = action.payload;
    },
  },
  selectors: {
    selectTopNav: (state) => state.current,
  },
});

export const { topNavSelected } = topNavSlice.actions;
