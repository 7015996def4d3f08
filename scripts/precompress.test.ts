import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { STORED_MIN_BYTES, brotli, precompressDir, storedName, storedSources } from './precompress';

const root = path.resolve(import.meta.dirname, '..');
const store = path.join(root, 'client/precompressed');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-precompress-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

// Text that brotli cannot squeeze to nothing: JSON of random numbers, over the stored size.
const bigText = () =>
  Buffer.from(JSON.stringify(Array.from({ length: 20_000 }, () => crypto.randomInt(1e9))));

describe('the stored brotli copies (client/precompressed)', () => {
  it("hold exactly one copy for each big text file of client/public, giving back the file's bytes", () => {
    const sources = storedSources(path.join(root, 'client/public'));
    expect(sources.length).toBeGreaterThan(0);
    const wanted = new Set<string>();
    for (const file of sources) {
      const raw = fs.readFileSync(file);
      const name = storedName(raw);
      wanted.add(name);
      const copy = path.join(store, name);
      expect(fs.existsSync(copy), `no stored copy of ${path.relative(root, file)}: npx tsx scripts/refresh-precompressed.ts`).toBe(true);
      expect(zlib.brotliDecompressSync(fs.readFileSync(copy)).equals(raw)).toBe(true);
    }
    const stored = fs.readdirSync(store).filter((n) => n.endsWith('.br'));
    expect(stored.sort()).toEqual([...wanted].sort());
  });
});

describe('precompressDir', () => {
  it("uses a big file's stored copy only when it gives back the file's bytes", () => {
    const dir = path.join(tmp, 'dist');
    const own = path.join(tmp, 'store');
    fs.mkdirSync(path.join(dir, 'map-data'), { recursive: true });
    fs.mkdirSync(own);
    const [big, other, wrong] = [bigText(), bigText(), bigText()];
    expect(big.length).toBeGreaterThanOrEqual(STORED_MIN_BYTES);
    fs.writeFileSync(path.join(dir, 'map-data/big.json'), big);
    fs.writeFileSync(path.join(dir, 'map-data/other.json'), other);
    fs.writeFileSync(path.join(dir, 'map-data/wrong.json'), wrong);
    fs.writeFileSync(path.join(dir, 'small.json'), '{"a":1}');
    // A stored copy made at another quality, so its bytes tell it from the build's own; one under the
    // name of `wrong` that is the copy of another file.
    const copy = zlib.brotliCompressSync(big, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } });
    expect(copy.equals(brotli(big))).toBe(false);
    fs.writeFileSync(path.join(own, storedName(big)), copy);
    fs.writeFileSync(path.join(own, storedName(wrong)), brotli(other));

    const totals = precompressDir(dir, own);

    expect(totals).toMatchObject({ files: 4, stored: 1 });
    expect(fs.readFileSync(path.join(dir, 'map-data/big.json.br')).equals(copy)).toBe(true);
    for (const [name, raw] of [
      ['map-data/other.json', other],
      ['map-data/wrong.json', wrong],
      ['small.json', Buffer.from('{"a":1}')],
    ] as const) {
      expect(fs.readFileSync(path.join(dir, `${name}.br`)).equals(brotli(raw))).toBe(true);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, `${name}.gz`))).equals(raw)).toBe(true);
    }
  });
});
