import { describe, expect, it } from 'vitest';
import { assignment } from '@pnc/schemas/centre/assignment';
import { authorFields } from '@pnc/schemas/centre/define';
import { centreResources } from '@pnc/schemas/centre/resources';
import { countRows, maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

const authored = centreResources.filter((d) => authorFields(d).length > 0);

/** Who did it is the signed-in staff member, set by the server; only staff accounts are put on the roster. */
describe.each(engines)('who did it, and who may be on duty (%s)', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);

  it('covers every by-whom field of the care records', () => {
    const named = authored.flatMap((d) => authorFields(d).map((f) => `${d.name}.${f}`)).sort();
    expect(named).toEqual(
      expect.arrayContaining([
        'baby_health_record.nurse',
        'mom_caring_record.nurse',
        'mom_checkedin_eval.evaluator',
        'mom_education_record.educator',
        'mom_pre_checkin_eval.evaluator',
      ]),
    );
  });

  it.each(authored.map((d) => [d.name, d] as const))(
    '%s: the record carries its caller, never a name from the body',
    async (_n, def) => {
      const url = `/api/${def.path}/`;
      const fields = authorFields(def);
      const post = (who: string, payload: object) => t.inject({ method: 'POST', url, headers: { authorization: who }, payload });

      const plain = await post(auth.staff, await make.payload(def));
      expect(plain.statusCode, plain.body).toBe(201);
      for (const f of fields) expect(plain.json()[f]).toBe(auth.users.staff.id);

      // Naming oneself is no change; naming a colleague or a customer is refused and writes nothing.
      const self = await post(auth.staff, {
        ...(await make.payload(def)),
        ...Object.fromEntries(fields.map((f) => [f, auth.users.staff.id])),
      });
      expect(self.statusCode, self.body).toBe(201);
      const before = await countRows(t, def.table);
      for (const other of [auth.users.manager.id, auth.users.customer.id]) {
        const forged = await post(auth.staff, { ...(await make.payload(def)), [fields[0]!]: { id: other } });
        expect(forged.statusCode, forged.body).toBe(400);
        expect(forged.json()).toMatchObject({ code: 'author_set_by_server', fields: { [fields[0]!]: [expect.any(String)] } });
      }
      expect(await countRows(t, def.table)).toBe(before);

      // A colleague's edit keeps the author; changing it is refused and changes nothing.
      const id = plain.json().id as number;
      const put = (payload: object) => auth.as.manager('PUT', `${url}${id}/`, payload);
      const edited = await put({ note: 'checked again' });
      expect(edited.statusCode, edited.body).toBe(200);
      for (const f of fields) expect(edited.json()[f]).toBe(auth.users.staff.id);
      const same = await put({ [fields[0]!]: auth.users.staff.id });
      expect(same.statusCode, same.body).toBe(200);
      for (const other of [auth.users.manager.id, auth.users.customer.id]) {
        const moved = await put({ [fields[0]!]: other, note: 'moved' });
        expect(moved.statusCode, moved.body).toBe(400);
        expect(moved.json().code).toBe('author_set_by_server');
      }
      const read = await auth.as.staff('GET', `${url}${id}/`);
      expect(read.json()).toMatchObject({ note: 'checked again', [fields[0]!]: auth.users.staff.id });
    },
  );

  it('puts only active staff accounts on the duty roster', async () => {
    const post = (user: number) => auth.as.staff('POST', '/api/assignment/', { user, date: '2027-05-01', shift: 'day' });
    const before = await countRows(t, 'assignment');
    const customer = await post(auth.users.customer.id);
    expect(customer.statusCode, customer.body).toBe(400);
    expect(customer.json()).toMatchObject({ code: 'not_staff', fields: { user: [expect.any(String)] } });
    expect(await countRows(t, 'assignment')).toBe(before);

    for (const who of [auth.users.staff, auth.users.manager, auth.users.admin]) expect((await post(who.id)).statusCode).toBe(201);

    const leaver = await t.createUser({ role: 'staff' });
    const shift = await make.create(assignment, { user: leaver.id, date: '2027-05-02', shift: 'night' });
    const off = await auth.as.admin('PUT', `/api/user/${leaver.id}/`, { is_active: false });
    expect(off.statusCode).toBe(200);
    expect((await post(leaver.id)).json().code).toBe('not_staff');
    // A past shift of someone since deactivated stays editable; moving a shift to a customer is refused.
    const put = (payload: object) => auth.as.staff('PUT', `/api/assignment/${shift.id}/`, payload);
    expect((await put({ task: '夜間巡房' })).statusCode).toBe(200);
    const moved = await put({ user: auth.users.customer.id });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().code).toBe('not_staff');
    const unknown = await post(999_999);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.user).toEqual(['not_an_id']);
  });
});
