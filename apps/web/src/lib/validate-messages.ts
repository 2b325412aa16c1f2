import type { TFunction } from 'i18next';
import enValidation from '../locales/en/validation.json';
import twValidation from '../locales/tw/validation.json';
import type { Lang } from './languages';

/** Limits shared with the server (packages/schemas/src/common.ts EMAIL_MAX / URL_MAX). */
export const EMAIL_MAX = 320;
export const URL_MAX = 2048;

type Messages = Record<string, unknown>;

/**
 * antd's validateMessages in a language: required, enum, whitespace, types, string/number/array len-min-max-range
 * and pattern. Templates keep antd's ${label} placeholders. They are plain texts (no i18next interpolation or
 * nesting; a test holds them to what i18next returns), so they are read as they are: translating the object with
 * `t(…, { returnObjects: true })` on every page's first render cost 25–60 ms (100–250 ms at 4× slowdown).
 */
export function validateMessagesFor(lang: Lang): Messages {
  return (lang === 'en' ? enValidation : twValidation).messages;
}

/** Rule sets for the typed fields the spec names. Forms validate on change (antd's default trigger). */
export function typedRules(t: TFunction) {
  return {
    email: [{ type: 'email' as const }, { max: EMAIL_MAX, message: t('validation:rule.emailMax', { max: EMAIL_MAX }) }],
    url: [{ type: 'url' as const }, { max: URL_MAX, message: t('validation:rule.urlMax', { max: URL_MAX }) }],
    hexColor: [{ pattern: /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, message: t('validation:rule.hexColor') }],
  };
}
