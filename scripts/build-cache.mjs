// A machine's store of what the setup builds from pinned inputs: the SQLite driver's compiled binary
// and the router's search data (landmark tables and contraction hierarchies). A clone of the project
// on a machine that built them once, for the same inputs, takes a copy instead of building again
// (the driver's compile 36-73 CPU-s, the search data about 62; bench/results/ci-time.md). What is
// taken is checked as a fresh build would be before anything uses it (the driver is loaded and asked a query; the search
// data must pass the same currency checks as files a run before left in data/roads), and built as
// usual when it fails them. Plain JavaScript: setup.mjs reads it before any dependency is installed.
//
// Where: RVTP_BUILD_CACHE (a folder), else $XDG_CACHE_HOME/rvtp or ~/.cache/rvtp. RVTP_BUILD_CACHE=off
// turns it off (every clone builds its own, as on a new machine).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The store's folder, or null when it is turned off. */
export function buildCacheDir(env = process.env) {
  const chosen = env.RVTP_BUILD_CACHE;
  if (chosen === 'off' || chosen === '0') return null;
  if (chosen) return path.resolve(chosen);
  return path.join(env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'rvtp');
}

/** The first 16 hex digits of a file's SHA-256, to name what was built from it. */
export function fileDigest(file) {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);
}

/** Writes through a temporary name, so a reader never sees half a file (and a hard link is replaced). */
function copyWhole(from, to) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  const temp = `${to}.${process.pid}.tmp`;
  try {
    fs.copyFileSync(from, temp);
    fs.renameSync(temp, to);
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/**
 * Copies the stored `key/name` to `dest` when the store holds it; true if it did. Never throws: a
 * store that cannot be read is a store without it.
 */
export function restoreBuilt(key, name, dest, dir = buildCacheDir()) {
  if (!dir) return false;
  const stored = path.join(dir, key, name);
  try {
    if (!fs.statSync(stored).isFile()) return false;
    copyWhole(stored, dest);
    return true;
  } catch {
    return false;
  }
}

/** Keeps a copy of `src` as `key/name` (best effort: a store that cannot be written is skipped). */
export function storeBuilt(key, name, src, dir = buildCacheDir()) {
  if (!dir) return false;
  try {
    copyWhole(src, path.join(dir, key, name));
    return true;
  } catch {
    return false;
  }
}

/** Whether the store holds `key/name`. */
export function hasBuilt(key, name, dir = buildCacheDir()) {
  return dir !== null && fs.existsSync(path.join(dir, key, name));
}

/** Drops a stored copy that failed its check, so the next clone does not take it again. */
export function forgetBuilt(key, name, dir = buildCacheDir()) {
  if (!dir) return;
  fs.rmSync(path.join(dir, key, name), { force: true });
}
