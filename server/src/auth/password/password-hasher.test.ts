import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../config';
import { ComputeBusyError } from '../../compute/errors';
import {
  createPasswordHasher,
  HASHER_BUSY_MESSAGE,
  resolveWorkerFile,
  sharedPasswordHasher,
} from './password-hasher';

describe('password hasher', () => {
  it('hashes and compares in the worker pool', async () => {
    const hasher = sharedPasswordHasher();
    const hash = await hasher.hash('correct horse battery', 4);
    expect(hash).toMatch(/^\$2[aby]\$04\$/);
    expect(await hasher.compare('correct horse battery', hash)).toBe(true);
    expect(await hasher.compare('wrong', hash)).toBe(false);
  });

  it('finds the worker from the source tree and from a server bundled into dist/', () => {
    const worker = path.join(repoRoot, 'server/src/auth/password/password-worker.mjs');
    expect(resolveWorkerFile()).toBe(worker);
    for (const bundle of ['dist/index.js', 'dist/server/index.mjs']) {
      expect(resolveWorkerFile(pathToFileURL(path.join(repoRoot, bundle)).href), bundle).toBe(worker);
    }
  });

  it('answers sign-ins in the order they came, and refuses one more than its queue holds', async () => {
    const hasher = createPasswordHasher({ threads: 1, maxQueue: 20 });
    try {
      const hash = await hasher.hash('correct horse battery', 6);
      const finished: number[] = [];
      const compares = Array.from({ length: 21 }, (_, i) =>
        hasher.compare('correct horse battery', hash).then((ok) => {
          expect(ok).toBe(true);
          finished.push(i);
        }),
      );
      const refused = hasher.compare('correct horse battery', hash);
      // The pool's own refusal: the HTTP edge answers it 503 (domain-errors.ts).
      await expect(refused).rejects.toBeInstanceOf(ComputeBusyError);
      await expect(refused).rejects.toMatchObject({
        message: HASHER_BUSY_MESSAGE,
        retryAfterSeconds: 5,
      });
      await Promise.all(compares);
      // Piscina alone finished such a backlog out of order (0, 1, 3, 5, ... 2, 10, 18, 14, 6).
      expect(finished).toEqual(Array.from({ length: 21 }, (_, i) => i));
    } finally {
      await hasher.close();
    }
  });
});
