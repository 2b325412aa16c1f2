import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** SMTP only: connects and greets (and logs in, when SMTP_URL has a user) without sending; rejects on failure. */
  verify?(): Promise<void>;
}

/** How long a connection to SMTP_URL may take to open and to greet, so a dead mail host cannot hold the start. */
const SMTP_WAIT_MS = 10_000;

/** SMTP when SMTP_URL is set; otherwise every mail becomes an .eml file in MAIL_OUTBOX_DIR for the developer to open. */
export function createMailer(config: Config['mail']): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: SMTP_WAIT_MS,
      greetingTimeout: SMTP_WAIT_MS,
    });
    return {
      send: async (mail) => void (await transport.sendMail({ from: config.from, ...mail })),
      verify: async () => void (await transport.verify()),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let seq = 0;
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: config.from, ...mail });
      await fs.mkdir(config.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${++seq}.eml`;
      await fs.writeFile(path.join(config.outboxDir, name), info.message as Buffer);
    },
  };
}
