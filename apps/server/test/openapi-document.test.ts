import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { operationIdOf } from '../src/plugins/openapi';
import { engines, setupApp } from './helper';
import { ruleOf } from './support/access-rules';
import { type Api, loadApi, type Schema } from './support/openapi-ops';

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
