import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The staff tool's sections, in menu order; rooms comes first and is the default (spec section 2). */
export const centreSections = [
  'rooms',
  'mothers',
  'babies',
  'contracts',
  'calendar',
  'incubators',
  'incubatorBoard',
  'meals',
  'assignments',
  'settings',
  'records',
  'spareParts',
  'shop',
  'users',
  'audit',
] as const;
export type CentreSection = (typeof centreSections)[number];

export const isCentreSection = (value: unknown): value is CentreSection =>
  typeof value === 'string' && (centreSections as readonly string[]).includes(value);

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
