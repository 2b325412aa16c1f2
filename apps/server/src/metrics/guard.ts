import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

export type MetricsAccess = 'allowed' | 'forbidden' | 'hidden';

/**
 * Who may scrape /api/metrics: a request with `Authorization: Bearer <METRICS_TOKEN>`, or one from an address in
 * METRICS_ALLOW (the client address as TRUST_PROXY resolves it). With neither set, a production server hides the
 * endpoint (404) and any other serves it (a developer's machine).
 */
export function metricsGuard(config: Config): (request: FastifyRequest) => MetricsAccess {
  const { token, allow } = config.metrics;
  const list = allow && blockList(allow);
  if (!token && !list) return () => (config.production ? 'hidden' : 'allowed');
  return (request) => {
    if (token && bearerMatches(request.headers.authorization, token)) return 'allowed';
    if (list && addressIn(list, request.ip)) return 'allowed';
    return 'forbidden';
  };
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

function blockList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

function addressIn(list: BlockList, ip: string): boolean {
  // An IPv4 client on a dual-stack socket arrives as ::ffff:a.b.c.d.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  return list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}
