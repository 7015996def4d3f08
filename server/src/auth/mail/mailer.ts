import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../../config';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** Sends one message; rejects when it could not be handed over. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp' | 'memory';
  send(message: MailMessage): Promise<void>;
}

// Every outside call has a timeout: a stuck SMTP server must not hold a request open.
const SMTP_TIMEOUT_MS = 10_000;

/** SMTP through nodemailer, e.g. smtp://user:pass@smtp.example.com:587. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** The built-in default: each message becomes an .eml file in `<dataDir>/outbox/`, and a log line says where. */
export function createOutboxMailer(dir: string, from: string, logger: Logger): Mailer {
  // nodemailer's stream transport builds the raw RFC 5322 message without sending it anywhere.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await builder.sendMail({ from, ...message });
      await fs.mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${crypto.randomBytes(3).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info({ to: message.to, subject: message.subject, file }, `Mail written to the outbox: ${file}`);
    },
  };
}

export type MemoryMailer = Mailer & { readonly messages: MailMessage[] };

/** Records messages in memory; API tests read them back. */
export function createMemoryMailer(): MemoryMailer {
  const messages: MailMessage[] = [];
  return {
    kind: 'memory',
    messages,
    async send(message) {
      messages.push(message);
    },
  };
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, logger: Logger): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom);
  return createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, logger);
}
