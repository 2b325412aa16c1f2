import type { TFunction } from 'i18next';

/** Turns an API error into words in the current language (codes in locales/<lang>/errors.json, code.<code>). */
export function errorText(t: TFunction, error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  const generic = t('errors:app.generic');
  return code ? t(`errors:code.${code}`, { defaultValue: generic }) : generic;
}
