// Compiles the server for `node` (no tsx): src/main.ts and each src/cli/*.ts become one ES module each in
// dist/ (or the folder given as the first argument). Our own TypeScript, @pnc/schemas included, is bundled
// from its sources as written; every other package stays an import resolved from node_modules at run time,
// and must be one of the server's dependencies, so a production install (`npm ci --omit=dev`) has it.
// Outputs sit one folder below apps/server, as src/ does, so paths built from import.meta.dirname
// (config.ts: ../../web/dist) name the same places in both.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const outdir = path.resolve(process.argv[2] ?? path.join(serverDir, 'dist'));
const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const dependencies = new Set(Object.keys(pkg.dependencies ?? {}));

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const isWorkspace = (name) => name.startsWith('@pnc/');

/** Bare imports of packages stay imports; one the server does not depend on fails the build. */
const packagesFromNodeModules = {
  name: 'packages-from-node-modules',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return { external: true };
      const name = packageName(args.path);
      if (isWorkspace(name)) return undefined;
      if (!dependencies.has(name)) {
        return { errors: [{ text: `${name} is imported but not in apps/server/package.json dependencies` }] };
      }
      return { external: true };
    });
  },
};

const cli = fs
  .readdirSync(path.join(serverDir, 'src/cli'))
  .filter((f) => f.endsWith('.ts'))
  .map((f) => path.join(serverDir, 'src/cli', f));

/** The release /api/version/ names: the workspace's version and the commit (GIT_SHA, else git's HEAD, else none). */
function buildRelease() {
  const root = JSON.parse(fs.readFileSync(path.join(serverDir, '../../package.json'), 'utf8'));
  let sha = process.env.GIT_SHA;
  if (!sha) {
    try {
      sha = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
        cwd: serverDir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      sha = undefined;
    }
  }
  const version = root.version ?? '0.0.0';
  return /^[0-9a-f]{7,40}$/.test(sha ?? '') ? `${version}+${sha.slice(0, 12)}` : version;
}

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(serverDir, 'src/main.ts'), ...cli],
  entryNames: '[name]',
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  tsconfig: path.join(serverDir, 'tsconfig.json'),
  plugins: [packagesFromNodeModules],
  define: { __PNC_BUILD_RELEASE__: JSON.stringify(buildRelease()) },
  logLevel: 'warning',
});
// Tells node that the .js files here are ES modules whatever package.json sits above them.
fs.writeFileSync(path.join(outdir, 'package.json'), '{ "type": "module" }\n');
console.log(`server built into ${path.relative(process.cwd(), outdir) || '.'}`);
