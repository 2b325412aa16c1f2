import type { Role } from '../common';

/**
 * One definition per centre entity. The server derives the table, the CRUD routes, the
 * filters and the OpenAPI from it; the web client derives the RTK Query endpoints and the
 * generic list / form / detail. Hand-write only what differs.
 */

export type Label = { tw: string; en: string };

type FieldType = 'text' | 'longtext' | 'int' | 'number' | 'money' | 'date' | 'datetime' | 'enum' | 'ref' | 'bool' | 'json';

export interface FieldSpec {
  type: FieldType;
  label: Label;
  /** Must be given on create (and is never null). Optional fields are nullable. */
  required?: boolean;
  /** Numbers: inclusive range. Text: length range (text defaults to max 200, longtext to 5000). */
  min?: number;
  max?: number;
  /** enum: the allowed lower_snake values (declare them once as an exported const). */
  values?: readonly string[];
  /** enum: values only the server sets (e.g. an incubator `in_use` follows its arrangements); a write naming one is a 400. */
  serverValues?: readonly string[];
  /** ref: the target resource name ('user' is the account table app_user). */
  ref?: string;
  /** Unique in its table: a duplicate is 409 already_used naming the field. */
  unique?: boolean;
  /** Computed by the server, e.g. amount = quantity × unit_price: a write that carries it is a 400 (never silently dropped). */
  readOnly?: boolean;
  /** date / datetime: a day or moment that has happened (a birth): later than today in Taipei is refused. */
  notFuture?: boolean;
  /**
   * ref to 'user': the staff member who made the record (nurse, evaluator, educator…). The server sets it to the
   * signed-in caller on create and keeps it on update; a body naming anyone else is refused (400
   * author_set_by_server). Forms show it, never offer it as an input.
   */
  author?: boolean;
  /**
   * text: a checked format, stored normalised (tw-identity.ts). `phone`: separators dropped, digits kept, and a
   * `contains` filter on it ignores separators too; `national_id`: 身分證 or 居留證 number with a valid check digit.
   */
  format?: 'phone' | 'national_id';
  /**
   * Written only by the server's own lifecycle routes (check-in, checkout, cancel): readOnly too, and a create or
   * update that carries it is refused with 400 on the field rather than ignored.
   */
  serverOnly?: boolean;
  /**
   * Not a column: worked out from other tables each time the record is answered (a mother's room from her stays),
   * by the server's `derive` hook of the definition, one query per page. readOnly too; never ordered by.
   */
  derived?: boolean;
  /**
   * ref: picked among the target's rows that belong to the same record as this one's field of that name (a
   * check-in's contract among the chosen mother's contracts: `scopedBy: 'mother'`). The target lists an `eq`
   * filter on it; the server still refuses one that is not (not_hers).
   */
  scopedBy?: string;
  /**
   * A value that starts from another record's: `ref` is this definition's ref field, `field` the target's field
   * (a contract's daily rate from its room type's). The form fills it when that ref is picked on a new record
   * (still editable); a create that leaves it out takes the target's value, and without the ref it is required.
   */
  fillFrom?: { ref: string; field: string };
}

/** A list filter. Each declares the query parameters it adds to the list endpoint. */
export type FilterSpec =
  /** ?<field>=value, exact match (refs by id, enums, numbers, dates). */
  | { op: 'eq'; field: string }
  /** ?<field>=text, case-insensitive substring; applied only when given and not empty. */
  | { op: 'contains'; field: string }
  /** ?<field>_from=&<field>_to=, inclusive. */
  | { op: 'range'; field: string }
  /** ?from_date=&duration=: rows whose [start, end) overlaps [from_date, from_date + duration days); a null end is ongoing. */
  | { op: 'window'; start: string; end: string }
  /** Parameters handled by hand-written server code (e.g. baby: mother's stay overlaps a window). */
  | { op: 'custom'; name: string; params: Record<string, 'date' | 'int' | 'text'> };

export interface ResourceDefinition<F extends Record<string, FieldSpec> = Record<string, FieldSpec>> {
  /** Resource name: the audit log's entity and the translation namespace (`<name>.fields.<field>`). */
  name: string;
  /** URL segment: /api/<path>/. */
  path: string;
  table: string;
  label: Label;
  fields: F;
  list: {
    /** Columns the generic list shows, in order. */
    columns: readonly (keyof F & string)[];
    filters: readonly FilterSpec[];
    /** Default order: a field name, '-' for descending. */
    ordering: string;
    defaultLimit: number;
    maxLimit?: number;
  };
  permissions: { read: Role; write: Role; delete?: Role };
  /** Fields masked in lists and in the audit log (national_id). */
  sensitive?: readonly (keyof F & string)[];
  /** Fields that an update must carry too (spec 5: a mother's name and phone). */
  updateRequires?: readonly (keyof F & string)[];
  /** The field that names a row in pickers and titles. */
  display: keyof F & string;
  /**
   * Fields shown after the display one where a row is picked from many (pickers, search results), so two rows
   * named alike are told apart (a mother's room and delivery date); empty ones are left out.
   */
  pickDetail?: readonly (keyof F & string)[];
}

