import { z } from 'zod';
import { errorDocs, errorExampleName } from '@pnc/schemas/error-docs';

type Json = Record<string, unknown>;

const ERROR_REF = '#/components/schemas/Error';

/** What a success status says when its schema names nothing more. */
const SUCCESS: Record<string, (summary: string) => string> = {
  '200': (summary) => `OK: ${summary ? summary[0]!.toLowerCase() + summary.slice(1) : 'the answer'}.`,
  '201': () => 'Created: the new record, as stored.',
  '204': () => 'Done: no body.',
};

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The first example of a response schema: its own (zod `.meta({ examples })`), or one built from its items'. */
export function exampleOf(schema: unknown): unknown {
  if (!(schema instanceof z.ZodType)) return undefined;
  const own = schema.meta()?.examples;
  if (Array.isArray(own) && own.length) return own[0];
  if (schema instanceof z.ZodArray) {
    const item = exampleOf(schema.element);
    return item === undefined ? undefined : [item];
  }
  if (schema instanceof z.ZodObject) {
    // A DRF-style page {count, next, previous, results}: one page of one item.
    const shape = schema.shape as Record<string, unknown>;
    const keys = Object.keys(shape).sort().join(',');
    if (keys === 'count,next,previous,results') {
      const item = exampleOf((shape.results as z.ZodArray<z.ZodType>).element);
      return item === undefined ? undefined : { count: 1, next: null, previous: null, results: [item] };
    }
  }
  return undefined;
}

const exampleMedia = (example: unknown) => (example === undefined ? {} : { example });

/** components.examples: each error status's example answer, with its longer account. */
export const errorExamples = () =>
  Object.fromEntries(
    Object.entries(errorDocs).map(([status, doc]) => [
      errorExampleName(Number(status)),
      { summary: doc.example.code, description: doc.detail, value: doc.example },
    ]),
  );

/**
 * Documents one route's responses in the OpenAPI document only (the route's own schemas, which serialize its
 * answers, are not touched): every status gets a description (the schema's own, else what the status means here)
 * and, where there is one, an example. `json` is the route's responses as JSON Schema, `zod` as the route wrote them,
 * `summary` the operation's.
 * A JSON answer is written as a response object with its media type (`{description, content}`, which
 * @fastify/swagger copies as it is), since a `$ref` schema keeps no description or example beside it.
 */
export function documentResponses(json: Json, zod: Record<string, unknown>, summary = ''): void {
  for (const [status, schema] of Object.entries(json)) {
    if (!isObject(schema)) continue;
    const source = zod[status];
    const error = errorDocs[Number(status)];
    const fallback = error?.description ?? SUCCESS[status]?.(summary) ?? 'Answer.';
    if (isObject(schema.content)) {
      // Already a response object with its media types: it keeps its description, or gets the status's.
      schema.description ??= fallback;
      continue;
    }
    const own = (source instanceof z.ZodType ? source.meta()?.description : undefined) ?? (schema.description as string);
    if (schema.type === 'null') {
      // No body: @fastify/swagger writes the description alone.
      schema.description = own ?? fallback;
      continue;
    }
    const { examples, ...rest } = schema;
    // The error shape's example is written once, in components.examples (errorExamples), and named here.
    const media =
      error && schema.$ref === ERROR_REF
        ? { examples: { [error.example.code]: { $ref: `#/components/examples/${errorExampleName(Number(status))}` } } }
        : exampleMedia(Array.isArray(examples) && examples.length ? examples[0] : exampleOf(source));
    json[status] = { description: own ?? fallback, content: { 'application/json': { schema: rest, ...media } } };
  }
}
