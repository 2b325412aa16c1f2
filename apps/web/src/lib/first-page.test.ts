import { afterEach, describe, expect, it } from 'vitest';
import { rememberLanguageForServer, takeFirstPage } from './first-page';

const block = (text: string) => {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'pnc-first-page';
  script.textContent = text;
  document.body.append(script);
};

describe("the server's first screen data", () => {
  afterEach(() => document.getElementById('pnc-first-page')?.remove());

  it('is read once, and its block leaves the page', () => {
    block(JSON.stringify({ lang: 'tw', answers: { 'items/3': { id: 3 }, categories: [] } }));
    expect(takeFirstPage()).toEqual({ lang: 'tw', answers: { 'items/3': { id: 3 }, categories: [] } });
    expect(document.getElementById('pnc-first-page')).toBeNull();
    expect(takeFirstPage()).toBeNull();
  });

  it('is ignored when missing or not what the server writes', () => {
    expect(takeFirstPage()).toBeNull();
    for (const text of ['{not json', '[]', JSON.stringify({ lang: 'tw' }), JSON.stringify({ answers: {} })]) {
      block(text);
      expect(takeFirstPage(), text).toBeNull();
    }
  });

  it('follows the language the app uses, through a cookie for the whole site', () => {
    rememberLanguageForServer('en');
    expect(document.cookie).toContain('pnc_lang=en');
    rememberLanguageForServer('tw');
    expect(document.cookie).toContain('pnc_lang=tw');
  });
});
