import { centreResources } from '@pnc/schemas/centre/resources';
import { describe, expect, it } from 'vitest';
import i18n from '../../../app/i18n';
import { enumLabel, enumValueLabels, enumValueLabelsByField } from './enum-labels';
import { resourceBundle } from './resource-i18n';

const enums = centreResources.flatMap((r) =>
  Object.entries(r.fields)
    .filter(([, f]) => f.type === 'enum')
    .flatMap(([field, f]) => (f.values ?? []).map((value) => ({ resource: r.name, field, value }))),
);

describe('centre translations from the definitions', () => {
  it('every enum value of every resource has words in tw and en', () => {
    expect(enums.length).toBeGreaterThan(50);
    const missing = enums.filter(({ resource, field, value }) => {
      const label = enumLabel(resource, field, value);
      return !label?.tw.trim() || !label.en.trim();
    });
    expect(missing).toEqual([]);
  });

  it('has no words for values no definition uses (a renamed value is noticed)', () => {
    const used = new Set(enums.map((e) => e.value));
    const spare = Object.keys(enumValueLabels).filter((v) => !used.has(v) && !['in', 'out', 'adjust'].includes(v));
    expect(spare).toEqual([]);
    for (const key of Object.keys(enumValueLabelsByField)) {
      const [resource, field] = key.split('.');
      expect(centreResources.find((r) => r.name === resource)?.fields[field!]?.type).toBe('enum');
    }
  });

  it('builds <resource>.label, .fields.<field> and .values.<field>.<value> in both languages', () => {
    for (const lang of ['tw', 'en'] as const) {
      const bundle = resourceBundle(lang);
      for (const r of centreResources) {
        expect(bundle[r.name]!.label).toBe(r.label[lang]);
        for (const [field, f] of Object.entries(r.fields)) {
          expect(bundle[r.name]!.fields[field]).toBe(f.label[lang]);
          for (const v of f.values ?? []) expect(bundle[r.name]!.values[field]![v]).not.toBe(v);
        }
      }
    }
  });

  it('reaches i18next when the centre code loads', async () => {
    await import('../centre-state');
    expect(i18n.t('centre:mother.fields.phone', { lng: 'tw' })).toBe('電話');
    expect(i18n.t('centre:room.values.status.cleaning', { lng: 'en' })).toBe('Cleaning');
    expect(i18n.t('centre:assignment.values.shift.night', { lng: 'tw' })).toBe('大夜班');
    expect(i18n.t('centre:nav.rooms', { lng: 'tw' })).toBe('房間');
  });
});
