import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FAILURE_CEILING, ACCOUNT_LOCKED_MESSAGE, AUTH_MAX_PER_ACCOUNT } from '../auth/http/auth.router';
import type { DatabaseHandle } from '../db/database';
import { openDatabase } from '../db/database';
import { MONTHLY_LIMIT_MESSAGE } from '../trips/trip-context';
import { FREE_TRIPS_PER_MONTH } from '@shared/constants';
import { registrationInput, testTrip } from '../test/factories';
import { postgresSchemaUrl, tempDataDir } from '../test/load';
import type { RedisProcess } from '../test/redis-process';
import { REDIS_MISSING, redisServerBinary, startRedisProcess } from '../test/redis-process';
import type { ServerProcess } from '../test/server-process';
import { SERVER_START_GUARD_MS, startServerProcess, untilStarted } from '../test/server-process';

// Two real server processes on one PostgreSQL database (a schema of its own) and one Redis the test
// starts and stops itself, as a scaled-out deployment runs: sharing loses no edit made on the other
// instance, a parallel create on both answers at most the month's limit, the guess limits and the
// account-wide ceiling are counted across instances (one notice mail to the owner), and when Redis
// dies mid-run the locks survive, the limits hold through the database and health says so. The second
// instance is started while the first serves: its readiness answers 503 until its plan thread is ready
// (held at the test gate, plan-worker.ts), and its start purges the expired rows of rate_limits.

const pgUrl = process.env.TEST_DATABASE_URL;
const secret = 'two-instance-secret-two-instance-secret';
const redisBinary = redisServerBinary();

type Answer = { status: number; body: Record<string, unknown>; device?: string };
type Call = { token?: string; ip?: string; body?: unknown; cookie?: string };

async function call(server: ServerProcess, method: string, url: string, { token, ip, body, cookie }: Call = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'X-Forwarded-For': ip ?? '192.0.2.1' };
  if (cookie) headers.Cookie = cookie;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const device = res.headers.getSetCookie().find((c) => c.startsWith('rvtp_device='))?.split(';')[0];
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown>, device };
}

