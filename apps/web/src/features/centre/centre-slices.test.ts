import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { mockFetch } from '../../test/fetch-mock';
import { babyDashboardSlice, babyMotherSelected, babyOpened, babySelected, babyTabSelected } from './babyDashboardSlice';
import { babyUpdated, motherUpdated } from './centre-events';
import { centreListsSlice, fetchCentreList } from './centreListsSlice';
import { motherDashboardSlice, motherOpened, motherSelected, motherTabSelected, motherUiChanged } from './motherDashboardSlice';
import { topNavSelected, topNavSlice } from './topNavSlice';

const init = { type: 'init' };

describe('centre state defaults', () => {
  it('top navigation defaults to rooms and ignores unknown sections', () => {
    expect(topNavSlice.reducer(undefined, init).current).toBe('rooms');
    expect(topNavSlice.reducer(undefined, topNavSelected('mothers')).current).toBe('mothers');
    expect(topNavSlice.reducer(undefined, topNavSelected('nope')).current).toBe('rooms');
  });

  it('mother dashboard: tab mother, ui normal, no selection', () => {
    expect(motherDashboardSlice.reducer(undefined, init)).toEqual({ tab: 'mother', ui: 'normal', motherId: null });
    const s = [motherTabSelected('contract'), motherUiChanged('edit')].reduce(motherDashboardSlice.reducer, undefined);
    expect(s).toMatchObject({ tab: 'contract', ui: 'edit' });
    // Picking a mother leaves the edit and keeps the tab; opening her from elsewhere names the tab.
    expect(motherDashboardSlice.reducer(s, motherSelected(3))).toEqual({ tab: 'contract', ui: 'normal', motherId: 3 });
    expect(motherDashboardSlice.reducer(s, motherOpened({ id: 5, tab: 'mother' }))).toEqual({
      tab: 'mother',
      ui: 'normal',
      motherId: 5,
    });
  });

  it('baby dashboard: tab babyInfo, ui normal, no selections', () => {
    expect(babyDashboardSlice.reducer(undefined, init)).toEqual({
      tab: 'babyInfo',
      ui: 'normal',
      motherId: null,
      babyId: null,
    });
    expect(babyDashboardSlice.reducer(undefined, babyTabSelected('health')).tab).toBe('health');
    expect(babyDashboardSlice.reducer(undefined, babySelected(2)).babyId).toBe(2);
    // A baby opened with its mother; picking another mother leaves no baby picked.
    const opened = babyDashboardSlice.reducer(undefined, babyOpened({ mother: 4, baby: 9 }));
    expect(opened).toMatchObject({ tab: 'babyInfo', motherId: 4, babyId: 9 });
    expect(babyDashboardSlice.reducer(opened, babyMotherSelected(5))).toMatchObject({ motherId: 5, babyId: null });
  });
});

describe('updates select the record', () => {
  it('updating a mother sets the selected mother', () => {
    expect(motherDashboardSlice.reducer(undefined, motherUpdated(4)).motherId).toBe(4);
  });

  it('updating a baby sets the selected baby', () => {
    expect(babyDashboardSlice.reducer(undefined, babyUpdated(9)).babyId).toBe(9);
  });
});

describe('centre lists', () => {
  it('start empty and store a loaded list', async () => {
    expect(Object.values(centreListsSlice.reducer(undefined, init)).every((l) => l.length === 0)).toBe(true);
    mockFetch({ 'GET /api/room/': { status: 200, body: [{ id: 1, name: 'A1' }] } });
    const store = makeStore();
    const { centreLists } = await import('./centre-state');
    await store.dispatch(fetchCentreList('rooms'));
    expect(centreLists.selectors.selectCentreList(store.getState(), 'rooms')).toEqual([{ id: 1, name: 'A1' }]);
  });

  it('a failed load only logs a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch({ 'GET /api/spare_part/': { status: 500, body: { status: 500, code: 'internal_error', message: 'x' } } });
    const store = makeStore();
    await import('./centre-state');
    const result = await store.dispatch(fetchCentreList('spareParts'));
    expect(result.meta.requestStatus).toBe('fulfilled');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('spareParts'), expect.anything());
  });

  it('are injected into the store only when the centre code loads', async () => {
    const { topNav, motherDashboard, babyDashboard } = await import('./centre-state');
    const store = makeStore();
    store.dispatch(motherUpdated(1));
    store.dispatch(babyUpdated(2));
    expect(topNav.selectors.selectTopNav(store.getState())).toBe('rooms');
    expect(motherDashboard.selectors.selectMotherDashboard(store.getState()).motherId).toBe(1);
    expect(babyDashboard.selectors.selectBabyDashboard(store.getState()).babyId).toBe(2);
  });
});
