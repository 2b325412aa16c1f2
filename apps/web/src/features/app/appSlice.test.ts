import { describe, expect, it } from 'vitest';
import {
  appSlice,
  bootstrapLoaded,
  loadingFinished,
  loadingStarted,
  loginDialogClosed,
  loginRequested,
  profileCleared,
  toastHidden,
  toastShown,
} from './appSlice';

const reduce = (...actions: Parameters<typeof appSlice.reducer>[1][]) =>
  actions.reduce(appSlice.reducer, appSlice.getInitialState());

describe('app state', () => {
  it('starts idle with nothing loaded', () => {
    expect(appSlice.getInitialState()).toEqual({
      loading: 0,
      toast: null,
      requestLogin: false,
      profile: null,
      config: null,
      siteName: null,
      shop: null,
      social: null,
    });
  });

  it('counts nested loads so the spinner stays until the last one ends', () => {
    expect(reduce(loadingStarted(), loadingStarted(), loadingFinished()).loading).toBe(1);
    expect(reduce(loadingFinished()).loading).toBe(0);
  });

  it('a toast defaults to 1.5 s and hides only by its own id', () => {
    const shown = reduce(toastShown('hello'));
    expect(shown.toast).toMatchObject({ text: 'hello', kind: 'info', duration: 1500 });
    const id = shown.toast!.id;
    expect(appSlice.reducer(shown, toastHidden(id + 100)).toast).not.toBeNull();
    expect(appSlice.reducer(shown, toastHidden(id)).toast).toBeNull();
  });

  it('request-login opens and closes', () => {
    expect(reduce(loginRequested()).requestLogin).toBe(true);
    expect(reduce(loginRequested(), loginDialogClosed()).requestLogin).toBe(false);
  });

  it('keeps the bootstrap config and site names', () => {
    const config = { webUrl: 'w', apiUrl: 'a', s3Bucket: '', cloudfrontDistributionId: '' };
    const s = reduce(bootstrapLoaded({ site_name_tw: '晨曦', site_name_en: 'Dawn', config }), profileCleared());
    expect(s.config).toEqual(config);
    expect(s.siteName).toEqual({ tw: '晨曦', en: 'Dawn' });
  });
});
