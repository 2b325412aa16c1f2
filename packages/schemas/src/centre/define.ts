import { z } from 'zod';
import {
  DATE_PATTERN,
  isRealDate,
  orderingFields,
  taipeiToday,
  type CreateOf,
  type EntityOf,
  type FieldSpec,
  type ListQueryOf,
  type ResourceDefinition,
} from './define-spec';
import { entityExample } from './define-example';
import { isClinicalRecord } from './health-data';
import { textNumber } from '../common';
import { PHONE_REFUSAL, phoneSearchText } from '../phone';
import { isNationalId, isPhone, normaliseNationalId, normalisePhone } from './tw-identity';

/**
 * The zod schemas of the centre's definitions (define-spec.ts holds the definitions themselves, without zod, so a
 * client that only reads definitions does not load zod). Everything define-spec.ts exports is exported here too.
 */
export * from './define-spec';

// ---------------------------------------------------------------- zod from field specs

// ISO 8601 date-time with seconds optional and a Z or ±hh:mm offset.
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

// The schemas built when this module loads are wrapped in pure calls, so a bundle that imports the module but uses
// none of them leaves them out, and zod with them (the web app's room board reads definitions only).

/** YYYY-MM-DD that is a real day. */
export const RealDate = /* @__PURE__ */ (() =>
  z.string().regex(DATE_PATTERN, 'not_a_date').refine(isRealDate, 'not_a_date').meta({ format: 'date' }))();

/** An ISO 8601 date-time with an offset, answered back in UTC (…Z). */
const DateTime = /* @__PURE__ */ (() =>
  z
    .string()
    .regex(DATETIME, 'not_a_datetime')
    .refine((v) => isRealDate(v.slice(0, 10)) && !Number.isNaN(Date.parse(v)), 'not_a_datetime')
    .transform((v) => new Date(v).toISOString()))();

/**
 * Spec 3: an object-valued field is reduced to its id; a bare id is accepted too. Either way the id is a JSON
 * number: "7", [7] or true is refused at the field, never read as one (a form post's text is read before, by its
 * content type: plugins/form-text.ts). A fresh instance per use: the OpenAPI generator renders a shared one fully
 * only once.
 */
export const refInput = () =>
  z
    .union([z.number({ error: 'not_an_id' }), z.looseObject({ id: z.number({ error: 'not_an_id' }) }).transform((o) => o.id)])
    .pipe(z.number().int().positive('not_an_id'));

const Json = /* @__PURE__ */ (() => z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]))();

function rangeNumber(f: FieldSpec, int: boolean) {
  let n = int ? z.number().int() : z.number();
  const min = f.min ?? (f.type === 'money' ? 0 : undefined);
  if (min !== undefined) n = n.min(min);
  if (f.max !== undefined) n = n.max(f.max);
  return n;
}

/** The input schema of one field (what a create or update may carry), without optionality. */
function fieldInput(f: FieldSpec): z.ZodType {
  switch (f.type) {
    case 'text':
    case 'longtext': {
      let s = z.string().trim();
      s = s.max(f.max ?? (f.type === 'text' ? 200 : 5000));
      if (f.required) s = s.min(Math.max(1, f.min ?? 1), 'required');
      else if (f.min) s = s.min(f.min);
      if (f.format === 'phone') return s.refine(isPhone, PHONE_REFUSAL).transform(normalisePhone);
      if (f.format === 'national_id')
        return s.refine(isNationalId, 'not a valid national ID or resident certificate number').transform(normaliseNationalId);
      return s;
    }
    // A number in a body is a JSON number: "", "7", [7], false or {} is refused at the field, never read as one.
    case 'int':
    case 'money':
      return rangeNumber(f, true);
    case 'number':
      return rangeNumber(f, false);
    case 'date':
      return f.notFuture ? RealDate.refine((v) => v <= taipeiToday(), 'in_future') : RealDate;
    case 'datetime':
      // A moment not after now (a minute's grace for a clock a little ahead); its Taipei day not after today.
      return f.notFuture ? DateTime.refine((v) => Date.parse(v) <= Date.now() + 60_000, 'in_future') : DateTime;
    case 'enum': {
      const writable = f.values!.filter((v) => !f.serverValues?.includes(v));
      if (!f.serverValues?.length) return z.enum(writable as [string, ...string[]]);
      return z.enum(writable as [string, ...string[]], {
        error: `one of: ${writable.join(', ')} (${f.serverValues.join(', ')} is set by the server)`,
      });
    }
    case 'ref':
      return refInput();
    case 'bool':
      // A yes/no in a body is a JSON boolean: "true", 1 or "on" is refused (`not_one_of`), never read as one.
      return z.boolean();
    case 'json':
      return Json;
  }
}

