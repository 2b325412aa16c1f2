import { describe, expect, it } from 'vitest';
import { room } from '@pnc/schemas/centre/room';
import { issueToken } from '../src/accounts/token-repository';
import { maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

/** The audit log is read by managers only and no route changes it; the user list shows no secrets. */
describe.each(engines)('audit log and user list on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);

  it('is read by managers, paged and filtered, and cannot be changed or deleted', async () => {
    const r = await make.create(room);
    const url = `/api/audit_log/?entity=room&entity_id=${r.id}`;
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await auth.as.customer('GET', url)).statusCode).toBe(403);
    expect((await auth.as.staff('GET', url)).statusCode).toBe(403);

    const res = await auth.as.manager('GET', url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 1, next: null, previous: null });
    const [entry] = res.json().results;
    expect(entry).toMatchObject({ action: 'create', entity: 'room', entity_id: r.id, actor_id: auth.users.admin.id });
    expect(entry.changed_fields).toMatchObject({ number: r.number, status: r.status });
    expect(Date.parse(entry.created_at)).toBeGreaterThan(Date.now() - 60_000);

    const paged = await auth.as.manager('GET', '/api/audit_log/?limit=1');
    expect(paged.json().results).toHaveLength(1);
    expect(paged.json().next).toMatch(/limit=1&offset=1/);

    for (const method of ['PUT', 'DELETE', 'PATCH', 'POST'] as const) {
      const out = await auth.as.admin(method, `/api/audit_log/${entry.id}/`, {});
      expect([404, 405], method).toContain(out.statusCode);
    }
    const still = await auth.as.manager('GET', url);
    expect(still.json().results).toEqual(res.json().results);
  });

  it('lists users without secrets for managers; admins change roles, and deactivating ends sessions', async () => {
    expect((await auth.as.staff('GET', '/api/user/')).statusCode).toBe(403);
    const list = await auth.as.manager('GET', '/api/user/?limit=1000');
    expect(list.statusCode).toBe(200);
    const nurse = list.json().results.find((u: { id: number }) => u.id === auth.users.staff.id);
    expect(Object.keys(nurse).sort()).toEqual(['display_name', 'email', 'id', 'is_active', 'phone', 'role', 'username']);
    expect(list.body).not.toMatch(/password|hash|argon/i);
    const staffOnly = await auth.as.manager('GET', '/api/user/?role=staff');
    expect(staffOnly.json().results.every((u: { role: string }) => u.role === 'staff')).toBe(true);

    const target = await t.createUser({ role: 'staff' });
    const session = `Token ${await issueToken(t.db, target.id, 'test', 1)}`;
    expect((await t.inject({ method: 'GET', url: '/api/room/', headers: { authorization: session } })).statusCode).toBe(200);
    const put = (headers: Record<string, string>, payload: unknown) =>
      t.inject({ method: 'PUT', url: `/api/user/${target.id}/`, headers, payload: payload as object });
    expect((await put({ authorization: auth.manager }, { role: 'manager' })).statusCode).toBe(403);
    const promoted = await put({ authorization: auth.admin }, { role: 'manager' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toMatchObject({ id: target.id, role: 'manager', is_active: true });
    expect((await put({ authorization: auth.admin }, { role: 'king' })).statusCode).toBe(400);
    expect((await put({ authorization: auth.admin }, {})).statusCode).toBe(400);

    const off = await put({ authorization: auth.admin }, { is_active: false });
    expect(off.json().is_active).toBe(false);
    const tokens = await t.db.selectFrom('auth_token').select('id').where('user_id', '=', target.id).execute();
    expect(tokens).toHaveLength(0);
    expect((await t.inject({ method: 'GET', url: '/api/room/', headers: { authorization: session } })).statusCode).toBe(401);

    const self = await auth.as.admin('PUT', `/api/user/${auth.users.admin.id}/`, { role: 'staff' });
    expect(self.statusCode).toBe(403);
    const audit = await auth.as.manager('GET', `/api/audit_log/?entity=user&entity_id=${target.id}`);
    expect(audit.json().results.map((a: { changed_fields: object }) => Object.keys(a.changed_fields)[0])).toEqual([
      'is_active',
      'role',
    ]);
  });
});
