/** Supported languages: tw is the default; anything else is ignored. */
export const supportedLanguages = ['tw', 'en'] as const;
export type Lang = (typeof supportedLanguages)[number];
export const defaultLanguage: Lang = 'tw';

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);

/** BCP 47 tag for <html lang> and Intl. */
export const htmlLang: Record<Lang, string> = { tw: 'zh-Hant-TW', en: 'en' };
