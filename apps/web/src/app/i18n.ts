import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from '../locales/en/common.json';
import enErrors from '../locales/en/errors.json';
import enValidation from '../locales/en/validation.json';
import twCommon from '../locales/tw/common.json';
import twErrors from '../locales/tw/errors.json';
import twValidation from '../locales/tw/validation.json';
import { defaultLanguage, htmlLang, isLang, supportedLanguages, type Lang } from '../lib/languages';
import { readStorage, storageKeys } from '../lib/storage';

export const resources = {
  tw: { common: twCommon, errors: twErrors, validation: twValidation },
  en: { common: enCommon, errors: enErrors, validation: enValidation },
} as const;

/** The language kept from the last visit, ignoring anything unsupported. */
export function storedLanguage(): Lang {
  const stored = readStorage(storageKeys.lang);
  return isLang(stored) ? stored : defaultLanguage;
}

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: [...supportedLanguages],
  ns: ['common', 'errors', 'validation'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export function applyLanguage(lang: Lang) {
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
  document.documentElement.lang = htmlLang[lang];
}

export default i18n;

/**
 * antd's validateMessages in a language: required, enum, whitespace, types, string/number/array len-min-max-range
 * and pattern. Templates keep antd's ${label} placeholders. They are plain texts (no i18next interpolation or
 * nesting; a test holds them to what i18next returns), so they are read as they are, not translated on first render.
 */
export function validateMessagesFor(lang: Lang): Record<string, unknown> {
  return resources[lang].validation.messages;
}
