import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer, createOutboxMailer } from './mailer';
import { resetPasswordMail } from './reset-password-mail';

// Long lines (the reset link) are sent quoted-printable; undo it to read the text.
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-mail-'));

let server: SMTPServer | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

describe('outbox mailer', () => {
  it('writes each message as an .eml file and logs where', async () => {
    const dir = path.join(tmp(), 'outbox');
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const mailer = createOutboxMailer(dir, 'RV <no-reply@rv.test>', logger);
    await mailer.send(resetPasswordMail('ann@example.com', 'Ann', 'http://localhost:3000/reset-password?token=abc'));
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = decodeQuotedPrintable(fs.readFileSync(path.join(dir, files[0]), 'utf8'));
    expect(raw).toMatch(/^To: ann@example\.com$/m);
    expect(raw).toMatch(/^Subject: Reset your RV Trip Planner password$/m);
    expect(raw).toContain('http://localhost:3000/reset-password?token=abc');
    expect(lines.join('')).toContain(path.join(dir, files[0]));
  });

  it('is the default without SMTP_URL', () => {
    const mailer = createMailer({ dataDir: tmp(), mailFrom: 'x@y.z', smtpUrl: undefined }, pino({ level: 'silent' }));
    expect(mailer.kind).toBe('outbox');
  });
});

describe('SMTP mailer', () => {
  it('delivers through the server named by SMTP_URL', async () => {
    const received: string[] = [];
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push(decodeQuotedPrintable(data));
          callback();
        });
      },
    });
    const port = await new Promise<number>((resolve) => {
      server?.listen(0, '127.0.0.1', () => resolve((server?.server.address() as AddressInfo).port));
    });
    const mailer = createMailer(
      { dataDir: tmp(), mailFrom: 'RV <no-reply@rv.test>', smtpUrl: `smtp://127.0.0.1:${port}` },
      pino({ level: 'silent' }),
    );
    expect(mailer.kind).toBe('smtp');
    await mailer.send(resetPasswordMail('bob@example.com', 'Bob <b>', 'http://x.test/reset-password?token=t1'));
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('To: bob@example.com');
    expect(received[0]).toContain('http://x.test/reset-password?token=t1');
    expect(received[0]).toContain('Bob &lt;b&gt;');
  });
});
