import Ajv2020 from 'ajv/dist/2020';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { centreResources } from '@pnc/schemas/centre/resources';
import { errorDocs } from '@pnc/schemas/error-docs';
import { loadConfig } from '../src/config';
import { operationIdOf } from '../src/plugins/openapi';
import { exampleOf } from '../src/plugins/openapi-responses';
import type * as OpenapiResponses from '../src/plugins/openapi-responses';
import { engines, setupApp } from './helper';
import { ruleOf } from './support/access-rules';
import { type Api, loadApi, type Schema } from './support/openapi-ops';

/**
 * Every route's responses as the route wrote them in zod, seen on their way into the document: the real
 * documentResponses runs unchanged, and each status's schema is kept to check its example against.
 */
const zodResponses = vi.hoisted(() => [] as { at: string; schema: unknown }[]);
vi.mock('../src/plugins/openapi-responses', async (importOriginal) => {
  const real = await importOriginal<typeof OpenapiResponses>();
  const documentResponses: typeof real.documentResponses = (json, zod, summary) => {
    for (const [status, schema] of Object.entries(zod)) zodResponses.push({ at: `${summary} ${status}`, schema });
    real.documentResponses(json, zod, summary);
  };
  return { ...real, documentResponses };
});

/** Every node of a JSON document, with its JSON pointer. */
function* nodes(n: unknown, at = ''): Generator<[string, Record<string, unknown>]> {
  if (Array.isArray(n)) for (const [i, v] of n.entries()) yield* nodes(v, `${at}/${i}`);
  else if (n && typeof n === 'object') {
    yield [at, n as Record<string, unknown>];
    for (const [k, v] of Object.entries(n)) yield* nodes(v, `${at}/${k}`);
  }
}

describe('operation ids from method and path', () => {
  it.each([
    ['GET', '/api/items/:id/comments/', 'getItemsByIdComments'],
    ['POST', '/api/users/reset_password/confirm/', 'postUsersResetPasswordConfirm'],
    ['DELETE', '/api/mom_meal_menu/:id/', 'deleteMomMealMenuById'],
    ['GET', '/checkout/order/:id/', 'getCheckoutOrderById'],
    ['GET', '/uploads/demo/:name', 'getUploadsDemoByName'],
  ])('%s %s is %s', (method, url, id) => {
    expect(operationIdOf(method, url)).toBe(id);
  });
});

describe('the OpenAPI server', () => {
  it('is PUBLIC_URL when given, else relative to where the document is read', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://centre.example.tw/' }).apiServer).toBe('https://centre.example.tw');
    expect(loadConfig({}).apiServer).toBe('/');
  });
});

