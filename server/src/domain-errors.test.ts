import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Logger } from 'pino';
import { describe, expect, it } from 'vitest';
import { ComputeBusyError, ComputeOutOfMemoryError } from './compute/errors';
import { domainErrorStatus } from './domain-errors';
import { createErrorHandler } from './http/errors';

describe('the answers of the compute pools’ errors', () => {
  it('answers a full pool and a thread that ran out of memory 503 with Retry-After', () => {
    expect(domainErrorStatus(new ComputeBusyError('busy', 5))).toEqual({
      status: 503,
      code: 'unavailable',
      retryAfterSeconds: 5,
    });
    expect(domainErrorStatus(new ComputeOutOfMemoryError('too big', 7))).toEqual({
      status: 503,
      code: 'unavailable',
      retryAfterSeconds: 7,
      warn: 'A worker thread went over its heap limit and was replaced',
    });
  });

  it('logs a thread that ran out of memory as a warning, and a full pool not at all (a real server on loopback)', async () => {
    const warned: Array<{ fields: Record<string, unknown>; message: string }> = [];
    const logger = {
      warn: (fields: Record<string, unknown>, message: string) => warned.push({ fields, message }),
      error: () => undefined,
      info: () => undefined,
    } as unknown as Logger;
    const app = express();
    app.get('/busy', () => {
      throw new ComputeBusyError('busy', 5);
    });
    app.get('/oom', () => {
      throw new ComputeOutOfMemoryError('too big for a thread', 7);
    });
    app.use(createErrorHandler(logger, domainErrorStatus));
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const busy = await fetch(`${base}/busy`);
      expect(busy.status).toBe(503);
      expect(warned).toEqual([]);
      const oom = await fetch(`${base}/oom`);
      expect([oom.status, oom.headers.get('retry-after')]).toEqual([503, '7']);
      expect(await oom.json()).toEqual({ message: 'too big for a thread', code: 'unavailable' });
      expect(warned).toEqual([
        {
          fields: expect.objectContaining({ method: 'GET', url: '/oom' }),
          message: 'A worker thread went over its heap limit and was replaced',
        },
      ]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
