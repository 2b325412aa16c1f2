import { defineResource } from '@pnc/schemas/centre/define';
import { incubator } from '@pnc/schemas/centre/incubator';
import { mother } from '@pnc/schemas/centre/mother';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fieldRules, toFormValues, toPayload } from './form-model';

const sample = defineResource({
  name: 'sample',
  path: 'sample',
  table: 'sample',
  label: { tw: '樣本', en: 'Sample' },
  fields: {
    title: { type: 'text', required: true, max: 40, label: { tw: '標題', en: 'Title' } },
    body: { type: 'longtext', label: { tw: '內文', en: 'Body' } },
    count: { type: 'int', min: 1, max: 9, label: { tw: '數量', en: 'Count' } },
    weight: { type: 'number', min: 0.5, label: { tw: '重量', en: 'Weight' } },
    price: { type: 'money', required: true, max: 1000, label: { tw: '價格', en: 'Price' } },
    kind: { type: 'enum', values: ['x', 'y'], label: { tw: '種類', en: 'Kind' } },
    owner: { type: 'ref', ref: 'mother', label: { tw: '產婦', en: 'Mother' } },
    on: { type: 'date', label: { tw: '日期', en: 'On' } },
    total: { type: 'money', readOnly: true, label: { tw: '總計', en: 'Total' } },
  },
  list: { columns: ['title'], filters: [], ordering: 'id', defaultLimit: 10 },
  permissions: { read: 'staff', write: 'staff' },
  display: 'title',
});

describe('form rules from the field specs', () => {
  it('only required fields are checked before sending: no range, length or whole-number rule of its own', () => {
    expect(fieldRules(sample, 'title', 'create')).toEqual([{ required: true, whitespace: true }]);
    expect(fieldRules(sample, 'body', 'create')).toEqual([]);
    expect(fieldRules(sample, 'count', 'create')).toEqual([]);
    expect(fieldRules(sample, 'weight', 'create')).toEqual([]);
    expect(fieldRules(sample, 'price', 'update')).toEqual([{ required: true }]);
    expect(fieldRules(sample, 'kind', 'create')).toEqual([]);
  });

  it("spec 5: a mother's name and phone are required on create and on update", () => {
    for (const mode of ['create', 'update'] as const) {
      expect(fieldRules(mother, 'name', mode)[0]).toEqual({ required: true, whitespace: true });
      expect(fieldRules(mother, 'phone', mode)[0]).toEqual({ required: true, whitespace: true });
      expect(fieldRules(mother, 'email', mode).some((r) => 'required' in r)).toBe(false);
    }
  });
});

describe('values between the API and the form', () => {
  it('dates become dayjs and back; blanks clear on update and are left out on create', () => {
    const values = toFormValues(sample, { id: 1, title: 'a', on: '2026-03-01', owner: { id: 4 }, total: 9 });
    expect(dayjs.isDayjs(values.on)).toBe(true);
    expect(values.owner).toBe(4);
    expect(values).not.toHaveProperty('total');
    expect(toPayload(sample, { ...values, body: '' }, 'update')).toEqual({ title: 'a', on: '2026-03-01', owner: 4, body: null });
    expect(toPayload(sample, { title: ' b ', body: '' }, 'create')).toEqual({ title: 'b' });
  });

  it('a value only the server sets (an incubator in use) is not sent back', () => {
    const values = toFormValues(incubator, { id: 3, code: 'INC-03', type: 1, status: 'in_use', location: 'A' });
    expect(toPayload(incubator, { ...values, location: 'B' }, 'update')).toEqual({ code: 'INC-03', type: 1, location: 'B' });
    expect(toPayload(incubator, { ...values, status: 'maintenance' }, 'update')).toMatchObject({ status: 'maintenance' });
  });
});
