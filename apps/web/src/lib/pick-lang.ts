/** Reads `<field>_<lang>` from an entity, falling back to `<field>_tw` (per-language variants). */
export function pickLang(obj: object | null | undefined, field: string, lang: string): string {
  if (!obj) return '';
  const record = obj as Record<string, unknown>;
  const value = record[`${field}_${lang}`];
  if (typeof value === 'string' && value !== '') return value;
  const fallback = record[`${field}_tw`];
  return typeof fallback === 'string' ? fallback : '';
}
