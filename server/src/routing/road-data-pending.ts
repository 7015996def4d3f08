/**
 * `npm start` (scripts/start.mjs) builds the road search data (landmark tables and hierarchies,
 * scripts/build-profile-landmarks.ts) beside a server that already answers pages and /api/health. It
 * leaves the promise of that build here, on the process, for the server bundle it imports to find:
 * the road data is loaded (shared-roads-channel.ts) only once that build has settled, so the loader
 * neither reads half-made files nor builds the landmarks a second time, and /api/ready says 503
 * until then. Absent (every other start): nothing to wait for.
 */
export const ROAD_DATA_PENDING = Symbol.for('rvtp.roadSearchDataPending');

/** Settles once the road search data being built at start is on disk (at once when none is). */
export function roadSearchDataPending(): Promise<unknown> {
  const pending = (globalThis as Record<symbol, unknown>)[ROAD_DATA_PENDING];
  return pending instanceof Promise ? pending.catch(() => undefined) : Promise.resolve();
}
