import type { FastifyRequest } from 'fastify';
import { hashKey, newKey } from '../lib/secrets';
import { PENDING_TTL } from './social-pending';

/** One cookie of the request's Cookie header; '' when absent. */
export function cookieOf(request: FastifyRequest, name: string): string {
  for (const part of String(request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return '';
}

/** A binding value is one of our keys (256 bits, base64url): anything else is no binding. */
const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/;

/** Long enough for a LINE login (state) followed by typing a password (link key). */
const MAX_AGE_S = (PENDING_TTL.line_state + PENDING_TTL.link) / 1000;

export interface BrowserBinding {
  /** SHA-256 of the cookie's value: what a pending row stores, never the value itself. */
  hash: string;
  /** The Set-Cookie that (re)sets the binding for another MAX_AGE_S. */
  setCookie: string;
}

/**
 * Social sign-in's browser binding: a random value in an HttpOnly, SameSite=Lax cookie, set where a sign-in starts
 * (LINE's start; the answer asking for a link with a Google or Facebook identity). LINE's hand-off code and every link
 * key are stored with its hash and accepted only with it, so a code or key carried to another browser (a login
 * CSRF, a link form nobody asked for) is refused. On https the name has the __Host- prefix: no sibling subdomain can
 * plant a value of its own.
 */
export function socialBrowser(secure: boolean) {
  const name = secure ? '__Host-pnc_social' : 'pnc_social';
  const setCookie = (value: string) =>
    `${name}=${value}; Path=/; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  const binding = (value: string): BrowserBinding => ({ hash: hashKey(value), setCookie: setCookie(value) });

  /** The binding this request carries; undefined without one. */
  const current = (request: FastifyRequest): BrowserBinding | undefined => {
    const value = cookieOf(request, name);
    return WELL_FORMED.test(value) ? binding(value) : undefined;
  };

  return {
    current,
    /** The request's binding, else a new one (kept when present, so sign-ins in two tabs do not void each other). */
    bind: (request: FastifyRequest): BrowserBinding => current(request) ?? binding(newKey()),
  };
}
