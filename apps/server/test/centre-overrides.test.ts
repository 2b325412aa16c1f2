import { describe, expect, it } from 'vitest';
import { centreResources } from '@pnc/schemas/centre/resources';
import { centreOverrides } from '../src/centre/entities';
import { combineHooks, defineOverride, overrideMap } from '../src/centre/overrides';
import type { Row } from '../src/centre/repository';

const def = { name: 'example', table: 'example' };

describe("the centre's overrides, keyed by definition", () => {
  it('names only definitions the engine registers', () => {
    const registered = new Set<object>(centreResources);
    const strays = [...centreOverrides.keys()].filter((d) => !registered.has(d)).map((d) => d.name);
    expect(strays).toEqual([]);
    // The entities that need more than their definition (a count that moves only with an override added or removed).
    expect(centreOverrides.size).toBe(19);
  });

  it('refuses one entity given twice, or two parts that would shadow each other', () => {
    expect(() => overrideMap([defineOverride(def, {}), defineOverride(def, {})])).toThrow(/example has two overrides/);
    const filter = <T,>(qb: T) => qb;
    expect(() => defineOverride(def, { customFilter: filter }, { customFilter: filter })).toThrow(/customFilter/);
    const twice = combineHooks(def, [{ compute: () => ({ total: 1 }) }, { compute: () => ({ total: 2 }) }]);
    expect(() => twice.compute!({})).toThrow(/total is computed by two overrides/);
  });

  it('runs every part: writes in order, computed fields and reads joined', async () => {
    const steps: string[] = [];
    const hooks = combineHooks(def, [
      { reads: ['a'], compute: (row: Row) => ({ status: row.status ?? 'new' }), beforeWrite: async () => void steps.push('first') },
      { reads: ['a', 'b'], compute: () => ({ total: 3 }), beforeWrite: async () => void steps.push('second') },
    ]);
    await hooks.beforeWrite!(undefined as never, {}, undefined, {});
    expect(steps).toEqual(['first', 'second']);
    expect(hooks.compute!({})).toEqual({ status: 'new', total: 3 });
    expect(hooks.reads).toEqual(['a', 'b']);
    expect(hooks.afterWrite).toBeUndefined();
  });
});
