import type { ResourceHooks, Row } from './repository';

/** A centre definition as an override names it: the object itself (from @pnc/schemas/centre), never its name. */
export interface Definition {
  readonly name: string;
  readonly table: string;
}

/** What one entity adds to the generic engine (hooks, derived and computed fields, rules), keyed by its definition. */
export interface Override {
  readonly def: Definition;
  readonly hooks: ResourceHooks;
}

/** One entity's override: its definition object and its hooks, combined in the order given (combineHooks). */
export const defineOverride = (def: Definition, ...parts: ResourceHooks[]): Override => ({
  def,
  hooks: combineHooks(def, parts),
});

/**
 * Several hook sets of one entity as one: reads and derived fields are joined, computed fields merged (a field
 * computed twice is refused), the write and delete steps run in the order given. A customFilter or writeQuery may
 * come from one part only: two would silently shadow each other, so that is refused at start-up.
 */
export function combineHooks(def: Definition, parts: readonly ResourceHooks[]): ResourceHooks {
  if (parts.length === 1) return parts[0]!;
  const only = <K extends 'customFilter' | 'writeQuery'>(key: K): ResourceHooks[K] => {
    const given = parts.filter((p) => p[key] !== undefined);
    if (given.length > 1) throw new Error(`${def.name}: ${key} is given by ${given.length} overrides, one at most`);
    return given[0]?.[key];
  };
  const steps = <K extends 'beforeWrite' | 'afterWrite' | 'beforeDelete'>(key: K) =>
    parts.map((p) => p[key]).filter((f): f is NonNullable<ResourceHooks[K]> => f !== undefined);
  const computes = parts.map((p) => p.compute).filter((f) => f !== undefined);
  const derives = parts.map((p) => p.derive).filter((f) => f !== undefined);
  const beforeWrite = steps('beforeWrite');
  const afterWrite = steps('afterWrite');
  const beforeDelete = steps('beforeDelete');
  const reads = [...new Set(parts.flatMap((p) => p.reads ?? []))];
  const hooks: ResourceHooks = {
    customFilter: only('customFilter'),
    writeQuery: only('writeQuery'),
    ...(parts.some((p) => p.reads) && { reads }),
    ...(computes.length && {
      compute: (row: Row) => {
        const out: Row = {};
        for (const compute of computes)
          for (const [field, value] of Object.entries(compute(row))) {
            if (field in out) throw new Error(`${def.name}: ${field} is computed by two overrides`);
            out[field] = value;
          }
        return out;
      },
    }),
    ...(derives.length && {
      derive: async (db, ids) => {
        const out = new Map<number, Row>();
        for (const derive of derives)
          for (const [id, fields] of await derive(db, ids)) out.set(id, { ...out.get(id), ...fields });
        return out;
      },
    }),
    ...(beforeWrite.length && {
      beforeWrite: async (trx, row, id, query) => {
        for (const step of beforeWrite) await step(trx, row, id, query);
      },
    }),
    ...(afterWrite.length && {
      afterWrite: async (trx, after, before, actor) => {
        for (const step of afterWrite) await step(trx, after, before, actor);
      },
    }),
    ...(beforeDelete.length && {
      beforeDelete: async (trx, before) => {
        for (const step of beforeDelete) await step(trx, before);
      },
    }),
  };
  return Object.fromEntries(Object.entries(hooks).filter(([, v]) => v !== undefined)) as ResourceHooks;
}

/**
 * The overrides by definition object. An entity given twice is refused at start-up: its overrides belong in one
 * module (defineOverride with several parts).
 */
export function overrideMap(overrides: readonly Override[]): ReadonlyMap<Definition, ResourceHooks> {
  const map = new Map<Definition, ResourceHooks>();
  for (const { def, hooks } of overrides) {
    if (map.has(def)) throw new Error(`${def.name} has two overrides: give them to one defineOverride`);
    map.set(def, hooks);
  }
  return map;
}
