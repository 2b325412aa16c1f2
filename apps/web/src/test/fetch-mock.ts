import type { Profile } from '@pnc/schemas/accounts';
import { vi } from 'vitest';
import type { Lang } from '../lib/languages';

export interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
}

type Reply = { status: number; body?: unknown } | Error;

/** Stubs global fetch with answers keyed by "METHOD /path/"; records every call. */
export function mockFetch(routes: Record<string, Reply | Reply[]>) {
  const calls: Call[] = [];
  const queues = new Map(Object.entries(routes).map(([k, v]) => [k, Array.isArray(v) ? [...v] : [v]]));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    calls.push({ method, url, headers: (init.headers ?? {}) as Record<string, string>, body: init.body as string | undefined });
    const key = `${method} ${url}`;
    const queue = queues.get(key) ?? queues.get(`${method} ${url.split('?')[0]}`);
    if (!queue || queue.length === 0)
      return new Response(JSON.stringify({ status: 404, code: 'not_found', message: 'no mock' }), { status: 404 });
    const reply = queue.length > 1 ? queue.shift()! : queue[0]!;
    if (reply instanceof Error) throw reply;
    if (reply.status === 204) return new Response(null, { status: 204 });
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A 200 with one page of a paged list holding every result. */
export const pageReply = (results: unknown[]) => ({
  status: 200,
  body: { count: results.length, next: null, previous: null, results },
});

export const profile = {
  id: 7,
  username: 'nurse',
  email: 'nurse@example.com',
  role: 'staff' as const,
  display_name: '王護理師',
  phone: '',
  avatar_url: '',
  language: 'tw' as const,
  is_active: true,
  email_validated: true,
  last_login: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

/** A store's state with `profile` signed in, its cart empty; `own` changes the profile, `lang` the store's language. */
export function signedIn({ lang, ...own }: Partial<Profile> & { favorite?: number[]; lang?: Lang } = {}) {
  const data = { ...profile, cart: { items: {} }, favorite: [] as number[], ...own };
  return {
    ...(lang && { lang: { current: lang } }),
    user: { status: 'loggedIn' as const, token: 't', id: data.id, orders: null, data },
  };
}

/** A store's state with nobody signed in. */
export const anonymous = { user: { status: 'anonymous' as const, token: null, id: null, data: null, orders: null } };
