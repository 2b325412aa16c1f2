import { defineConfig } from 'vitest/config';

/** One run over every workspace: `npm test` (after typecheck and lint) and `npx vitest run`. */
export default defineConfig({
  test: {
    projects: ['apps/server', 'apps/web', 'packages/schemas'],
  },
});