describe.runIf(pgUrl)('two instances on one PostgreSQL database and one Redis', () => {
  let redis: RedisProcess | undefined;
  let a: ServerProcess;
  let b: ServerProcess;
  const dataDirs = [tempDataDir('rvtp-two-a-'), tempDataDir('rvtp-two-b-')];
  const cleanups: Array<() => Promise<unknown>> = [];
  let ipCount = 0;
  /** A fresh client address per call where the per-address limits are not under test. */
  const freshIp = () => `10.${Math.floor(++ipCount / 250)}.${ipCount % 250}.7`;

  let env: (dataDir: string) => Record<string, string>;
  let database: DatabaseHandle;
  const gate = tempDataDir('rvtp-two-gate-');

  beforeAll(async () => {
    // Every test of the suite fails with this message rather than pass without a Redis of its own.
    if (!redisBinary) throw new Error(REDIS_MISSING);
    redis = await startRedisProcess(redisBinary);
    cleanups.push(() => redis!.stop());
    const { databaseUrl } = await postgresSchemaUrl(pgUrl ?? '', 'two');
    env = (dataDir: string) => ({
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis!.url,
      JWT_SECRET: secret,
      DATA_DIR: dataDir,
      BCRYPT_COST: '4',
      // The test speaks for many clients through X-Forwarded-For, as a load balancer would.
      TRUST_PROXY: 'loopback',
    });
    // The second instance starts in the first test, once this one has run the migrations.
    a = await startServerProcess(env(dataDirs[0]));
    cleanups.push(() => a.stop());
    database = await openDatabase({ databaseUrl });
    cleanups.push(() => database.close());
  }, SERVER_START_GUARD_MS);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    fs.rmSync(gate, { recursive: true, force: true });
  });

  const register = async (server: ServerProcess) => {
    const form = registrationInput();
    const res = await call(server, 'POST', '/api/auth/register', { body: form, ip: freshIp() });
    expect(res.status).toBe(201);
    return { token: res.body.token as string, email: form.email, password: form.password, device: res.device };
  };
  const signIn = (server: ServerProcess, email: string, password: string, ip: string, cookie?: string) =>
    call(server, 'POST', '/api/auth/login', { body: { emailOrUsername: email, password }, ip, cookie });

  it('has redis-server to run (the test never passes without its own Redis)', () => {
    if (!redisBinary) throw new Error(REDIS_MISSING);
    expect(redis?.url).toMatch(/^redis:\/\/127\.0\.0\.1:\d+$/);
  });

  it('a second instance: ready (503 until its plan thread is) while the first serves; its start purges expired limit rows', async () => {
    const limitKeys = async () =>
      (await sql<{ key: string }>`select key from rate_limits where key like 'two:%' order by key`.execute(database.db)).rows.map((r) => r.key);
    const expired = Date.now() - 60_000;
    for (let i = 0; i < 30; i++) {
      await sql`insert into rate_limits (key, points, expire) values (${`two:old:${String(i).padStart(2, '0')}`}, 3, ${expired})`.execute(database.db);
    }
    await sql`insert into rate_limits (key, points, expire) values ('two:live', 2, ${Date.now() + 3_600_000})`.execute(database.db);
    expect(await limitKeys()).toHaveLength(31);

    // Its plan thread started with it (not on demand): what readiness waits on is the subject.
    b = await startServerProcess(
      { ...env(dataDirs[1]), RVTP_TEST_PLAN_WORKER_GATE: gate, PLAN_START: 'warm' },
      { waitFor: 'answer' },
    );
    cleanups.push(() => b.stop());
    const ready = async (server: ServerProcess) => {
      const res = await fetch(`${server.url}/api/ready`);
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Record<string, unknown> };
    };
    const waiting = () => fs.readdirSync(gate).filter((f) => f.startsWith('waiting-'));
    // Its plan thread loaded and warmed up, held at the gate: b is not ready, a is.
    await untilStarted(b, () => waiting().length > 0);
    expect(waiting()).toHaveLength(1);
    expect(await ready(b)).toMatchObject({ status: 503, retryAfter: '5', body: { status: 'starting' } });
    expect(await ready(a)).toMatchObject({ status: 200, body: { status: 'ready' } });
    // b's start purged the expired rows (a's ran before they were planted); the live count stays.
    await expect.poll(limitKeys, { timeout: 10_000, interval: 100 }).toEqual(['two:live']);

    fs.writeFileSync(path.join(gate, `go-${waiting()[0]!.slice('waiting-'.length)}`), '');
    await expect.poll(async () => (await ready(b)).status, { timeout: 30_000, interval: 100 }).toBe(200);
    expect((await call(b, 'GET', '/api/health')).body).toMatchObject({ status: 'ok', redis: 'ok', rateLimits: 'redis' });
  }, SERVER_START_GUARD_MS + 60_000);

  it('sharing on one instance loses no edit made on the other', async () => {
    const { token } = await register(a);
    const trip = testTrip();
    expect((await call(a, 'POST', '/api/trip-plans', { token, body: { trip, notes: '' }, ip: freshIp() })).status).toBe(201);
    let version = 1;
    let notes = '';
    const acknowledged: string[] = [];
    let editing = true;
    let shareWrites = 0;
    const edits = (async () => {
      for (let i = 0; i < 60; i++) {
        for (;;) {
          const next = `${notes} e${i}`;
          const res = await call(a, 'PUT', `/api/trip-plans/${trip.id}`, { token, body: { version, notes: next }, ip: freshIp() });
          if (res.status === 200) {
            acknowledged.push(`e${i}`);
            version = res.body.version as number;
            notes = res.body.notes as string;
            break;
          }
          // A share landed first: 409 with the current document, and the edit is made again on it.
          expect(res.status).toBe(409);
          const current = res.body.current as { version: number; notes: string };
          version = current.version;
          notes = current.notes;
        }
      }
      editing = false;
    })();
    const shares = (async () => {
      for (let i = 0; editing; i++) {
        const res = i % 2
          ? await call(b, 'DELETE', `/api/trip-plans/${trip.id}/share`, { token, ip: freshIp() })
          : await call(b, 'POST', `/api/trip-plans/${trip.id}/share`, { token, body: { includePrivateDetails: i % 4 === 0 }, ip: freshIp() });
        // A share tries again when edits keep landing under it; past its tries it answers 409, never a blind write.
        expect([200, 409]).toContain(res.status);
        if (res.status === 200) shareWrites += 1;
      }
    })();
    await Promise.all([edits, shares]);
    const stored = await call(b, 'GET', `/api/trip-plans/${trip.id}`, { token, ip: freshIp() });
    expect(shareWrites).toBeGreaterThan(10);
    expect(acknowledged).toHaveLength(60);
    expect(stored.body.notes).toBe(acknowledged.map((e) => ` ${e}`).join(''));
    // Every write made one version: none was written over another.
    expect(stored.body.version).toBe(1 + acknowledged.length + shareWrites);
  }, 120_000);

  it('a share made on one instance shows the other’s visitors nothing the owner typed, unless private details are included', async () => {
    const { token } = await register(a);
    const trip = testTrip();
    const notes = 'SECRET-NOTE gate code 1234';
    expect((await call(a, 'POST', '/api/trip-plans', { token, body: { trip, notes }, ip: freshIp() })).status).toBe(201);
    const share = (server: ServerProcess, includePrivateDetails: boolean) =>
      call(server, 'POST', `/api/trip-plans/${trip.id}/share`, { token, body: { includePrivateDetails }, ip: freshIp() });
    expect((await share(a, false)).status).toBe(200);
    const hidden = await call(b, 'GET', `/api/trip-plans/${trip.id}`, { ip: freshIp() });
    expect(hidden.status).toBe(200);
    expect(JSON.stringify(hidden.body)).not.toContain('SECRET-NOTE');
    expect((await share(b, true)).status).toBe(200);
    const shown = await call(a, 'GET', `/api/trip-plans/${trip.id}`, { ip: freshIp() });
    expect(shown.body.notes).toBe(notes);
    expect((await share(a, false)).status).toBe(200);
    expect(JSON.stringify((await call(b, 'GET', `/api/trip-plans/${trip.id}`, { ip: freshIp() })).body)).not.toContain('SECRET-NOTE');
  });

  it('a parallel create on both instances answers at most the month’s limit, and a retried one counts once', async () => {
    const free = await register(a);
    const creates = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(i % 2 ? a : b, 'POST', '/api/trip-plans', { token: free.token, body: { trip: testTrip() }, ip: freshIp() }),
      ),
    );
    const made = creates.filter((r) => r.status === 201);
    expect(made).toHaveLength(FREE_TRIPS_PER_MONTH);
    for (const r of creates.filter((x) => x.status !== 201)) expect(r).toMatchObject({ status: 403, body: { message: MONTHLY_LIMIT_MESSAGE } });
    const usage = await call(b, 'GET', '/api/trip-plans/usage', { token: free.token, ip: freshIp() });
    expect(usage.body).toMatchObject({ count: FREE_TRIPS_PER_MONTH, limit: FREE_TRIPS_PER_MONTH });

    const retrier = await register(b);
    const trip = testTrip();
    const retries = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(i % 2 ? a : b, 'POST', '/api/trip-plans', { token: retrier.token, body: { trip }, ip: freshIp() }),
      ),
    );
    // The first stores it (201); the others find it stored and answer it (200): none is refused.
    for (const r of retries) expect([200, 201], JSON.stringify(r.body)).toContain(r.status);
    for (const r of retries) expect(r.body).toMatchObject({ id: trip.id, version: 1 });
    const once = await call(a, 'GET', '/api/trip-plans/usage', { token: retrier.token, ip: freshIp() });
    expect(once.body).toMatchObject({ count: 1 });
  }, 60_000);

  it('counts guesses across instances: one address’s lock, the account lock, the owner’s device and reset link, one notice', async () => {
    const owner = await register(a);
    expect(owner.device, 'registration makes the browser a trusted device').toBeDefined();
    // One address: its AUTH_MAX_PER_ACCOUNT failures are counted together on both instances.
    for (let i = 0; i < AUTH_MAX_PER_ACCOUNT; i++) {
      expect((await signIn(i % 2 ? a : b, owner.email, `wrong-${i}`, '198.51.100.9')).status).toBe(401);
    }
    expect((await signIn(a, owner.email, 'wrong', '198.51.100.9')).status).toBe(429);
    expect((await signIn(b, owner.email, 'wrong', '198.51.100.9')).status).toBe(429);
    // 60 addresses on both instances in parallel, the owner signing in from its device between bursts:
    // the account is evaluated ACCOUNT_FAILURE_CEILING times in all, however the guesses are spread.
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      const burst = await Promise.all(
        Array.from({ length: 60 }, (_, i) => signIn(i % 2 ? a : b, owner.email, `g-${round}-${i}`, `203.0.113.${i + 1}`)),
      );
      statuses.push(...burst.map((r) => r.status));
      const ownIn = await signIn(round % 2 ? a : b, owner.email, owner.password, '192.0.2.70', owner.device);
      expect(ownIn.status, `the owner's device after burst ${round}`).toBe(200);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_FAILURE_CEILING - AUTH_MAX_PER_ACCOUNT);
    const locked = await signIn(a, owner.email, owner.password, '198.51.100.22');
    expect(locked).toMatchObject({ status: 429, body: { message: ACCOUNT_LOCKED_MESSAGE } });
    expect((await signIn(b, owner.email, owner.password, '198.51.100.23')).status).toBe(429);

    // One notice for the two instances, in the outbox of the one that saw the ceiling, with a working link.
    const outboxes = () => dataDirs.flatMap((dir) => {
      const outbox = path.join(dir, 'outbox');
      return fs.existsSync(outbox) ? fs.readdirSync(outbox).map((f) => fs.readFileSync(path.join(outbox, f), 'utf8')) : [];
    }).filter((m) => m.includes('Failed sign-in attempts'));
    await expect.poll(() => outboxes().length, { timeout: 5_000, interval: 100 }).toBeGreaterThan(0);
    const notices = outboxes();
    expect(notices).toHaveLength(1);
    const decoded = notices[0].replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(decoded)?.[1];
    const reset = await call(b, 'POST', '/api/auth/reset-password', { body: { token, newPassword: 'owner is back' }, ip: '192.0.2.77' });
    expect(reset.status).toBe(200);
    // The browser that took the link is trusted on the other instance too; a stranger still is not.
    expect((await signIn(a, owner.email, 'owner is back', '192.0.2.77', reset.device)).status).toBe(200);
    expect((await signIn(b, owner.email, 'owner is back', '192.0.2.79')).status).toBe(429);
  }, 60_000);

  it('a Redis outage: locks survive, limits hold through the database, health reports the store in use', async () => {
    const owner = await register(b);
    const fail = (server: ServerProcess, ip: string) => signIn(server, owner.email, 'wrong', ip);
    for (let i = 0; i < AUTH_MAX_PER_ACCOUNT; i++) expect((await fail(i % 2 ? a : b, '198.51.100.40')).status).toBe(401);
    expect((await fail(a, '198.51.100.40')).status).toBe(429);
    const health = async (server: ServerProcess) => (await call(server, 'GET', '/api/health')).body;
    expect(await health(a)).toMatchObject({ redis: 'ok', rateLimits: 'redis' });

    await redis!.stop();
    for (const server of [a, b]) {
      await expect.poll(() => health(server), { timeout: 10_000, interval: 200 }).toMatchObject({
        status: 'degraded',
        database: 'ok',
        redis: 'unreachable',
        rateLimits: 'database',
      });
    }
    // The lock made in Redis holds on both instances without it.
    expect((await fail(a, '198.51.100.40')).status).toBe(429);
    expect((await fail(b, '198.51.100.40')).status).toBe(429);
    // A new address's limit is counted in the database, shared by both (not 10 guesses on each).
    for (let i = 0; i < AUTH_MAX_PER_ACCOUNT; i++) expect((await fail(i % 2 ? a : b, '198.51.100.41')).status).toBe(401);
    expect((await fail(a, '198.51.100.41')).status).toBe(429);
    expect((await fail(b, '198.51.100.41')).status).toBe(429);
    // Trips keep working.
    const trip = testTrip();
    expect((await call(a, 'POST', '/api/trip-plans', { token: owner.token, body: { trip }, ip: freshIp() })).status).toBe(201);
    expect((await call(b, 'POST', `/api/trip-plans/${trip.id}/share`, { token: owner.token, body: {}, ip: freshIp() })).status).toBe(200);

    // Redis comes back empty: the instances go back to it, and the locks made before and during hold.
    await redis!.start();
    for (const server of [a, b]) {
      await expect.poll(() => health(server), { timeout: 30_000, interval: 500 }).toMatchObject({ redis: 'ok', rateLimits: 'redis' });
    }
    for (const ip of ['198.51.100.40', '198.51.100.41']) {
      expect((await fail(a, ip)).status).toBe(429);
      expect((await fail(b, ip)).status).toBe(429);
    }
    expect((await signIn(a, owner.email, owner.password, '192.0.2.78')).status).toBe(200);
  }, 90_000);
});
