import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { api } from '../../api/client';
import type { CentreRecord } from './centre-events';

/** Reference lists the staff screens keep in state, keyed by list name → API path. */
const centreListPaths = {
  users: 'user',
  rooms: 'room',
  roomTypes: 'room_type',
  incubators: 'incubator',
  incubatorTypes: 'incubator_type',
  spareParts: 'spare_part',
} as const;
export type CentreListName = keyof typeof centreListPaths;

type CentreListsState = Record<CentreListName, CentreRecord[]>;

const initialState: CentreListsState = {
  users: [],
  rooms: [],
  roomTypes: [],
  incubators: [],
  incubatorTypes: [],
  spareParts: [],
};

/** Loads one list; a failure only logs a warning and keeps what was there. */
export const fetchCentreList = createAsyncThunk('centreLists/fetch', async (list: CentreListName) => {
  try {
    const answer = await api.get<CentreRecord[] | { results: CentreRecord[] }>(centreListPaths[list]);
    return { list, items: Array.isArray(answer) ? answer : answer.results };
  } catch (error) {
    console.warn(`cannot load the ${list} list`, error);
    return null;
  }
});

export const centreListsSlice = createSlice({
  name: 'centreLists',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(fetchCentreList.fulfilled, (state, { payload }) => {
      if (payload) state[payload.list] = payload.items;
    });
  },
  selectors: {
    selectCentreList: (state, list: CentreListName) => state[list],
  },
});
