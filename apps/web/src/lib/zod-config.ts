// The server's CSP forbids eval. zod probes whether `new Function` works when it builds an object schema,
// and although it catches the refusal, the browser still reports a CSP violation (Lighthouse's
// best-practices "issues" audit counts it). Interpreted parsing is plenty for the client's small forms,
// so zod runs jitless. The setting goes where zod itself keeps its configuration (globalThis, shared by
// every copy of zod), without importing zod: zod is not in the shop's first load, and
// `import { config } from 'zod'` here would add it. main.tsx imports this first, before
// any module that builds a schema; zod-config.test.ts checks that zod reads it.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((holder.__zod_globalConfig ??= {}), { jitless: true });
