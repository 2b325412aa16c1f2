import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/connect';
import { pgPoolOf } from './pg-pool';

/**
 * The server's Prometheus series, one registry per app (tests build many apps in one process). HTTP series are
 * labelled by route pattern, never the raw URL: an id or a query in a label would grow the series without bound.
 */
export function createMetrics(db: Db) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const mailsSent = new Counter({ name: 'mails_sent_total', help: 'Mails handed to SMTP or the outbox', registers: [registry] });
  const mailsFailed = new Counter({
    name: 'mails_failed_total',
    help: 'Mails the transport refused or could not send',
    registers: [registry],
  });
  const paymentCallbacks = new Counter({
    name: 'payment_callbacks_total',
    help: "Payment providers' server-to-server callbacks, by provider, kind and outcome (accepted, refused)",
    labelNames: ['provider', 'kind', 'outcome'] as const,
    registers: [registry],
  });
  const pool = pgPoolOf(db);
  if (pool) {
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    poolGauge('db_pool_connections_total', 'PostgreSQL pool: connections open', () => pool.totalCount);
    poolGauge('db_pool_connections_idle', 'PostgreSQL pool: connections open and idle', () => pool.idleCount);
    poolGauge('db_pool_requests_waiting', 'PostgreSQL pool: queries waiting for a connection', () => pool.waitingCount);
  }
  return { registry, httpRequests, httpDuration, mailsSent, mailsFailed, paymentCallbacks };
}

export type Metrics = ReturnType<typeof createMetrics>;
