import type { CompiledQuery, Kysely } from 'kysely';

/**
 * A query of fixed shape, built and compiled by Kysely once per database and then run with new values.
 * `build` gets placeholder values and must use each exactly once, in the order of the returned
 * function's arguments: they become the compiled query's parameters by position.
 */
export function prepared<D, P extends unknown[], R>(
  build: (db: Kysely<D>, ...placeholders: P) => { compile(): CompiledQuery<R> },
) {
  const compiled = new WeakMap<Kysely<D>, CompiledQuery<R>>();
  return async (db: Kysely<D>, ...values: P): Promise<R[]> => {
    let query = compiled.get(db);
    if (!query) {
      query = build(db, ...values).compile();
      if (query.parameters.length !== values.length)
        throw new Error(`a prepared query uses ${query.parameters.length} values, not the ${values.length} given`);
      compiled.set(db, query);
    }
    return (await db.executeQuery<R>({ ...query, parameters: values })).rows;
  };
}