/** The answer schema of one field. */
function fieldOutput(f: FieldSpec): z.ZodType {
  let s: z.ZodType;
  switch (f.type) {
    case 'int':
    case 'money':
    case 'ref':
      s = z.number().int();
      break;
    case 'number':
      s = z.number();
      break;
    case 'bool':
      s = z.boolean();
      break;
    case 'json':
      s = z.unknown();
      break;
    case 'enum':
      s = z.enum(f.values as [string, ...string[]]);
      break;
    default:
      s = z.string();
  }
  return f.required || f.type === 'json' ? s : s.nullable();
}

/** A field only the server writes: absent is fine, any value is refused on that field. */
const serverOnlyInput = () => z.never({ error: 'set by its own route (check-in, checkout, cancel), not here' }).optional();

const blankToNull = (v: unknown) => (v === '' ? null : v);

/** A computed field in a write: refused with a note, so a typed value is never silently replaced. */
const computedInput = () =>
  z
    .unknown()
    .refine((v) => v === undefined, 'computed by the server: leave it out')
    .optional()
    .meta({ description: 'Computed by the server; a request that carries it is refused (400).' });

interface ResourceSchemas<F extends Record<string, FieldSpec>> {
  Entity: z.ZodType<EntityOf<F>>;
  Create: z.ZodType<CreateOf<F>>;
  Update: z.ZodType<Partial<CreateOf<F>>>;
  ListQuery: z.ZodType<ListQueryOf>;
  Page: z.ZodType<{ count: number; next: string | null; previous: string | null; results: EntityOf<F>[] }>;
}

/** Fields whose JSON value is not text: "" is no blank of theirs, it is refused like any other text. */
const NOT_TEXT = new Set<FieldSpec['type']>(['int', 'money', 'number', 'ref', 'bool']);

function optionalInput(f: FieldSpec) {
  // An optional field sent as null is cleared. Text left blank ("") is cleared too; a number, id or yes/no sent as
  // "" is refused (a form post's blank is read as null before, by its content type: plugins/form-text.ts).
  const input = fieldInput(f).nullable().optional();
  return NOT_TEXT.has(f.type) ? input : z.preprocess(blankToNull, input);
}

