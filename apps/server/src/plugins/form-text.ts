import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { NUMBER_TEXT } from '@pnc/schemas/common';

/** A JSON Schema node, as z.toJSONSchema writes a route's body (only what is read here). */
interface Node {
  type?: string | string[];
  anyOf?: Node[];
  oneOf?: Node[];
  allOf?: Node[];
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
  properties?: Record<string, Node>;
  $defs?: Record<string, Node>;
}

/** The JSON types a node takes; a node that says nothing (any value) takes text too. */
function typesOf(node: Node | undefined, root: Node, depth = 0): Set<string> {
  const out = new Set<string>();
  if (!node || depth > 16) return out.add('string');
  if (node.$ref) return typesOf(root.$defs?.[node.$ref.split('/').pop()!], root, depth + 1);
  const types = node.type === undefined ? [] : [node.type].flat();
  for (const t of types) out.add(t);
  for (const sub of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])])
    for (const t of typesOf(sub, root, depth + 1)) out.add(t);
  for (const v of [...(node.enum ?? []), ...('const' in node ? [node.const] : [])]) out.add(v === null ? 'null' : typeof v);
  if (!out.size) out.add('string');
  return out;
}

/** The body's top-level properties and the JSON types each takes (through a nullable or optional body too). */
function propertiesOf(node: Node, root: Node, depth = 0): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  if (depth > 16) return out;
  if (node.$ref) return propertiesOf(root.$defs?.[node.$ref.split('/').pop()!] ?? {}, root, depth + 1);
  for (const [k, v] of Object.entries(node.properties ?? {})) out.set(k, typesOf(v, root));
  for (const sub of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])])
    for (const [k, v] of propertiesOf(sub, root, depth + 1)) out.set(k, v);
  return out;
}

const cache = new WeakMap<object, Map<string, Set<string>>>();

function bodyProperties(schema: unknown): Map<string, Set<string>> {
  if (!(schema instanceof z.ZodType)) return new Map();
  let props = cache.get(schema);
  if (!props) {
    try {
      const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Node;
      props = propertiesOf(root, root);
    } catch {
      props = new Map();
    }
    cache.set(schema, props);
  }
  return props;
}

const YES_NO: Record<string, boolean> = { true: true, false: false, on: true, off: false, '1': true, '0': false };

const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() === 'application/x-www-form-urlencoded';

/**
 * A form post's values are all text. Before validation, each one whose field takes no text is read as that field's
 * JSON value: a number from decimal digits with at most one point and an optional leading minus (NUMBER_TEXT), a
 * yes/no from true/false, on/off or 1/0, and a blank as null where the field may be cleared. Anything else stays text
 * and is refused at its field ("0x10", "1e3", " 7", "７" are not numbers). A JSON body is never read this way: its
 * numbers are JSON numbers.
 */
export function readFormText(body: Record<string, unknown>, props: Map<string, Set<string>>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...body };
  for (const [key, value] of Object.entries(body)) {
    const types = props.get(key);
    if (!types || typeof value !== 'string' || types.has('string')) continue;
    if (value === '' && types.has('null')) out[key] = null;
    else if ((types.has('number') || types.has('integer')) && NUMBER_TEXT.test(value)) out[key] = Number(value);
    else if (types.has('boolean') && Object.hasOwn(YES_NO, value)) out[key] = YES_NO[value];
  }
  return out;
}

/** Reads a form post's text by the route's body schema (one hook before every route's validation). */
export function formText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (!isFormPost(request) || !request.body || typeof request.body !== 'object' || Array.isArray(request.body)) return;
    const props = bodyProperties(request.routeOptions.schema?.body);
    if (props.size) request.body = readFormText(request.body as Record<string, unknown>, props);
  });
}