/** A typed definition that also passes wherever any definition is expected (the generic layer). */
type Resource<F extends Record<string, FieldSpec>> = ResourceDefinition<F> & ResourceDefinition;

export function defineResource<const F extends Record<string, FieldSpec>>(def: ResourceDefinition<F>): Resource<F> {
  for (const c of def.list.columns) if (!(c in def.fields)) throw new Error(`${def.name}: unknown column ${c}`);
  for (const c of def.pickDetail ?? []) if (!(c in def.fields)) throw new Error(`${def.name}: unknown pick detail ${c}`);
  for (const flt of def.list.filters) {
    const named = flt.op === 'window' ? [flt.start, flt.end] : flt.op === 'custom' ? [] : [flt.field];
    for (const n of named) if (!(n in def.fields)) throw new Error(`${def.name}: filter on unknown field ${n}`);
  }
  for (const [k, f] of Object.entries(def.fields)) {
    if (f.type === 'enum' && !f.values?.length) throw new Error(`${def.name}.${k}: enum without values`);
    if (f.type === 'ref' && !f.ref) throw new Error(`${def.name}.${k}: ref without target`);
    if (f.author && (f.ref !== 'user' || f.required)) throw new Error(`${def.name}.${k}: an author is an optional ref to user`);
    if (f.derived && (!f.readOnly || f.required || f.unique))
      throw new Error(`${def.name}.${k}: a derived field is readOnly and optional`);
  }
  return def as Resource<F>;
}

// ---------------------------------------------------------------- types from field specs

type ValueOf<S extends FieldSpec> = S['type'] extends 'int' | 'number' | 'money' | 'ref'
  ? number
  : S['type'] extends 'bool'
    ? boolean
    : S['type'] extends 'json'
      ? unknown
      : S['type'] extends 'enum'
        ? S['values'] extends readonly (infer V)[]
          ? V
          : string
        : string;
type Nullable<S extends FieldSpec> = S['required'] extends true ? ValueOf<S> : ValueOf<S> | null;

export type EntityOf<F extends Record<string, FieldSpec>> = { id: number; created_at: string; updated_at: string } & {
  [K in keyof F]: Nullable<F[K]>;
};
type Writable<F extends Record<string, FieldSpec>> = { [K in keyof F as F[K]['readOnly'] extends true ? never : K]: F[K] };
export type CreateOf<F extends Record<string, FieldSpec>> = {
  [K in keyof Writable<F> as Writable<F>[K]['required'] extends true ? K : never]: ValueOf<Writable<F>[K]>;
} & { [K in keyof Writable<F> as Writable<F>[K]['required'] extends true ? never : K]?: ValueOf<Writable<F>[K]> | null };

/** YYYY-MM-DD (the shape only; isRealDate checks the day exists). */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day: 2026-02-30 is refused. */
export const isRealDate = (v: string) => {
  if (!DATE_PATTERN.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** Today's date in the centre's time zone (Asia/Taipei), YYYY-MM-DD. */
export const taipeiToday = (now: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** Common list parameters plus whatever the filters add; the server reads them by name. */
export type ListQueryOf = { limit: number; offset: number; ordering?: string } & Record<string, string | number | undefined>;

/**
 * The list columns a list may be ordered by (`?ordering=<field>` or `-<field>`). A masked one is left out (its
 * order would give away what the mask hides), and so is JSON (text of a structure has no order a reader would
 * recognise) and a derived field (no column to order by).
 */
export function orderingFields<F extends Record<string, FieldSpec>>(def: ResourceDefinition<F>): string[] {
  return def.list.columns.filter((c) => {
    const f = def.fields[c];
    return f?.type !== 'json' && !f?.derived && !def.sensitive?.includes(c);
  });
}

/** The fields that are table columns: every field but the derived ones. */
export const storedFields = (def: ResourceDefinition): string[] =>
  Object.entries(def.fields)
    .filter(([, f]) => !f.derived)
    .map(([k]) => k);

/** `name` or `-name` → the column and the direction. */
export function parseOrdering(ordering: string): { field: string; desc: boolean } {
  const desc = ordering.startsWith('-');
  return { field: desc ? ordering.slice(1) : ordering, desc };
}

/** How a sensitive value shows in lists and logs: first and last two characters kept. */
export const mask = (v: string | null | undefined) =>
  v == null ? v : v.length <= 4 ? '*'.repeat(v.length) : `${v.slice(0, 2)}${'*'.repeat(v.length - 4)}${v.slice(-2)}`;

/** The fields the server fills with the caller (FieldSpec.author). */
export const authorFields = (def: ResourceDefinition): string[] =>
  Object.entries(def.fields)
    .filter(([, f]) => f.author)
    .map(([k]) => k);
