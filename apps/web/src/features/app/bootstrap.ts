import { createAsyncThunk } from '@reduxjs/toolkit';
import { request, type RequestContext } from '../../api/client';
import { bootstrapLoaded, type Bootstrap } from './appSlice';

/** GET /api/bootstrap/; a failure keeps the locale files' site name and config stays null. */
export const loadBootstrap = createAsyncThunk('app/bootstrap', async (_: void, { dispatch, extra }) => {
  try {
    const data = await request<Bootstrap>('GET', 'bootstrap', { fetch: (extra as RequestContext | undefined)?.fetch });
    dispatch(bootstrapLoaded(data));
    return true;
  } catch (error) {
    console.warn('bootstrap failed; using built-in site name', error);
    return false;
  }
});
