import { describe, expect, it } from 'vitest';
import { baby } from '@pnc/schemas/centre/baby';
import { mother } from '@pnc/schemas/centre/mother';
import { taipeiToday } from '@pnc/schemas/centre/define-spec';
import { countRows, maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

/** Dates that cannot be: a care event before the baby was born, a delivery still to come. */
describe.each(engines)('impossible record dates on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const send = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
    t.inject({ method, url, headers: { authorization: auth.staff }, payload });

  it('refuses a care event timed before the baby was born, and writes nothing', async () => {
    const b = await make.create(baby, { birth_at: '2026-03-02T10:00:00+08:00' });
    const before = await countRows(t, 'baby_care_event');
    const res = await send('POST', '/api/baby_care_event/', {
      baby: b.id,
      occurred_at: '2026-03-02T09:59:00+08:00',
      kind: 'bath',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toEqual({ occurred_at: ['before_birth'] });
    expect(await countRows(t, 'baby_care_event')).toBe(before);
    const ok = await send('POST', '/api/baby_care_event/', {
      baby: b.id,
      occurred_at: '2026-03-02T10:00:00+08:00',
      kind: 'bath',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const moved = await send('PUT', `/api/baby_care_event/${ok.json().id}/`, { occurred_at: '2026-03-01T10:00:00+08:00' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fields).toEqual({ occurred_at: ['before_birth'] });
  });

  it('refuses a delivery date in the future on a mother’s record', async () => {
    const tomorrow = new Date(Date.parse(`${taipeiToday()}T12:00:00+08:00`) + 86_400_000).toISOString().slice(0, 10);
    const res = await send('POST', '/api/mother/', { name: '未來', phone: '0912345001', delivery_date: tomorrow });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields.delivery_date).toEqual(['in_future']);
    const her = await make.create(mother, { delivery_date: taipeiToday() });
    const later = await send('PUT', `/api/mother/${her.id}/`, { delivery_date: tomorrow });
    expect(later.statusCode).toBe(400);
  });
});
