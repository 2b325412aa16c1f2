import type { TestProject } from 'vitest/node';
import { startCluster } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of a PostgreSQL server for tests, or '' when none can be had. */
    pgUrl: string;
  }
}

/** Once per run: a PostgreSQL for the suite (TEST_DATABASE_URL, or a throwaway cluster). REQUIRE_PG=1 makes its absence a failure. */
export default async function setup(project: TestProject) {
  let url = process.env.TEST_DATABASE_URL ?? '';
  let stop = () => {};
  if (!url) {
    const cluster = await startCluster().catch((err: Error) => {
      if (process.env.REQUIRE_PG === '1') throw err;
      console.warn(`PostgreSQL tests skipped: ${err.message}`);
      return undefined;
    });
    if (cluster) ({ url, stop } = cluster);
  }
  if (!url && process.env.REQUIRE_PG === '1') throw new Error('REQUIRE_PG=1 but no PostgreSQL could be started');
  if (!url) console.warn('PostgreSQL tests skipped: no server binaries and no TEST_DATABASE_URL');
  project.provide('pgUrl', url);
  return () => stop();
}
