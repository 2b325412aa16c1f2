import { errorCodes, fieldErrorCodes } from '@pnc/schemas/common';
import { describe, expect, it } from 'vitest';
import i18n, { validateMessagesFor } from './i18n';
import { typedRules } from '../lib/validate-messages';
import enCentre from '../locales/en/centre.json';
import enCommon from '../locales/en/common.json';
import enOwnErrors from '../locales/en/errors.json';
import enShopErrors from '../locales/en/shop-errors.json';
import enAccountErrors from '../locales/en/account-errors.json';
import enCentreErrors from '../locales/en/centre-errors.json';
import enValidation from '../locales/en/validation.json';
import twCentre from '../locales/tw/centre.json';
import twCommon from '../locales/tw/common.json';
import twOwnErrors from '../locales/tw/errors.json';
import twShopErrors from '../locales/tw/shop-errors.json';
import twAccountErrors from '../locales/tw/account-errors.json';
import twCentreErrors from '../locales/tw/centre-errors.json';
import twValidation from '../locales/tw/validation.json';

// The shop's, the account pages' and the centre's error words load with their chunks (shop-errors-i18n.ts,
// account-errors-i18n.ts, centre-errors-i18n.ts):
// together they cover every code.
const merge = <T extends { code: object; field: object }>(own: T, shop: { code: object; field: object }) => ({
  ...own,
  code: { ...own.code, ...shop.code } as Record<string, string>,
  field: { ...own.field, ...shop.field } as Record<string, string>,
});
const enErrors = merge(merge(merge(enOwnErrors, enShopErrors), enAccountErrors), enCentreErrors);
const twErrors = merge(merge(merge(twOwnErrors, twShopErrors), twAccountErrors), twCentreErrors);

const keys = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('locale files', () => {
  it.each([
    ['common', twCommon, enCommon],
    ['errors', twErrors, enErrors],
    ['validation', twValidation, enValidation],
    ['centre', twCentre, enCentre],
  ])('%s has the same keys in tw and en, none empty', (_, tw, en) => {
    expect(keys(en).sort()).toEqual(keys(tw).sort());
    for (const file of [tw, en]) {
      for (const key of keys(file))
        expect(key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], file)).not.toBe('');
    }
  });

  it('maps every server error code in both languages', () => {
    for (const code of errorCodes) {
      expect(twErrors.code).toHaveProperty(code);
      expect(enErrors.code).toHaveProperty(code);
    }
  });

  it('words every field-error code in both languages', () => {
    for (const code of fieldErrorCodes) {
      expect(twErrors.field).toHaveProperty(code);
      expect(enErrors.field).toHaveProperty(code);
    }
  });

  it('has the error message catalogue', () => {
    expect(twErrors.code.login_failed).toBeTruthy();
    expect(enErrors.app.enter_both).toBe('Please enter both username and password.');
    expect(enErrors.app.upload_error).toBe('Upload error');
    for (const key of ['generic', 'register_failed', 'reset_password_failed', 'validation_email_failed'] as const) {
      expect(twErrors.app[key]).toBeTruthy();
    }
    for (const code of [
      'username_taken',
      'email_taken',
      'email_not_found',
      'unvalidated_account',
      'unauthenticated',
      'order_not_found',
    ] as const) {
      expect(twErrors.code[code]).not.toBe(enErrors.code[code]);
    }
    expect(twErrors.success.password_sent).toBeTruthy();
    expect(enErrors.success.validation_sent).toBeTruthy();
  });
});

describe('form validation messages', () => {
  it.each(['tw', 'en'])('cover every rule antd validates, in %s', async (lang) => {
    await i18n.changeLanguage(lang);
    const messages = validateMessagesFor(lang as 'tw' | 'en') as Record<string, Record<string, string> | string>;
    // Read as they are, they are what i18next would give: no interpolation or nesting in them.
    expect(messages).toEqual(i18n.t('validation:messages', { returnObjects: true }));
    for (const key of ['required', 'enum', 'whitespace']) expect(messages[key]).toContain('${label}');
    for (const type of ['string', 'number', 'array']) {
      expect(Object.keys(messages[type] as object).sort()).toEqual(['len', 'max', 'min', 'range']);
    }
    expect(messages.types).toHaveProperty('email');
    expect(messages.types).toHaveProperty('url');
    expect(messages.types).toHaveProperty('hex');
    expect((messages.pattern as Record<string, string>).mismatch).toContain('${label}');
    const rules = typedRules(i18n.t);
    expect(rules.email[1]).toMatchObject({ max: 320 });
    expect(rules.url[1]).toMatchObject({ max: 2048 });
    expect(rules.hexColor[0]!.pattern.test('#71c6d0')).toBe(true);
    expect(rules.hexColor[0]!.pattern.test('71c6d0')).toBe(false);
  });
});
