import type { ResourceDefinition } from '@pnc/schemas/centre/define';
import type { TFunction } from 'i18next';
import type { CentreRecord } from '../centre-events';
import { enumText, formatPlain } from './display';

/** Names of referenced records by target resource and id ('user' for accounts); undefined when not known. */
type RefNames = (target: string, id: number) => string | undefined;

/**
 * One value as plain text, the way FieldValue shows it in the table: enums in words, refs by name (`#id` when
 * the name cannot be read), flags yes/no, date-times local. Numbers, money included, are plain numbers
 * (`179200`, not `NT$179,200`) so that a spreadsheet can add them up. An empty value is empty text.
 * `t` is the centre namespace's, as `useTranslation('centre')` gives it.
 */
export function cellText(
  def: ResourceDefinition,
  name: string,
  value: unknown,
  t: TFunction,
  lang: string,
  refs: RefNames,
): string {
  if (value === null || value === undefined || value === '') return '';
  const f = def.fields[name];
  if (!f) return String(value);
  switch (f.type) {
    case 'enum':
      return enumText(t, def.name, name, String(value));
    case 'ref': {
      const id = typeof value === 'object' ? (value as { id: number }).id : Number(value);
      return refs(f.ref!, id) ?? `#${id}`;
    }
    case 'bool':
      return t(value ? 'generic.yes' : 'generic.no');
    case 'json':
      return JSON.stringify(value);
    case 'longtext':
    case 'int':
    case 'number':
    case 'money':
      return String(value);
    default:
      return formatPlain(f, value);
  }
}

/** The table's rows as text: a header row of translated column titles, then one row per record. */
export function tableText(
  def: ResourceDefinition,
  columns: readonly string[],
  rows: readonly CentreRecord[],
  t: TFunction,
  lang: string,
  refs: RefNames,
): string[][] {
  return [
    columns.map((c) => t(`${def.name}.fields.${c}`)),
    ...rows.map((row) => columns.map((c) => cellText(def, c, row[c], t, lang, refs))),
  ];
}
