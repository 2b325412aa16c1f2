import { describe, expect, it } from 'vitest';
import { baby } from '@pnc/schemas/centre/baby';
import { babyHealthRecord } from '@pnc/schemas/centre/baby-health-record';
import { contract } from '@pnc/schemas/centre/contract';
import { momCaringRecord } from '@pnc/schemas/centre/mom-caring-record';
import { momConsent } from '@pnc/schemas/centre/mom-consent';
import { momMealInfo } from '@pnc/schemas/centre/mom-meal-info';
import { mother } from '@pnc/schemas/centre/mother';
import { currentNoticeVersion } from '@pnc/schemas/centre/privacy-notice';
import { auditLog, countRows, maker, roleTokens } from './centre-support';
import { engines, setupApp } from './helper';

describe.each(engines)('PDPA consent and a mother’s export on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);
  const make = maker(t, auth);
  const consentBody = (mom: number, over: Record<string, unknown> = {}) => ({
    mother: mom,
    notice_version: currentNoticeVersion,
    consented_at: '2026-11-20T10:00:00+08:00',
    signed_name: '王小美',
    health_data: true,
    ...over,
  });
  const audit = auditLog(t, auth);

  it('records a consent with the notice version and the witness, reads it back and records its withdrawal', async () => {
    const mom = await make.create(mother);
    const created = await auth.as.staff('POST', '/api/mom_consent/', consentBody(mom.id as number));
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json();
    expect(row).toMatchObject({
      mother: mom.id,
      notice_version: currentNoticeVersion,
      consented_at: '2026-11-20T02:00:00.000Z',
      signed_name: '王小美',
      health_data: true,
      witness: auth.users.staff.id,
      withdrawn_at: null,
      archived_at: null,
    });
    const read = await auth.as.staff('GET', `/api/mom_consent/${row.id}/`);
    expect(read.json()).toEqual(row);
    const listed = await auth.as.staff('GET', `/api/mom_consent/?mother=${String(mom.id)}`);
    expect(listed.json().results.map((r: { id: number }) => r.id)).toEqual([row.id]);

    // Withdrawn before it was signed: refused, nothing changes.
    const early = await auth.as.staff('PUT', `/api/mom_consent/${row.id}/`, { withdrawn_at: '2026-11-19T10:00:00+08:00' });
    expect(early.statusCode, early.body).toBe(400);
    expect(early.json().fields).toHaveProperty('withdrawn_at');
    const withdrawn = await auth.as.staff('PUT', `/api/mom_consent/${row.id}/`, { withdrawn_at: '2026-11-21T09:00:00+08:00' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ withdrawn_at: '2026-11-21T01:00:00.000Z', signed_name: '王小美' });

    // A clinical record: archived by a manager, never deleted.
    const del = await auth.as.manager('DELETE', `/api/mom_consent/${row.id}/`, { reason: 'recorded twice' });
    expect(del.statusCode, del.body).toBe(204);
    const kept = await t.db
      .selectFrom('mom_consent' as never)
      .selectAll()
      .where('id' as never, '=', row.id as never)
      .executeTakeFirst();
    expect(kept).toMatchObject({ archive_reason: 'recorded twice' });
  });

  it.each([
    ['an unknown notice version', { notice_version: '2099-01' }, 'notice_version', 'not_one_of'],
    ['a signing time in the future', { consented_at: '2099-01-01T10:00:00+08:00' }, 'consented_at', 'in_future'],
    ['no signed name', { signed_name: undefined }, 'signed_name', 'required'],
    ['an empty signed name', { signed_name: '' }, 'signed_name', 'required'],
    ['no answer on health data', { health_data: undefined }, 'health_data', 'required'],
  ])('refuses %s with 400 on the field and writes nothing', async (_what, over, field, code) => {
    const mom = await make.create(mother);
    const before = await countRows(t, momConsent.table);
    const res = await auth.as.staff('POST', '/api/mom_consent/', consentBody(mom.id as number, over));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error', fields: { [field]: [code] } });
    expect(await countRows(t, momConsent.table)).toBe(before);
  });

  it('exports her record, her babies and every health record about them, archived ones marked, as one audited read', async () => {
    const mom = await make.create(mother);
    const other = await make.create(mother);
    const child = await make.create(baby, { mother: mom.id });
    const babyCheck = await make.create(babyHealthRecord, { baby: child.id });
    const nursing = await make.create(momCaringRecord, { mother: mom.id });
    // A fever of hers raises a flag: the flags kept about her are part of her copy too.
    const fever = await make.create(momCaringRecord, { mother: mom.id, temperature_c: 38.6, temperature_site: 'ear' });
    const notHers = await make.create(momCaringRecord, { mother: other.id });
    const deal = await make.create(contract, { mother: mom.id });
    const meals = await make.create(momMealInfo, { contract: deal.id });
    const consent = (await auth.as.staff('POST', '/api/mom_consent/', consentBody(mom.id as number))).json();
    const archived = await auth.as.manager('DELETE', `/api/mom_consent/${consent.id}/`, { reason: 'wrong version' });
    expect(archived.statusCode).toBe(204);

    const since = await audit.lastId();
    const res = await auth.as.manager('GET', `/api/mother/${String(mom.id)}/export/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="mother-${String(mom.id)}-records-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    const doc = res.json();
    expect(doc.exported_by).toEqual({ id: auth.users.manager.id, username: auth.users.manager.username });
    expect(Math.abs(Date.parse(doc.exported_at) - Date.now())).toBeLessThan(60_000);
    expect(doc.mother).toMatchObject({ id: mom.id, name: mom.name, national_id: mom.national_id });
    expect(doc.babies.map((b: { id: number }) => b.id)).toEqual([child.id]);
    expect(doc.clinical_flags).toContainEqual(
      expect.objectContaining({ rule: 'fever', source: { entity: 'mom_caring_record', id: fever.id } }),
    );
    expect(doc.clinical_flags.every((f: { mother: { id: number } }) => f.mother.id === mom.id)).toBe(true);
    const ids = (name: string) => (doc.records[name] as { id: number }[]).map((r) => r.id);
    expect(ids('baby_health_record')).toEqual([babyCheck.id]);
    expect(ids('mom_caring_record')).toEqual([nursing.id, fever.id]);
    expect(ids('mom_caring_record')).not.toContain(notHers.id);
    expect(ids('mom_meal_info')).toEqual([meals.id]);
    expect(doc.records.mom_consent).toMatchObject([
      { id: consent.id, archive_reason: 'wrong version', archived_at: expect.any(String) },
    ]);
    // Every kind of health record has its place, empty or not.
    expect(doc.records.visit_record).toEqual([]);
    expect(doc.records).not.toHaveProperty('contract');

    const rows = (await audit.since(since)).filter((r) => r.action === 'read');
    expect(rows.every((r) => r.route === 'GET /api/mother/:id/export/' && r.actor_id === auth.users.manager.id)).toBe(true);
    expect(new Set(rows.map((r) => r.created_at)).size).toBe(1);
    const byEntity = Object.fromEntries(rows.map((r) => [r.entity, r]));
    expect(byEntity.mother).toMatchObject({ entity_id: mom.id, record_ids: [mom.id] });
    expect(byEntity.baby!.record_ids).toEqual([child.id]);
    expect(byEntity.baby_health_record!.record_ids).toEqual([babyCheck.id]);
    expect(byEntity.mom_consent!.record_ids).toEqual([consent.id]);
    expect(byEntity.mom_meal_info!.record_ids).toEqual([meals.id]);
    expect(byEntity.clinical_flag!.record_ids).toEqual(doc.clinical_flags.map((f: { id: number }) => f.id));
    expect(Object.keys(byEntity)).not.toContain('visit_record');
  });

  it('is for managers: staff get 403, customers 403, anonymous callers 401, none of them read anything', async () => {
    const mom = await make.create(mother);
    const url = `/api/mother/${String(mom.id)}/export/`;
    const since = await audit.lastId();
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const role of ['staff', 'customer'] as const) {
      const res = await auth.as[role]('GET', url);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    const missing = await auth.as.manager('GET', '/api/mother/999999/export/');
    expect(missing.statusCode).toBe(404);
    expect((await audit.since(since)).filter((r) => r.action === 'read')).toEqual([]);
  });
});
