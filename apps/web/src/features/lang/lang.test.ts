import { describe, expect, it } from 'vitest';
import i18n, { storedLanguage } from '../../app/i18n';
import { makeStore } from '../../app/store';
import { langSlice, languageChanged, languageInitialised, languageSet } from './langSlice';

describe('language', () => {
  it('defaults to tw', () => {
    expect(langSlice.reducer(undefined, { type: 'init' })).toEqual({ current: 'tw' });
  });

  it('set and change accept supported languages and ignore others', () => {
    let state = langSlice.reducer(undefined, languageSet('en'));
    expect(state.current).toBe('en');
    state = langSlice.reducer(state, languageChanged('fr'));
    expect(state.current).toBe('en');
    state = langSlice.reducer(state, languageChanged('tw'));
    expect(state.current).toBe('tw');
    state = langSlice.reducer(state, languageSet('zh-CN'));
    expect(state.current).toBe('tw');
  });

  it('init takes a supported stored value and falls back to tw otherwise', () => {
    expect(langSlice.reducer({ current: 'en' }, languageInitialised('jp')).current).toBe('tw');
    expect(langSlice.reducer(undefined, languageInitialised('en')).current).toBe('en');
    expect(langSlice.reducer({ current: 'en' }, languageInitialised(null)).current).toBe('tw');
  });

  it('a change switches i18next and <html lang> and is kept across reloads', async () => {
    const store = makeStore();
    store.dispatch(languageChanged('en'));
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(storedLanguage()).toBe('en');
    store.dispatch(languageChanged('xx'));
    expect(localStorage.getItem('lang')).toBe('en');
    store.dispatch(languageChanged('tw'));
    expect(document.documentElement.lang).toBe('zh-Hant-TW');
    expect(i18n.t('site.name')).toBe('晨曦產後護理之家');
  });

  it('an unsupported stored language is ignored at start', () => {
    localStorage.setItem('lang', 'de');
    expect(storedLanguage()).toBe('tw');
  });
});
