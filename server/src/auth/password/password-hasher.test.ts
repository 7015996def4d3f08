import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../config';
import { resolveWorkerFile, sharedPasswordHasher } from './password-hasher';

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
});
