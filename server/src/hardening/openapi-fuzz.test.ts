import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { registrationInput, testTrip } from '../test/factories';
import { postgresSchemaUrl, tempDataDir } from '../test/load';
import type { FuzzRequest, OpenApiDocument } from '../test/openapi-fuzz';
import { fuzzerCoreRequests, requestUrl, schemaRequests } from '../test/openapi-fuzz';
import { SERVER_START_GUARD_MS, startServerProcess } from '../test/server-process';

// The served OpenAPI document drives a fuzzer against a real server process, on SQLite and on
// PostgreSQL, anonymous and signed in: openapi-fuzzer-core's cases and fast-check's requests drawn from
// each operation's schemas. The bar: no 5xx, no request left unanswered, and every /api error is JSON
// with a message. openapi-fuzzer-core alone reads only Swagger 2 and only breaks types, so its cases
// are joined by schema-drawn ones that reach the services.

const secret = 'fuzz-test-secret-fuzz-test-secret-12345';
const pgUrl = process.env.TEST_DATABASE_URL;
const RUNS_PER_OPERATION = 20;
const CONCURRENCY = 6;
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

type Outcome = { status: number; message: boolean; unbuiltClient: boolean };

/**
 * Sends one fuzz request over a kept-alive connection of `agent` (node:http, not fetch: undici's fetch
 * with its abort timer spent about 1.2 ms more of this process's CPU a request, 7 CPU-s of each
 * database's 5,600 requests, bench/results/ci-time.md) and reads the whole answer. A request with no answer within 20 s
 * of silence is status 0, and so is an answer that ends part-way.
 */
function send(agent: http.Agent, base: string, r: FuzzRequest, token?: string): Promise<Outcome> {
  // What fetch asked for: any type, and compressed when the server compresses (the openapi document).
  const headers: Record<string, string> = { Accept: '*/*', 'Accept-Encoding': 'gzip, deflate' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const body = r.body === undefined ? undefined : JSON.stringify(r.body);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return new Promise((resolve) => {
    const unanswered = { status: 0, message: false, unbuiltClient: false };
    const req = http.request(requestUrl(base, r), { method: r.method.toUpperCase(), headers, agent }, (res) => {
      const encoding = res.headers['content-encoding'];
      const decoded = encoding === 'gzip' ? res.pipe(zlib.createGunzip()) : encoding === 'deflate' ? res.pipe(zlib.createInflate()) : res;
      let text = '';
      decoded.setEncoding('utf8');
      decoded.on('data', (chunk: string) => (text += chunk));
      res.on('error', () => resolve(unanswered));
      decoded.on('error', () => resolve(unanswered));
      // After 'end' when the whole answer came (the first resolve counts), without it when it broke off.
      decoded.on('close', () => resolve(unanswered));
      decoded.on('end', () => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined;
        }
        const message = typeof (parsed as { message?: unknown } | undefined)?.message === 'string';
        resolve({ status: res.statusCode ?? 0, message, unbuiltClient: /client has not been built/.test(text) });
      });
    });
    req.setTimeout(20_000, () => req.destroy());
    req.on('error', () => resolve(unanswered));
    req.end(body);
  });
}

async function signIn(base: string, login: { emailOrUsername: string; password: string }): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(login),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Registers a user with two trips, one shared; the trips' ids go into the fuzzed paths. */
async function seed(base: string) {
  const form = registrationInput();
  const reg = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(form) });
  expect(reg.status).toBe(201);
  const { token } = (await reg.json()) as { token: string };
  const ids: string[] = [];
  for (const shared of [false, true]) {
    const trip = testTrip();
    const auth = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
    const res = await fetch(`${base}/api/trip-plans`, { method: 'POST', headers: auth, body: JSON.stringify({ trip }) });
    expect(res.status).toBe(201);
    ids.push(trip.id);
    if (shared) {
      const share = await fetch(`${base}/api/trip-plans/${trip.id}/share`, { method: 'POST', headers: auth, body: '{}' });
      expect(share.status).toBe(200);
    }
  }
  return { token, ids, login: { emailOrUsername: form.email, password: form.password } };
}

async function fuzz(env: Record<string, string>) {
  const server = await startServerProcess({ JWT_SECRET: secret, BCRYPT_COST: '4', RATE_LIMIT_MULTIPLIER: '1000', ...env });
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  try {
    const { token: first, ids, login } = await seed(server.url);
    let token = first;
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as OpenApiDocument;
    const requests = [...fuzzerCoreRequests(doc), ...schemaRequests(doc, RUNS_PER_OPERATION, 33, { id: ids })];
    // Signing out everywhere ends the session the signed-in half uses: those go last, then it signs in again.
    const endsSession = (r: FuzzRequest) => r.route === '/api/auth/logout';
    const jobs = [
      ...requests.map((r) => ({ r, signedIn: false })),
      ...requests.filter((r) => !endsSession(r)).map((r) => ({ r, signedIn: true })),
    ];
    const last = requests.filter(endsSession).map((r) => ({ r, signedIn: true }));
    const failures: string[] = [];
    let succeeded = 0;
    const run = async (job: { r: FuzzRequest; signedIn: boolean }) => {
      const outcome = await send(agent, server.url, job.r, job.signedIn ? token : undefined);
      if (outcome.status < 300) succeeded += 1;
      const api = job.r.route.startsWith('/api/');
      // Outside /api (the fuzzer's /ROOT/INVALID/PATH) a server with no client build says so with a 503.
      const serverError = outcome.status >= 500 && (api || !outcome.unbuiltClient);
      if (outcome.status === 0 || serverError || (api && outcome.status >= 400 && !outcome.message)) {
        failures.push(`${outcome.status} ${job.signedIn ? 'signed in' : 'anonymous'} ${job.r.method.toUpperCase()} ${requestUrl('', job.r)} ${JSON.stringify(job.r.body)?.slice(0, 300)} (${job.r.source})`);
      }
    };
    let next = 0;
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      while (next < jobs.length) await run(jobs[next++]);
    }));
    for (const job of last) {
      await run(job);
      token = await signIn(server.url, login);
    }
    expect(failures, server.output().slice(-4000)).toEqual([]);
    // The signed-in half was signed in to the end: the session still works.
    const me = await fetch(`${server.url}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    return { sent: jobs.length + last.length, succeeded, operations: Object.values(doc.paths).flatMap(Object.keys).length };
  } finally {
    agent.destroy();
    await server.stop();
  }
}

describe('OpenAPI fuzzing of a real server', () => {
  it('SQLite: no 5xx, every request answered, every error a JSON message', async () => {
    const { sent, succeeded, operations } = await fuzz({ DATA_DIR: tempDataDir('rvtp-fuzz-') });
    expect(operations).toBeGreaterThan(35);
    expect(sent).toBeGreaterThan(2 * operations * RUNS_PER_OPERATION);
    // Schema-drawn requests get past validation into the services, not only to a 400.
    expect(succeeded).toBeGreaterThan(200);
  }, SERVER_START_GUARD_MS + 240_000);

  it.runIf(pgUrl)('PostgreSQL: no 5xx, every request answered, every error a JSON message', async () => {
    const { databaseUrl } = await postgresSchemaUrl(pgUrl ?? '', 'fuzz');
    const { sent, succeeded } = await fuzz({ DATA_DIR: tempDataDir('rvtp-fuzz-'), DATABASE_URL: databaseUrl });
    expect(sent).toBeGreaterThan(1000);
    expect(succeeded).toBeGreaterThan(200);
  }, SERVER_START_GUARD_MS + 240_000);
});
