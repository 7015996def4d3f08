import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCacheDir, fileDigest, forgetBuilt, hasBuilt, restoreBuilt, storeBuilt } from './build-cache.mjs';
import { sqliteBuildKey } from './setup.mjs';

const made: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-build-cache-'));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the machine build store', () => {
  it('is a folder of the user cache unless chosen or turned off', () => {
    expect(buildCacheDir({ XDG_CACHE_HOME: '/x/cache' })).toBe('/x/cache/rvtp');
    expect(buildCacheDir({ RVTP_BUILD_CACHE: '/y/store', XDG_CACHE_HOME: '/x/cache' })).toBe('/y/store');
    expect(buildCacheDir({ RVTP_BUILD_CACHE: 'off' })).toBeNull();
    expect(buildCacheDir({ RVTP_BUILD_CACHE: '0' })).toBeNull();
  });

  it('gives back the same bytes it stored, under the same key only', () => {
    const store = tempDir();
    const work = tempDir();
    const built = path.join(work, 'built.bin');
    fs.writeFileSync(built, Buffer.from([1, 2, 3, 4]));
    expect(storeBuilt('roads-abc', 'built.bin', built, store)).toBe(true);
    expect(hasBuilt('roads-abc', 'built.bin', store)).toBe(true);

    const copy = path.join(work, 'copy', 'built.bin');
    expect(restoreBuilt('roads-other', 'built.bin', copy, store)).toBe(false);
    expect(fs.existsSync(copy)).toBe(false);
    expect(restoreBuilt('roads-abc', 'built.bin', copy, store)).toBe(true);
    expect([...fs.readFileSync(copy)]).toEqual([1, 2, 3, 4]);
    // A copy, not a link: writing the clone's file leaves the store's alone.
    fs.writeFileSync(copy, 'changed');
    expect(restoreBuilt('roads-abc', 'built.bin', path.join(work, 'again.bin'), store)).toBe(true);
    expect([...fs.readFileSync(path.join(work, 'again.bin'))]).toEqual([1, 2, 3, 4]);

    forgetBuilt('roads-abc', 'built.bin', store);
    expect(hasBuilt('roads-abc', 'built.bin', store)).toBe(false);
    expect(restoreBuilt('roads-abc', 'built.bin', path.join(work, 'gone.bin'), store)).toBe(false);
  });

  it('turned off, neither stores nor restores', () => {
    const work = tempDir();
    const built = path.join(work, 'built.bin');
    fs.writeFileSync(built, 'x');
    expect(storeBuilt('k', 'built.bin', built, null)).toBe(false);
    expect(restoreBuilt('k', 'built.bin', path.join(work, 'out.bin'), null)).toBe(false);
    expect(hasBuilt('k', 'built.bin', null)).toBe(false);
  });

  it('names what was built by the digest of the file it was built from', () => {
    const work = tempDir();
    const a = path.join(work, 'a');
    fs.writeFileSync(a, 'graph one');
    const first = fileDigest(a);
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    fs.writeFileSync(a, 'graph two');
    expect(fileDigest(a)).not.toBe(first);
  });

  it("keys the SQLite driver's binary on its version, Node's ABI, the platform and the C flags", () => {
    const key = sqliteBuildKey('-O1', '12.11.1');
    expect(key).toContain('12.11.1');
    expect(key).toContain(`abi${process.versions.modules}`);
    expect(key).toContain(`${process.platform}-${process.arch}`);
    expect(sqliteBuildKey('-O3', '12.11.1')).not.toBe(key);
    expect(sqliteBuildKey('-O1', '12.11.2')).not.toBe(key);
  });
});