describe.each(engines)('the OpenAPI document (%s)', (engine) => {
  const t = setupApp(engine, { config: { apiServer: 'https://centre.example.tw' } });
  let api: Api;
  const operation = (method: string, path: string) => api.doc.paths[path]![method.toLowerCase()] as Schema;
  beforeAll(async () => {
    api = await loadApi(t);
  });

  it('is OpenAPI 3.1 with one server, the public address', () => {
    expect(api.doc.openapi).toBe('3.1.0');
    expect(api.doc.servers).toEqual([{ url: 'https://centre.example.tw' }]);
  });

  it('writes a nullable field as a real null type, never `nullable`', () => {
    const all = [...nodes(api.doc)];
    expect(all.filter(([, n]) => 'nullable' in n).map(([at]) => at)).toEqual([]);
    const profile = api.doc.components.schemas.Profile!.properties as Record<string, Schema>;
    expect(profile.last_login).toEqual({ type: ['string', 'null'] });
    expect(profile.username).toEqual({ type: 'string' });
    const mother = api.doc.components.schemas.centre_mother!.properties as Record<string, Schema>;
    expect(mother.blood_type!.anyOf).toContainEqual({ type: 'null' });
  });

  it('declares token security on every operation the access rules guard, and none on the public ones', () => {
    const wrong: string[] = [];
    for (const op of api.ops) {
      const rule = ruleOf(op);
      const security = operation(op.method, op.path).security;
      const want = rule === 'public' ? [] : [{ token: [] }];
      if (JSON.stringify(security) !== JSON.stringify(want))
        wrong.push(`${op.key} (${rule ?? 'no rule'}): ${JSON.stringify(security)}`);
    }
    expect(wrong).toEqual([]);
    expect(api.doc.components.securitySchemes).toEqual({
      token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <key>' },
    });
  });

  it('names every operation with a unique camelCase operationId', () => {
    const ids = api.ops.map((op) => operation(op.method, op.path).operationId as string);
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]*$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operation('GET', '/api/items/{id}/').operationId).toBe('getItemsById');
  });

  it('lists the refusals a route of each kind gives: 400 on validated input, 401 when a token is needed', () => {
    const responses = (method: string, path: string) => Object.keys(operation(method, path).responses as object);
    expect(responses('GET', '/api/user/favorite/')).toContain('401');
    expect(responses('GET', '/api/items/{id}/')).toContain('400');
    expect(responses('GET', '/api/items/{id}/')).not.toContain('401');
    expect(responses('GET', '/uploads/{name}')).toEqual(['200', '400', '404']);
  });

  /** Every response of every operation, with its status and where it is. */
  const responses = () =>
    Object.entries(api.doc.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, op]) =>
        Object.entries((op as { responses: Record<string, Schema> }).responses).map(([status, response]) => ({
          at: `${method.toUpperCase()} ${path} ${status}`,
          status,
          response: response as { description?: string; content?: Record<string, Schema> },
        })),
      ),
    );

  it('describes every response in words of its own, none left as "Default Response"', () => {
    const all = responses();
    expect(all.length).toBeGreaterThan(1000);
    expect(all.filter((r) => !r.response.description || r.response.description === 'Default Response').map((r) => r.at)).toEqual(
      [],
    );
    expect(operation('GET', '/api/mother/').responses).toMatchObject({
      '403': { description: errorDocs[403]!.description },
      '200': { description: expect.not.stringMatching(/Default/) },
    });
  });

  it('gives every 2xx answer with a body a schema, JSON unless it declares another media type', () => {
    const bare = responses().filter(
      (r) => /^2/.test(r.status) && r.status !== '204' && !Object.values(r.response.content ?? {}).some((m) => m.schema),
    );
    expect(bare.map((r) => r.at)).toEqual([]);
    const noBody = responses().filter((r) => r.status === '204' && r.response.content);
    expect(noBody.map((r) => r.at)).toEqual([]);
  });

  it('answers every JSON refusal in the one error shape with the example of its status, or in a shape it names', () => {
    // The refusals that carry more than the error shape, each in its own component (the payment provider's
    // callbacks refuse in its text/plain instead).
    const ownShape = {
      'POST /api/social_signin/{socialType}/ 409': 'SocialSignInConflict',
      'PUT /api/handover/ 409': 'HandoverConflict',
    };
    const named: Record<string, string> = {};
    const wrong = responses()
      .filter((r) => /^[45]/.test(r.status) && r.response.content?.['application/json'])
      .filter((r) => {
        const media = r.response.content!['application/json'] as { schema: Schema; examples?: Record<string, Schema> };
        if (media.schema.$ref !== '#/components/schemas/Error') {
          named[r.at] = String(media.schema.$ref).replace('#/components/schemas/', '');
          return false;
        }
        const example = Object.values(media.examples ?? {})[0];
        return example?.$ref !== `#/components/examples/error_${r.status}`;
      });
    expect(wrong.map((r) => r.at)).toEqual([]);
    expect(named).toEqual(ownShape);
    const examples = (api.doc.components as { examples?: Record<string, { value: { status: number; code: string } }> }).examples!;
    expect(examples.error_400!.value).toMatchObject({ status: 400, code: 'validation_error', fields: expect.any(Object) });
  });

  it('shows an example on the answers of every generic resource route, and each example fits its schema', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema({ components: api.doc.components }, 'openapi');
    const fits = (schema: Schema, value: unknown) => {
      const validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')));
      return validate(value) ? [] : [ajv.errorsText(validate.errors)];
    };
    const problems: string[] = [];
    let shown = 0;
    for (const r of responses())
      for (const media of Object.values(r.response.content ?? {}) as { schema?: Schema; example?: unknown }[])
        if (media.example !== undefined) {
          shown++;
          problems.push(...fits(media.schema!, media.example).map((p) => `${r.at}: ${p}`));
        }
    const examples = (api.doc.components as { examples?: Record<string, { value: unknown }> }).examples!;
    for (const [name, e] of Object.entries(examples))
      problems.push(...fits({ $ref: '#/components/schemas/Error' }, e.value).map((p) => `${name}: ${p}`));
    expect(problems).toEqual([]);
    expect(shown).toBeGreaterThan(140);

    // The generic routes of every centre resource: list, read, create, update.
    const generic = new Set(
      centreResources.flatMap((d) => [
        `GET /api/${d.path}/`,
        `POST /api/${d.path}/`,
        `GET /api/${d.path}/{id}/`,
        `PUT /api/${d.path}/{id}/`,
      ]),
    );
    const checked = api.ops.filter((op) => generic.has(op.key));
    expect(checked.length).toBe(generic.size);
    const missing = checked.flatMap((op) =>
      Object.entries(operation(op.method, op.path).responses as Record<string, { content?: Record<string, Schema> }>)
        .filter(([status]) => /^2/.test(status))
        .filter(([, r]) => r.content?.['application/json']?.example === undefined)
        .map(([status]) => `${op.key} ${status}`),
    );
    expect(missing).toEqual([]);
    expect(operation('GET', '/api/mother/').responses).toMatchObject({
      '200': { content: { 'application/json': { example: { count: 1, next: null, previous: null, results: [{ id: 1 }] } } } },
    });
  });

  it('shows an example on every JSON answer, success or refusal', () => {
    const json = responses().filter((r) => r.response.content?.['application/json']);
    expect(json.length).toBeGreaterThan(1000);
    const bare = json.filter((r) => {
      const media = r.response.content!['application/json'] as { example?: unknown; examples?: unknown };
      return media.example === undefined && media.examples === undefined;
    });
    expect(bare.map((r) => r.at)).toEqual([]);
  });

  it("writes each zod schema's example so that the schema itself accepts it", () => {
    // The document's example of a response is its zod schema's (.meta({ examples })), or built from its items'.
    const problems: string[] = [];
    let checked = 0;
    for (const { at, schema } of zodResponses) {
      if (!(schema instanceof z.ZodType)) continue;
      const example = exampleOf(schema);
      if (example === undefined) continue;
      checked++;
      const parsed = schema.safeParse(example);
      if (!parsed.success) problems.push(`${at}: ${z.prettifyError(parsed.error)}`);
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(200);
    // Arrays and pages show their item's example; a route's Ok says what that route's detail says.
    expect(operation('GET', '/api/categories/items/').responses).toMatchObject({
      '200': { content: { 'application/json': { example: { count: 1, results: [{ id: 5, price: 680, currency: 'TWD' }] } } } },
    });
    expect(operation('POST', '/api/users/reset_validation/').responses).toMatchObject({
      '200': { content: { 'application/json': { example: { detail: 'Validation email sent.' } } } },
    });
  });

  it('keeps only the components some operation reaches', () => {
    const refs = new Set<string>();
    const reach = (node: unknown) => {
      for (const [, n] of nodes(node))
        if (typeof n.$ref === 'string' && !refs.has(n.$ref)) {
          refs.add(n.$ref);
          reach(api.doc.components.schemas[n.$ref.replace('#/components/schemas/', '')]);
        }
    };
    reach(api.doc.paths);
    const names = Object.keys(api.doc.components.schemas);
    expect(names.filter((n) => !refs.has(`#/components/schemas/${n}`))).toEqual([]);
    expect(names).toContain('centre_mother');
  });
});
