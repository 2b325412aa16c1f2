import type { FastifyInstance } from 'fastify';
import { DAY } from '../lib/time';
import { purgeIdempotencyKeys } from './idempotency';

/**
 * Forgets old Idempotency-Keys once when the server is ready and then daily (IDEMPOTENCY_KEY_RETENTION_DAYS).
 * A failed purge is logged and tried again the next day; it never stops the server.
 */
export function idempotencyKeyUpkeep(app: FastifyInstance) {
  const days = app.config.idempotencyKeyRetentionDays;
  const purge = () =>
    purgeIdempotencyKeys(app.db, days)
      .then((purged) => {
        if (purged > 0) app.log.info({ purged, retentionDays: days }, 'idempotency keys purged');
      })
      .catch((err: unknown) => app.log.warn({ err }, 'idempotency key purge failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void purge();
    timer = setInterval(() => void purge(), DAY);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
