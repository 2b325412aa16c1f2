import fc from 'fast-check';
import type { Operation, Schema } from './openapi-ops';

/**
 * fast-check generators driven by the OpenAPI document's JSON Schemas, which are
 * z.toJSONSchema() of the zod schemas in packages/schemas: generating from them is generating
 * from the zod schemas, without a second hand-written description of each payload.
 */

type Resolve = (s: Schema) => Schema;

const DATE = /\\d\{4\}-\\d\{2\}-\\d\{2\}/;

/**
 * A value the schema accepts (best effort: patterns other than dates are sampled by fc.stringMatching).
 * JSON Schema 2020-12 as OpenAPI 3.1 carries it: a nullable value is `type: [T, 'null']` or an anyOf with null.
 */
export function validArb(raw: Schema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(raw);
  if (Array.isArray(s.type)) {
    const types = s.type as string[];
    return fc.oneof(...types.map((type) => (type === 'null' ? fc.constant(null) : validNonNull({ ...s, type }, resolve, depth))));
  }
  if (s.type === 'null') return fc.constant(null);
  return validNonNull(s, resolve, depth);
}

function validNonNull(s: Schema, resolve: Resolve, depth: number): fc.Arbitrary<unknown> {
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  if (Array.isArray(s.anyOf)) return fc.oneof(...(s.anyOf as Schema[]).map((x) => validArb(x, resolve, depth + 1)));
  const num = (k: string) => (typeof s[k] === 'number' ? (s[k] as number) : undefined);
  switch (s.type) {
    case 'string': {
      const pattern = typeof s.pattern === 'string' ? s.pattern : '';
      if (s.format === 'date' || DATE.test(pattern)) return fc.constantFrom('2026-01-15', '2026-03-01');
      if (s.format === 'date-time') return fc.constant('2026-01-15T08:00:00.000Z');
      if (s.format === 'email') return fc.constant('fuzz@example.test');
      if (s.format === 'uri') return fc.constant('https://example.test/a.png');
      const min = num('minLength') ?? 0;
      const max = Math.max(min, Math.min(num('maxLength') ?? 20, 20));
      if (pattern) return fc.stringMatching(new RegExp(pattern)).filter((x) => x.length >= min && x.length <= max);
      return fc.string({ minLength: min, maxLength: max });
    }
    case 'integer':
    case 'number': {
      const above = num('exclusiveMinimum');
      // Whole numbers inside the range (a decimal bound, e.g. 35.5, is rounded inwards).
      const min = above !== undefined ? Math.floor(above) + 1 : Math.ceil(num('minimum') ?? 0);
      const max = Math.max(min, Math.min(Math.floor(num('maximum') ?? 1000), min + 1000));
      return fc.integer({ min, max });
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      if (depth > 4 || !s.items) return fc.constant([]);
      const minLength = num('minItems') ?? 0;
      return fc.array(validArb(s.items as Schema, resolve, depth + 1), {
        minLength,
        maxLength: Math.max(minLength, Math.min(num('maxItems') ?? 3, 3)),
      });
    }
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, Schema>;
      const required = (s.required ?? []) as string[];
      if (depth > 4) return fc.constant({});
      const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, validArb(v, resolve, depth + 1)]));
      return fc.record(model, { requiredKeys: required.filter((k) => k in props) });
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

const nested = (n: number): unknown => {
  let v: unknown = 'deep';
  for (let i = 0; i < n; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

/** Values no honest client sends: wrong types, edge numbers, bad dates, odd text, huge and deep things. */
const junkArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, -99999999999, 99999999999) },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 63)) },
  {
    weight: 6,
    arbitrary: fc.constantFrom<unknown>(
      ...['', ' ', 'x', 'abc', '-1', '1e309', 'NaN', 'Infinity', '99999999999', 'not_an_enum_value'],
      ...['2026-02-30', '2026-13-01', '0000-00-00', '2026-1-1', '9999-99-99T99:99', '\u0000', 'a\u0000b'],
      ...['😀'.repeat(50), '\u202e𠜎\ud800', '<script>alert(1)</script>', "' or 1=1 --", '../../etc/passwd'],
    ),
  },
  { weight: 3, arbitrary: fc.constantFrom<unknown>([], {}, [1, 2, 3], { a: 1 }, [{}], { '': null, __proto__: 1 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  // large but well under the 1 MiB body limit (multi-byte characters: ~600 KB)
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 200_000 }).map((n) => '字'.repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 20, max: 400 }).map(nested) },
);

