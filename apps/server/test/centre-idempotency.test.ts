import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { baby } from '@pnc/schemas/centre/baby';
import { momCaringRecord } from '@pnc/schemas/centre/mom-caring-record';
import { purgeIdempotencyKeys } from '../src/centre/idempotency';
import { countRows, maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

/**
 * A create sent with an Idempotency-Key (a nurse's record queued offline and sent again after a lost answer) is
 * written once: a repeat is answered as the first was, the key with another request is refused, and two requests
 * with one key at once make one record.
 */
describe.each(engines)('creates with an Idempotency-Key on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const post = (url: string, payload: Record<string, unknown>, key: string | undefined, authorization = auth.staff) =>
    t.inject({
      method: 'POST',
      url,
      headers: { authorization, ...(key !== undefined && { 'idempotency-key': key }) },
      payload,
    });
  const events = '/api/baby_care_event/';
  let seq = 0;
  /** A valid care event for a new baby, a minute later than the last one made. */
  const careEvent = async () => {
    const b = await make.create(baby);
    seq += 1;
    return { baby: b.id, occurred_at: `2026-03-02T09:${String(seq % 60).padStart(2, '0')}:00+08:00`, kind: 'wet_diaper' };
  };

  it('answers a repeat with the first answer: same status, same record, one row', async () => {
    const body = await careEvent();
    const key = randomUUID();
    const before = await countRows(t, 'baby_care_event');
    const first = await post(events, body, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post(events, { ...body }, key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await countRows(t, 'baby_care_event')).toBe(before + 1);
  });

  it('answers a repeat of a nursing record (mom_caring_record) the same way', async () => {
    const body = await make.payload(momCaringRecord);
    const url = `/api/${momCaringRecord.path}/`;
    const key = randomUUID();
    const before = await countRows(t, momCaringRecord.table);
    const first = await post(url, body, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await post(url, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect(await countRows(t, momCaringRecord.table)).toBe(before + 1);
  });

  it('reads the body as data, not as text: the same fields in another order are the same request', async () => {
    const body = await careEvent();
    const key = randomUUID();
    const first = await post(events, body, key);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await post(events, reordered, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
  });

  it('refuses the key with another body or on another route (409 idempotency_key_reused), writing nothing', async () => {
    const body = await careEvent();
    const key = randomUUID();
    expect((await post(events, body, key)).statusCode).toBe(201);
    const before = await countRows(t, 'baby_care_event');
    const changed = await post(events, { ...body, kind: 'bath' }, key);
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ status: 409, code: 'idempotency_key_reused' });
    const elsewhere = await post(`/api/${momCaringRecord.path}/`, await make.payload(momCaringRecord), key);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().code).toBe('idempotency_key_reused');
    expect(await countRows(t, 'baby_care_event')).toBe(before);
  });

  it.each([
    ['empty', ''],
    ['with a space', 'a b'],
    ['with a dot', 'a.b'],
    ['not ASCII', 'ké'],
    ['101 characters', 'k'.repeat(101)],
  ])('refuses a key %s with 400 invalid_idempotency_key and writes nothing', async (_name, key) => {
    const body = await careEvent();
    const before = await countRows(t, 'baby_care_event');
    const res = await post(events, body, key);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'invalid_idempotency_key' });
    expect(await countRows(t, 'baby_care_event')).toBe(before);
  });

  it('takes a key of 1 and of 100 characters', async () => {
    expect((await post(events, await careEvent(), `${seq}${randomUUID()}`.slice(0, 1))).statusCode).toBe(201);
    expect((await post(events, await careEvent(), `${randomUUID()}_${'x'.repeat(100)}`.slice(0, 100))).statusCode).toBe(201);
  });

  it('keeps nothing of a refused create: the record fixed is sent again with its key', async () => {
    const body = await careEvent();
    const key = randomUUID();
    const refused = await post(events, { ...body, kind: 'stool' }, key);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ stool_colour: ['required'] });
    const fixed = await post(events, { ...body, kind: 'stool', stool_colour: 'yellow' }, key);
    expect(fixed.statusCode, fixed.body).toBe(201);
    expect((await post(events, { ...body, kind: 'stool', stool_colour: 'yellow' }, key)).json().id).toBe(fixed.json().id);
  });

  it("keeps each user's keys apart: another nurse's record with the same key is her own", async () => {
    const key = randomUUID();
    const body = await careEvent();
    const mine = await post(events, body, key, auth.staff);
    const theirs = await post(events, body, key, auth.manager);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(theirs.json().nurse).toBe(auth.users.manager.id);
  });

  it('writes one record when requests with one key arrive at once', async () => {
    const body = await careEvent();
    const key = randomUUID();
    const before = await countRows(t, 'baby_care_event');
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(events, body, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(5);
    expect(await countRows(t, 'baby_care_event')).toBe(before + 1);
  });

  it('refuses all but one of concurrent requests with one key and different bodies', async () => {
    const body = await careEvent();
    const key = randomUUID();
    const before = await countRows(t, 'baby_care_event');
    const kinds = ['wet_diaper', 'bath', 'cord_care', 'nursery_in'];
    const answers = await Promise.all(kinds.map((kind) => post(events, { ...body, kind }, key)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().code === 'idempotency_key_reused')).toBe(true);
    expect(await countRows(t, 'baby_care_event')).toBe(before + 1);
  });

  it('changes nothing for a create without the header', async () => {
    const body = await careEvent();
    const before = await countRows(t, 'baby_care_event');
    expect((await post(events, body, undefined)).statusCode).toBe(201);
    expect((await post(events, body, undefined)).statusCode).toBe(201);
    expect(await countRows(t, 'baby_care_event')).toBe(before + 2);
  });

  it('forgets keys older than the retention, with their answers, and keeps newer ones', async () => {
    const oldKey = randomUUID();
    const newKey = randomUUID();
    const oldBody = await careEvent();
    expect((await post(events, oldBody, oldKey)).statusCode).toBe(201);
    expect((await post(events, await careEvent(), newKey)).statusCode).toBe(201);
    const days = t.app.config.idempotencyKeyRetentionDays;
    expect(days).toBe(30);
    // The old key was claimed a day past the retention.
    const claimed = new Date(Date.now() - (days + 1) * 24 * 60 * 60 * 1000).toISOString();
    await t.db.updateTable('idempotency_key').set({ created_at: claimed }).where('key', '=', oldKey).execute();
    expect(await purgeIdempotencyKeys(t.db, days)).toBeGreaterThanOrEqual(1);
    const left = (await t.db.selectFrom('idempotency_key').select('key').execute()).map((r) => r.key);
    expect(left).not.toContain(oldKey);
    expect(left).toContain(newKey);
    // The forgotten key is free: the same request with it is a new record, not a replay.
    const resent = await post(events, { ...oldBody, occurred_at: '2026-03-03T10:00:00+08:00' }, oldKey);
    expect(resent.statusCode, resent.body).toBe(201);
    expect(resent.headers['idempotent-replayed']).toBeUndefined();
  });
});
