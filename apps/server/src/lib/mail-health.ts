import type { FastifyBaseLogger } from 'fastify';
import type { Metrics } from '../metrics/registry';
import type { Mailer } from './mailer';

/** What /api/health/ says of mail: SMTP answering, SMTP failing, or no SMTP_URL (mails go to the outbox folder). */
export type MailState = 'ok' | 'unhealthy' | 'outbox';

/**
 * The mailer as the app uses it: counts each mail sent or failed, and keeps the last word on SMTP (start-up's
 * verify, then each send) for the health check.
 */
export class MailHealth {
  state: MailState;

  constructor(
    private readonly smtpUrl: string | undefined,
    private readonly log: FastifyBaseLogger,
  ) {
    this.state = smtpUrl ? 'ok' : 'outbox';
  }

  /** Asks the SMTP server once (start-up); a failure is one error line naming SMTP_URL without its password. */
  async verify(mailer: Mailer): Promise<void> {
    if (!this.smtpUrl || !mailer.verify) return;
    try {
      await mailer.verify();
      this.state = 'ok';
    } catch (err) {
      this.state = 'unhealthy';
      this.log.error(`mail: SMTP_URL ${safeSmtpUrl(this.smtpUrl)} failed its check: ${reason(err)}`);
    }
  }

  counted(mailer: Mailer, metrics: Metrics): Mailer {
    return {
      send: async (mail) => {
        try {
          await mailer.send(mail);
        } catch (err) {
          metrics.mailsFailed.inc();
          if (this.smtpUrl) this.state = 'unhealthy';
          throw err;
        }
        metrics.mailsSent.inc();
        if (this.smtpUrl) this.state = 'ok';
      },
      ...(mailer.verify && { verify: mailer.verify }),
    };
  }
}

/** SMTP_URL fit for a log line: scheme, user, host and port; never the password or the query. */
export function safeSmtpUrl(smtpUrl: string): string {
  try {
    const u = new URL(smtpUrl);
    return `${u.protocol}//${u.username ? `${u.username}@` : ''}${u.host}`;
  } catch {
    return '(not a valid URL)';
  }
}

const reason = (err: unknown) => {
  const e = err as { code?: string; message?: string };
  return [e.code, e.message].filter(Boolean).join(' ') || String(err);
};
