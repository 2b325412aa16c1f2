import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { mockFetch } from '../../test/fetch-mock';
import { babyDashboardSlice, babySelected, babyTabSelected } from './babyDashboardSlice';
import { babyUpdated, motherUpdated } from './centre-events';
import { centreListsSlice, fetchCentreList } from './centreListsSlice';
import { motherDashboardSlice, motherTabSelected, motherUiChanged } from './motherDashboardSlice';
import { topNavSelected, topNavSlice } from './topNavSlice';

const init = { type: 'init' };

describe('centre state defaults (spec section 2)', () => {
  it('top navigation defaults to rooms and ignores unknown sections', () => {
    expect(topNavSlice.reducer(undefined, init).current).toBe('rooms');
    expect(topNavSlice.reducer(undefined, topNavSelected('mothers')).current).toBe('mothers');
    expect(topNavSlice.reducer(undefined, topNavSelected('nope')).current).toBe('rooms');
  });

  it('mother dashboard: tab mother, ui normal, no selection', () => {
    expect(motherDashboardSlice.reducer(undefined, init)).toEqual({ tab: 'mother', ui: 'normal', selectedMother: null });
    const s = [motherTabSelected('contract'), motherUiChanged('edit')].reduce(motherDashboardSlice.reducer, undefined);
    expect(s).toMatchObject({ tab: 'contract', ui: 'edit' });
  });

  it('baby dashboard: tab babyInfo, ui normal, no selections', () => {
    expect(babyDashboardSlice.reducer(undefined, init)).toEqual({
      tab: 'babyInfo',
      ui: 'normal',
      selectedMother: null,
      selectedBaby: null,
    });
    expect(babyDashboardSlice.reducer(undefined, babyTabSelected('health')).tab).toBe('health');
    expect(babyDashboardSlice.reducer(undefined, babySelected({ id: 2 })).selectedBaby).toEqual({ id: 2 });
  });
});

describe('updates select the record (spec section 4)', () => {
  it('updating a mother sets the selected mother', () => {
    const s = motherDashboardSlice.reducer(undefined, motherUpdated({ id: 4, name: '林' }));
    expect(s.selectedMother).toEqual({ id: 4, name: '林' });
  });

  it('updating a baby sets the selected baby', () => {
    const s = babyDashboardSlice.reducer(undefined, babyUpdated({ id: 9, mother: 4 }));
    expect(s.selectedBaby).toEqual({ id: 9, mother: 4 });
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
    store.dispatch(motherUpdated({ id: 1 }));
    store.dispatch(babyUpdated({ id: 2 }));
    expect(topNav.selectors.selectTopNav(store.getState())).toBe('rooms');
    expect(motherDashboard.selectors.selectMotherDashboard(store.getState()).selectedMother).toEqual({ id: 1 });
    expect(babyDashboard.selectors.selectBabyDashboard(store.getState()).selectedBaby).toEqual({ id: 2 });
  });
});
