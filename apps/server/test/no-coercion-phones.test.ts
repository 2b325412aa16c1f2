import { describe, expect, it } from 'vitest';
import { roleTokens } from './centre-support';
import { engines, setupApp } from './helper';
import { makeCategory, makeItem } from './shop-support';

/**
 * A body's numbers are JSON numbers: anything else is refused at its field with a stable code and changes nothing,
 * never read as a number. A mother's phone is one number however it was typed, for the duplicate check and search.
 */
const NOT_NUMBERS: [unknown, string][] = [
  [null, 'required'],
  ['', 'not_number'],
  [[], 'not_number'],
  [false, 'not_number'],
  ['0x10', 'not_number'],
  [[7], 'not_number'],
  ['1e3', 'not_number'],
  [' 7 ', 'not_number'],
  [{}, 'not_number'],
];

describe.each(engines)('no coercion and phones on %s', (engine) => {
  const t = setupApp(engine);
  const auth = roleTokens(t);

  it('refuses a price, stock or sort order that is not a JSON number, changing nothing', async () => {
    const manager = { auth: auth.manager };
    const item = await makeItem(t, manager, { price: 250, stock: 3 });
    const category = await makeCategory(t, manager, { name_tw: '嬰兒用品', sort_order: 5 });
    for (const [value, code] of NOT_NUMBERS) {
      for (const field of ['price', 'stock']) {
        const res = await auth.as.manager('PUT', `/api/items/${item.id}/`, { [field]: value });
        expect(res.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
        expect(res.json().fields[field], `${field}=${JSON.stringify(value)}`).toEqual([code]);
      }
      const res = await auth.as.manager('PUT', `/api/categories/${category.id}/`, { sort_order: value });
      expect(res.statusCode, `sort_order=${JSON.stringify(value)}`).toBe(400);
      expect(res.json().fields.sort_order).toEqual([code]);
    }
    for (const value of ['0x10', [7], '7', false, ''] as unknown[]) {
      const res = await auth.as.manager('PUT', `/api/categories/${category.id}/`, { parent_id: value });
      expect(res.statusCode, `parent_id=${JSON.stringify(value)}`).toBe(400);
      expect(res.json().fields.parent_id).toBeDefined();
    }
    const again = await auth.as.manager('GET', `/api/items/${item.id}/`);
    expect(again.json()).toMatchObject({ price: 250, stock: 3 });
  });

  it('refuses a medication dose above its unit ceiling, never clamping it', async () => {
    const mother = await auth.as.staff('POST', '/api/mother/', { name: '王小華', phone: '0922-111-333' });
    const base = { mother: mother.json().id, drug: 'Paracetamol', route: 'oral', given_at: '2026-01-05T08:00:00+08:00' };
    const huge = await auth.as.staff('POST', '/api/mom_medication_record/', { ...base, dose: 50_000, dose_unit: 'g' });
    expect(huge.statusCode, huge.body).toBe(400);
    expect(huge.json().fields.dose).toEqual(['too_big:100']);
    const fine = await auth.as.staff('POST', '/api/mom_medication_record/', { ...base, dose: 500, dose_unit: 'mg' });
    expect(fine.statusCode, fine.body).toBe(201);
    expect(fine.json().dose).toBe(500);
  });

  it('stores a phone in one form, finds it however typed, and sees a duplicate across forms', async () => {
    const made = await auth.as.staff('POST', '/api/mother/', { name: '林怡君', phone: '0912-345-678' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().phone).toBe('0912345678');
    for (const typed of ['+886 912 345 678', '0912-345-678', '886912345678', '+886 912', '３４５６７８']) {
      const found = await auth.as.staff('GET', `/api/mother/?phone=${encodeURIComponent(typed)}`);
      expect(found.statusCode).toBe(200);
      expect(
        found.json().results.map((m: { id: number }) => m.id),
        typed,
      ).toContain(made.json().id);
    }
    const twin = await auth.as.staff('POST', '/api/mother/', { name: '林怡君', phone: '+886 912-345-678' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().code).toBe('mother_exists');
    const bad = await auth.as.staff('POST', '/api/mother/', { name: '陳美玲', phone: '2345-6789' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.phone).toEqual(['not_a_phone']);
  });
});
