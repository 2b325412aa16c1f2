import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The repository's own lint config (eslint.config.js, eslint.layers.js) catches an import cycle and a layer leak. */
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

const ruleMessages = (results: ESLint.LintResult[], ruleId: string) =>
  results.flatMap((r) => r.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message));

/** Lints `code` as if it were the file at `file` (from the repository root); the file need not exist. */
const lintAs = (file: string, code: string) => eslint.lintText(code, { filePath: path.join(root, file) });

describe('import cycles', { timeout: 60_000 }, () => {
  let dir: string;
  beforeAll(async () => {
    // Under the repository, where the config's no-cycle applies; removed after, so `npm run lint` never sees it.
    dir = await mkdtemp(path.join(root, 'apps/server/test/lint-cycle-'));
    await writeFile(path.join(dir, 'a.ts'), "import { b } from './b';\n\nexport const a = () => b;\n");
    await writeFile(path.join(dir, 'b.ts'), "import { a } from './a';\n\nexport const b = () => a;\n");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reports two files that import each other', async () => {
    const results = await eslint.lintFiles([path.join(dir, 'a.ts'), path.join(dir, 'b.ts')]);
    expect(results).toHaveLength(2);
    for (const result of results) {
      expect(ruleMessages([result], 'import-x/no-cycle')).toEqual(['Dependency cycle detected']);
    }
  });
});

// Each lint follows the imports of the file it checks through the workspace, seconds on a busy 2-core machine.
describe('layers', { timeout: 60_000 }, () => {
  const accountsImport = "import { userForToken } from '../accounts/token-repository';\n\nexport const lookup = userForToken;\n";

  it('refuses a plugin importing a feature file', async () => {
    const messages = ruleMessages(await lintAs('apps/server/src/plugins/leak.ts', accountsImport), 'import-x/no-restricted-paths');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('"../accounts/token-repository" imported in restricted zone');
  });

  it('lets a feature import another feature and the plugins', async () => {
    const code = `${accountsImport}import { requireUser } from '../plugins/auth';\n\nexport const need = requireUser;\n`;
    expect(ruleMessages(await lintAs('apps/server/src/shop/fine.ts', code), 'import-x/no-restricted-paths')).toEqual([]);
  });

  it('refuses the demo outside start-up, and allows it in startup.ts', async () => {
    const code = "import { seedDemoIfEmpty } from './demo/seed';\n\nexport const seed = seedDemoIfEmpty;\n";
    expect(ruleMessages(await lintAs('apps/server/src/health.ts', code), 'import-x/no-restricted-paths')).toHaveLength(1);
    expect(ruleMessages(await lintAs('apps/server/src/startup.ts', code), 'import-x/no-restricted-paths')).toEqual([]);
  });

  it('refuses a web feature importing the router, and shared code importing a feature', async () => {
    const router = "import { appRouteObjects } from '../../app/router';\n\nexport const routes = appRouteObjects;\n";
    const feature = "import { selectUser } from '../features/account/userSlice';\n\nexport const select = selectUser;\n";
    expect(ruleMessages(await lintAs('apps/web/src/features/shop/leak.ts', router), 'import-x/no-restricted-paths')).toHaveLength(1);
    expect(ruleMessages(await lintAs('apps/web/src/lib/leak.ts', feature), 'import-x/no-restricted-paths')).toHaveLength(1);
  });
});
