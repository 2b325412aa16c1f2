import { describe, expect, it } from 'vitest';
import { rememberLanguageForServer } from './lang-cookie';

describe("the reader's language for the server", () => {
  it('follows the language the app uses, through a cookie for the whole site', () => {
    rememberLanguageForServer('en');
    expect(document.cookie).toContain('pnc_lang=en');
    rememberLanguageForServer('tw');
    expect(document.cookie).toContain('pnc_lang=tw');
  });
});
