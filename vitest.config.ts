import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** One run over every workspace: `npm test` (after typecheck and lint) and `npx vitest run`. */
export default defineConfig({
  test: {
    projects: ['apps/server', 'apps/web', 'packages/schemas'],
    // A worker per core, not vitest's default of one fewer: much of a test file's time is waiting (PostgreSQL, disk
    // syncs, module loading), and on a 2-core machine the default leaves one worker and a core idle.
    maxWorkers: availableParallelism(),
  },
});
