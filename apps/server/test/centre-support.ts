import { beforeAll } from 'vitest';
import type { FieldSpec, ResourceDefinition } from '@pnc/schemas/centre/define';
import { resourceByName } from '@pnc/schemas/centre/resources';
import { normaliseNationalId, normalisePhone, withCheckDigit } from '@pnc/schemas/centre/tw-identity';
import type { Role } from '@pnc/schemas/common';
import { issueToken } from '../src/accounts/token-repository';
import type { Harness, TestUser } from './helper';

export type Auth = Record<Role, string> & { users: Record<Role, TestUser> };

/** One user and one token per role, made directly (independent of the login route). */
export function roleTokens(t: Harness): Auth {
  const auth = { users: {} } as Auth;
  beforeAll(async () => {
    for (const role of ['customer', 'staff', 'manager', 'admin'] as const) {
      const user = await t.createUser({ role, password: `pw-${role}-long-enough` });
      auth.users[role] = user;
      auth[role] = `Token ${await issueToken(t.db, user.id, 'test', 1)}`;
    }
  });
  return auth;
}

let seq = 0;

/** A valid value for a field, from its type and range; `variant` gives a second, different valid value. */
export function sampleValue(name: string, f: FieldSpec, variant = 0): unknown {
  const n = ++seq;
  switch (f.type) {
    case 'text':
    case 'longtext': {
      // A valid 身分證字號: a letter, 2, seven digits from the sequence, and its check digit.
      if (f.format === 'national_id')
        return withCheckDigit(`${'ABCDEFGHJK'[variant % 10]}2${String(n % 10_000_000).padStart(7, '0')}`);
      const base =
        name === 'phone' || name.endsWith('_phone')
          ? `0912-345-${String(100 + (n % 900))}`
          : `${name}-${variant}-${n}-${process.pid}`;
      return base.slice(0, f.max ?? 200);
    }
    case 'int':
    case 'money':
    case 'number': {
      const min = f.min ?? (f.type === 'money' ? 0 : 1);
      const max = f.max ?? min + 1000;
      const v = Math.floor((min + max) / 2) + variant;
      return f.type === 'money' ? Math.max(v, 1) : v;
    }
    case 'date':
      // end dates after start dates, so cross-field rules hold.
      return name.startsWith('end') ? `2026-03-${10 + variant}` : `2026-03-0${1 + variant}`;
    case 'datetime':
      return `2026-03-0${1 + variant}T08:30:00+08:00`;
    case 'enum': {
      // Values only the server sets are not the client's to send.
      const writable = f.values!.filter((v) => !f.serverValues?.includes(v));
      return writable[variant % writable.length];
    }
    case 'bool':
      return variant === 0;
    case 'json':
      return variant === 0 ? ['diaper bag', 'breast pump'] : { items: ['blanket'] };
    case 'ref':
      throw new Error('refs are made by makePayload');
  }
}

/** The API's answer for a value sent (date-times come back in UTC). */
export function answered(f: FieldSpec, v: unknown): unknown {
  if (f.type === 'datetime' && typeof v === 'string') return new Date(v).toISOString();
  if (f.format === 'phone' && typeof v === 'string') return normalisePhone(v);
  if (f.format === 'national_id' && typeof v === 'string') return normaliseNationalId(v);
  return v;
}

export interface Maker {
  /**
   * A valid create payload, creating referenced rows first (through the API, as admin); `given` are values the
   * caller chose (a check-in's mother), which the rows made for it follow.
   */
  payload(def: ResourceDefinition, given?: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** Creates one row through the API and answers it. */
  create(def: ResourceDefinition, overrides?: Record<string, unknown>): Promise<Record<string, unknown>>;
}

export function maker(t: Harness, auth: Auth): Maker {
  const m: Maker = {
    async payload(def, given = {}) {
      const out: Record<string, unknown> = {};
      for (const [k, f] of Object.entries(def.fields)) {
        // The server fills what it computes and who made the record (the caller).
        if (f.readOnly || f.author) continue;
        if (f.type === 'ref') {
          out[k] = f.ref === 'user' ? auth.users.staff.id : (await m.create(resourceByName(f.ref!)!)).id;
        } else {
          out[k] = sampleValue(k, f);
        }
      }
      // A check-in checks a mother into her booked stay (centre/mom-checkin-record-routes.ts): book one that covers
      // the check-in day, in the room and under a contract of that mother.
      if (def.name === 'mom_checkin_record') {
        const mother = given.mother ?? (await m.create(resourceByName('mother')!)).id;
        const contract = (await m.create(resourceByName('contract')!, { mother })).id;
        const day = String(given.checkin_at ?? out.checkin_at).slice(0, 10);
        const end = new Date(Date.parse(`${day}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
        const room = given.room ?? out.room;
        await m.create(resourceByName('mom_living_record')!, { mother, room, start_date: day, end_date: end });
        Object.assign(out, { mother, contract });
      }
      return out;
    },
    async create(def, overrides = {}) {
      const payload = { ...(await m.payload(def, overrides)), ...overrides };
      const res = await t.inject({ method: 'POST', url: `/api/${def.path}/`, headers: { authorization: auth.admin }, payload });
      if (res.statusCode !== 201) throw new Error(`create ${def.name}: ${res.statusCode} ${res.body}`);
      return res.json();
    },
  };
  return m;
}

/** Rows in a resource's table, straight from the database. */
export async function countRows(t: Harness, table: string): Promise<number> {
  const r = await t.db
    .selectFrom(table as never)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(r.count);
}
