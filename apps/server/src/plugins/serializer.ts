import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

const isObject = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);
const PRIMITIVE = new Set(['string', 'number', 'integer', 'boolean', 'null']);

/** A branch that needs no stripping: a primitive, or an array of primitives. */
const isPlainData = (s: JsonSchema): boolean =>
  (typeof s.type === 'string' && PRIMITIVE.has(s.type)) ||
  (s.type === 'array' && isObject(s.items) && isPlainData(s.items)) ||
  (Array.isArray(s.enum) && !s.type);

/**
 * Rewrites what zod's JSON Schema says in ways fast-json-stringify serializes quickly and alike:
 * `anyOf [X, null]` (zod's nullable) becomes X with `nullable: true`, and a union of plain data
 * (an attribute's string | number | boolean | string[]) becomes `{}`, written as JSON.stringify
 * writes it. Any other `anyOf` stays: fast-json-stringify then picks the branch that matches.
 */
function forSerializer(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerializer);
  if (!isObject(schema)) return schema;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(schema)) out[k] = forSerializer(v);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf)) {
    const branches = anyOf.filter(isObject);
    const others = branches.filter((b) => b.type !== 'null');
    if (others.length === 1 && branches.length === 2 && !('anyOf' in others[0]!)) {
      delete out.anyOf;
      return { ...out, ...others[0], nullable: true };
    }
    if (branches.length === anyOf.length && branches.every(isPlainData)) {
      delete out.anyOf;
      return out;
    }
  }
  return out;
}

/**
 * Response serialization from the routes' zod schemas, compiled by fast-json-stringify instead of a zod
 * encode. Only the fields the schema lists are written, and a missing required field fails the request;
 * formats, lengths and enums go unchecked: routes build answers from rows the input schemas guarded.
 * A schema is compiled the first time its route answers, so building the app stays cheap.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  if (!(schema instanceof z.ZodType)) throw new Error('response schemas must be zod schemas');
  let stringify: ((data: unknown) => string) | undefined;
  return (data: unknown) => {
    stringify ??= fastJson(
      forSerializer(
        z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any', cycles: 'ref', reused: 'inline' }),
      ) as Parameters<typeof fastJson>[0],
    );
    return stringify(data);
  };
};
