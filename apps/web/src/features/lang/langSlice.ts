import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { defaultLanguage, isLang, type Lang } from '../../lib/languages';

interface LangState {
  current: Lang;
}

const initialState: LangState = { current: defaultLanguage };

/** set (programmatic), changed (the user picked one), initialised (from storage at start); unsupported values are ignored. */
export const langSlice = createSlice({
  name: 'lang',
  initialState,
  reducers: {
    languageSet: (state, action: PayloadAction<string>) => {
      if (isLang(action.payload)) state.current = action.payload;
    },
    languageChanged: (state, action: PayloadAction<string>) => {
      if (isLang(action.payload)) state.current = action.payload;
    },
    languageInitialised: (state, action: PayloadAction<string | null | undefined>) => {
      state.current = isLang(action.payload) ? action.payload : defaultLanguage;
    },
  },
  selectors: {
    selectLang: (state) => state.current,
  },
});

export const { languageSet, languageChanged, languageInitialised } = langSlice.actions;
export const { selectLang } = langSlice.selectors;