const BAD_IDS = ['abc', '-1', '0', '1e309', '99999999999', '1.5', '9007199254740993', '%00', ' ', '١', '0x10'];

/** Path parameter text: mostly malformed, sometimes a real demo id so handlers run past the lookup. */
function pathValueArb(schema: Schema): fc.Arbitrary<string> {
  const good = schema.type === 'integer' ? fc.constantFrom('1', '2', '3') : validArb(schema, (x) => x).map(String);
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...BAD_IDS, '../../etc/passwd', 'a'.repeat(300)) },
    { weight: 2, arbitrary: good },
  );
}

const asQueryText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

export interface FuzzRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  /** JSON text or form text to send, with its content type; absent for no body. */
  body?: { type: string; text: string };
}

const BAD_TEXT = ['{"a":', '', 'null', '"x"', '[', '{"__proto__":{"x":1}}', '\u0000'];

/** A malformed body for a JSON body schema: one property broken, one required missing, extras, or junk. */
function bodyArb(schema: Schema, resolve: Resolve): fc.Arbitrary<FuzzRequest['body']> {
  const s = resolve(schema);
  const props = Object.keys((s.properties ?? {}) as object);
  const required = ((s.required ?? []) as string[]).filter((k) => props.includes(k));
  const valid = validArb(s, resolve) as fc.Arbitrary<Record<string, unknown>>;
  const json = (v: unknown) => ({ type: 'application/json', text: JSON.stringify(v) ?? 'null' });
  const arbs: fc.Arbitrary<FuzzRequest['body']>[] = [
    junkArb.map(json),
    fc.constantFrom(...BAD_TEXT).map((text) => ({ type: 'application/json', text })),
    fc.tuple(valid, junkArb).map(([v, j]) => json({ ...v, extra_field: j })),
    // a form post of the same fields with repeated keys and brackets
    fc.constantFrom('a=1&a=2', 'text[]=x&text[]=y', 'id=%00', '=').map((text) => ({
      type: 'application/x-www-form-urlencoded',
      text,
    })),
  ];
  if (props.length) {
    // wrong value in one property: the most common case, so listed twice
    const broken = fc.tuple(valid, fc.constantFrom(...props), junkArb).map(([v, k, j]) => json({ ...v, [k]: j }));
    arbs.push(broken, broken);
  }
  if (required.length)
    arbs.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([v, k]) => {
        const rest = { ...v };
        delete rest[k];
        return json(rest);
      }),
    );
  return fc.oneof(...arbs);
}

/** One malformed request for an operation. */
export function requestArb(op: Operation, resolve: Resolve): fc.Arbitrary<FuzzRequest> {
  const params = fc.record(Object.fromEntries(op.pathParams.map((p) => [p.name, pathValueArb(p.schema)])));
  const queryModel = Object.fromEntries(
    op.queryParams.map((p) => [
      p.name,
      fc.oneof(validArb(p.schema, resolve), junkArb, fc.constantFrom('-1', 'abc', '1e309', '2026-02-30')).map(asQueryText),
    ]),
  );
  const query = fc.record(queryModel, { requiredKeys: [] });
  const body = op.body ? bodyArb(op.body, resolve) : fc.constant(undefined);
  return fc.record({ params, query, body }).map(({ params: p, query: q, body: b }): FuzzRequest => {
    const present = Object.entries(q).filter((e): e is [string, string] => e[1] !== undefined);
    return { params: p, query: Object.fromEntries(present), ...(b && { body: b }) };
  });
}
