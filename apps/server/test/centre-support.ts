import type { InjectOptions } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { FieldSpec, ResourceDefinition } from '@pnc/schemas/centre/define';
import { milestoneResultsByKind, type MilestoneKind } from '@pnc/schemas/centre/newborn-milestone';
import { hasRecordRules, recordFieldErrors } from '@pnc/schemas/centre/record-rules';
import { resourceByName } from '@pnc/schemas/centre/resources';
import { normaliseNationalId, normalisePhone, withCheckDigit } from '@pnc/schemas/centre/tw-identity';
import type { Role } from '@pnc/schemas/common';
import { issueToken } from '../src/accounts/token-repository';
import type { Harness, TestUser } from './helper';

type Send = (method: InjectOptions['method'], url: string, payload?: InjectOptions['payload']) => ReturnType<Harness['inject']>;

/** Per role: its user, its Authorization header value, and `as[role]` to send a request with it. */
type Auth = Record<Role, string> & { users: Record<Role, TestUser>; as: Record<Role, Send> };

/** One user and one token per role, made directly (independent of the login route). */
export function roleTokens(t: Harness): Auth {
  const auth = { users: {}, as: {} } as Auth;
  beforeAll(async () => {
    for (const role of ['customer', 'staff', 'manager', 'admin'] as const) {
      const user = await t.createUser({ role, password: `pw-${role}-long-enough` });
      auth.users[role] = user;
      auth[role] = `Token ${await issueToken(t.db, user.id, 'test', 1)}`;
      auth.as[role] = (method, url, payload) => t.inject({ method, url, headers: { authorization: auth[role] }, payload });
    }
  });
  return auth;
}

let seq = 0;

/** A valid value for a field, from its type and range; `variant` gives a second, different valid value. */
/** Vital signs in the normal range, so a sample record raises no early warning flag (early-warning.ts). */
const normalVitals: Readonly<Record<string, number>> = { pulse: 80, bp_systolic: 118, bp_diastolic: 76, spo2: 97 };

export function sampleValue(name: string, f: FieldSpec, variant = 0): unknown {
  const n = ++seq;
  if (name in normalVitals) return normalVitals[name]! + variant;
  // A dose within every unit's plausible ceiling (mom-medication-record.ts), 5 g as much as 5 tablets.
  if (name === 'dose') return 5 + variant;
  // A mother's breathing range starts at 5 (vitals.ts); a newborn's midpoint is normal already.
  if (name === 'respiration' && f.min === 5) return 16 + variant;
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

/**
 * Values that keep a definition's cross-field rules when every field gets a sample: those of record-rules.ts (a care
 * event carries only the details its kind takes, a temperature its site…) through fitRecordRules, a consent's single
 * notice version, a milestone's result that fits its kind.
 */
export function consistent(
  def: ResourceDefinition,
  values: Record<string, unknown>,
  before?: Record<string, unknown>,
): Record<string, unknown> {
  // The consent's notice has one version so far (privacy-notice.ts): there is no second value to change it to.
  if (def.name === 'mom_consent' && before) {
    const { notice_version: _only, ...rest } = values;
    return fitRecordRules(def, rest, before);
  }
  if (hasRecordRules(def)) return fitRecordRules(def, values, before);
  // A newborn milestone's result fits its kind (newborn-milestone.ts): the first result that kind takes.
  if (def.name === 'newborn_milestone' && ('kind' in values || 'result' in values)) {
    const kind = (values.kind ?? before?.kind) as MilestoneKind;
    return { ...values, result: milestoneResultsByKind[kind][0] };
  }
  return values;
}

/**
 * Samples fitted to the definition's rules in record-rules.ts, as the rules' own field errors name the fields: one
 * they refuse (`not_for_kind`: a breastfeed's volume) is cleared, or left out of an update where `before` has none;
 * one they need (`required`: a temperature's site, a pump's volume) gets a sample value.
 */
function fitRecordRules(def: ResourceDefinition, values: Record<string, unknown>, before?: Record<string, unknown>) {
  const out = { ...values };
  for (let round = 0; round < 3; round++) {
    const errors = Object.entries(recordFieldErrors(def, { ...before, ...out }));
    if (!errors.length) break;
    for (const [k, notes] of errors) {
      if (notes.includes('not_for_kind')) {
        if (before && before[k] == null) delete out[k];
        else out[k] = null;
      } else if (notes.includes('required')) out[k] = sampleValue(k, def.fields[k]!);
    }
  }
  return out;
}

interface Maker {
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
      // A care event's details follow its kind: the one given, else the sample's.
      if (hasRecordRules(def)) return fitRecordRules(def, out);
      return out;
    },
    async create(def, overrides = {}) {
      const given = { ...(await m.payload(def, overrides)), ...overrides };
      // Overrides that empty a field a rule needs (the ordering suite's row of empty columns) get a sample back.
      const payload = hasRecordRules(def) ? fitRecordRules(def, given) : given;
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

export interface AuditRow {
  id: number;
  actor_id: number | null;
  action: string;
  entity: string;
  entity_id: number | null;
  record_ids: number[] | null;
  route: string | null;
  changed_fields: Record<string, unknown>;
  created_at: string;
}

/** The audit log as a manager reads it through the route, and the id of its newest row. */
export function auditLog(t: Harness, auth: Auth) {
  return {
    /**
     * The rows written after `since` (an audit id), oldest first; `query` adds the route's filters (`&entity=…`).
     * Reading the audit log reads the names of its records, audited too: those rows are left out unless asked for.
     */
    async since(since: number, query = '', withOwnReads = false): Promise<AuditRow[]> {
      const res = await t.inject({
        method: 'GET',
        url: `/api/audit_log/?limit=1000${query}`,
        headers: { authorization: auth.manager },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().results as AuditRow[])
        .filter((r) => r.id > since && (withOwnReads || r.route !== 'GET /api/audit_log/'))
        .reverse();
    },
    async lastId() {
      const row = await t.db.selectFrom('audit_log').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst();
      return row?.id ?? 0;
    },
  };
}