/** Derives the zod schemas of a resource from its field specs (cached per definition). */
const cache = new WeakMap<object, ResourceSchemas<Record<string, FieldSpec>>>();
export function schemasOf<F extends Record<string, FieldSpec>>(def: ResourceDefinition<F>): ResourceSchemas<F> {
  const hit = cache.get(def);
  if (hit) return hit as unknown as ResourceSchemas<F>;
  const fields = Object.entries(def.fields) as [string, FieldSpec][];
  const writable = fields.filter(([, f]) => !f.readOnly);

  const entity: Record<string, z.ZodType> = { id: z.number().int() };
  for (const [k, f] of fields) entity[k] = fieldOutput(f).meta({ description: f.label.en });
  entity.created_at = z.string();
  entity.updated_at = z.string();
  if (isClinicalRecord(def)) {
    // Clinical records are archived, never deleted (health-data.ts): when, by whom and why.
    entity.archived_at = z.string().nullable();
    entity.archived_by = z.number().int().nullable();
    entity.archive_reason = z.string().nullable();
  }
  // Its example (define-example.ts) is documentation only: the OpenAPI document's, and its pages' through it.
  const Entity = z.object(entity).meta({
    id: `centre_${def.name}`,
    description: `${def.label.en}: one record, as stored.`,
    examples: [entityExample(def)],
  });

  const computed = fields.filter(([, f]) => f.readOnly).map(([k]) => k);
  const create: Record<string, z.ZodType> = {};
  // A required value filled from another record (fillFrom) may be left out of a create, never sent as null.
  for (const [k, f] of writable)
    create[k] = f.required ? (f.fillFrom ? fieldInput(f).optional() : fieldInput(f)) : optionalInput(f);
  // A computed or lifecycle field in a create or update is the caller's mistake: refused, never silently dropped.
  for (const k of computed) create[k] = computedInput();
  for (const [k, f] of fields) if (f.serverOnly) create[k] = serverOnlyInput();
  const Create = z.object(create);

  const update: Record<string, z.ZodType> = {};
  for (const k of computed) update[k] = computedInput();
  for (const [k, f] of fields) if (f.serverOnly) update[k] = serverOnlyInput();
  for (const [k, f] of writable) {
    const must = def.updateRequires?.includes(k);
    update[k] = must ? fieldInput({ ...f, required: true }) : f.required ? fieldInput(f).optional() : optionalInput(f);
  }
  const Update = z.object(update);

  const maxLimit = def.list.maxLimit ?? 1000;
  const query: Record<string, z.ZodType> = {
    limit: textNumber(z.number().int().min(1).max(maxLimit)).default(Math.min(def.list.defaultLimit, maxLimit)),
    offset: textNumber(z.number().int().min(0)).default(0),
  };
  const sortable = orderingFields(def);
  if (sortable.length)
    query.ordering = z
      .enum([...sortable, ...sortable.map((f) => `-${f}`)] as [string, ...string[]])
      .optional()
      .meta({
        description: `Order by a list column, '-' for descending; ties by id in the same direction, empty values first in ascending order. Default: ${def.list.ordering}.`,
      });
  for (const flt of def.list.filters) {
    switch (flt.op) {
      case 'eq': {
        const f = def.fields[flt.field]!;
        query[flt.field] = queryParam(f);
        break;
      }
      case 'contains':
        // A phone is found however it is typed (+886 912 345 678 finds 0912-345-678): the search reads it as a phone
        // was read when it was stored (phone.ts).
        query[flt.field] =
          def.fields[flt.field]?.format === 'phone'
            ? z.string().max(200).transform(phoneSearchText).optional()
            : z.string().max(200).optional();
        break;
      case 'range': {
        const f = def.fields[flt.field]!;
        query[`${flt.field}_from`] = queryParam(f);
        query[`${flt.field}_to`] = queryParam(f);
        break;
      }
      case 'window':
        query.from_date = RealDate.optional();
        query.duration = textNumber(z.number().int().min(1).max(366)).optional();
        break;
      case 'custom':
        for (const [p, kind] of Object.entries(flt.params)) {
          query[p] =
            kind === 'date'
              ? RealDate.optional()
              : kind === 'int'
                ? textNumber(z.number().int().min(1).max(366)).optional()
                : z.string().max(200).optional();
        }
        break;
    }
  }
  if (isClinicalRecord(def))
    query.archived = z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional()
      .meta({ description: 'true: the archived records instead of the current ones (managers only).' });
  const ListQuery = z.object(query);
  const Page = z
    .object({
      count: z.number().int(),
      next: z.string().nullable(),
      previous: z.string().nullable(),
      results: z.array(Entity),
    })
    .meta({ description: `${def.label.en}: a page of records {count, next, previous, results}.` });
  const out = { Entity, Create, Update, ListQuery, Page } as unknown as ResourceSchemas<F>;
  cache.set(def, out as unknown as ResourceSchemas<Record<string, FieldSpec>>);
  return out;
}

/** A filter value from the query string: typed like the field, always optional. */
function queryParam(f: FieldSpec): z.ZodType {
  switch (f.type) {
    case 'int':
    case 'money':
    case 'ref':
      return textNumber(z.number().int()).optional();
    case 'number':
      return textNumber(z.number()).optional();
    case 'date':
      return RealDate.optional();
    case 'datetime':
      return DateTime.optional();
    case 'enum':
      return z.enum(f.values as [string, ...string[]]).optional();
    case 'bool':
      return z
        .enum(['true', 'false', '1', '0'])
        .transform((v) => v === 'true' || v === '1')
        .optional();
    default:
      return z.string().max(200).optional();
  }
}
