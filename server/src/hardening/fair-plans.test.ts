import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS_BUSY_MESSAGE, PLANS_WAITING_PER_CLIENT } from '../planner/work/plan-pool';
import { registrationInput } from '../test/factories';
import type { ServerProcess } from '../test/server-process';
import { SERVER_START_GUARD_MS, startServerProcess } from '../test/server-process';

// A fair share of the plan pool per client, on the real server with one plan thread:
// five addresses flooding it with coast-to-coast plans do not hold up another user's plan (it starts
// before their waiting plans, where it used to wait behind all of them or be refused as the queue was
// full), a client past its share is answered 503 with Retry-After, and an account keeps one share
// however many addresses it plans from.

let server: ServerProcess;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-fair-plans-'));
beforeAll(async () => {
  server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      JWT_SECRET: `fair-plans-${crypto.randomBytes(12).toString('hex')}`,
      RATE_LIMIT_MULTIPLIER: '1000',
      BCRYPT_COST: '4',
      PLAN_THREADS: '1',
      // The test speaks for many clients through X-Forwarded-For, as a load balancer would.
      TRUST_PROXY: 'loopback',
    },
  );
}, SERVER_START_GUARD_MS);
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const COAST = [
  ['New York, NY', 'San Francisco, CA'],
  ['Boston, MA', 'Seattle, WA'],
  ['Miami, FL', 'Los Angeles, CA'],
] as const;
const coastPlan = (i: number) => ({
  fromLocation: COAST[i % 3][0],
  toLocation: COAST[i % 3][1],
  departureDate: '2027-07-01',
  duration: 7,
});

type Answer = { status: number; retryAfter: string | null; message?: string };

async function plan(ip: string, body: object, token?: string): Promise<Answer> {
  const res = await fetch(`${server.url}/api/ai/generate-trip`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': ip,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(120_000),
  });
  const json = (await res.json()) as { message?: string };
  return { status: res.status, retryAfter: res.headers.get('retry-after'), message: json.message };
}

/** Resolves once `check` holds, checked after every answer (no clock involved). */
function waitFor(check: () => boolean): { promise: Promise<void>; poke: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  const poke = () => {
    if (check()) resolve();
  };
  return { promise, poke };
}

describe('a fair share of the plan pool per client', () => {
  it('serves another user’s plan before five flooding addresses’ waiting plans, and refuses a client past its share', async () => {
    const attackers = ['10.9.0.1', '10.9.0.2', '10.9.0.3', '10.9.0.4', '10.9.0.5'];
    /** Every attacker answer in the order it came: 'ok', or 'busy'. */
    const events: string[] = [];
    const refusals: Answer[] = [];
    let flooding = true;
    const served = waitFor(() => events.filter((e) => e === 'ok').length >= attackers.length);
    const inFlight: Promise<void>[] = [];
    // Each attacker sends twice its share at once, and another plan after each one answered: its queue
    // stays full while the test runs.
    const send = (ip: string, i: number): Promise<void> =>
      plan(ip, coastPlan(i)).then((answer) => {
        if (answer.status === 200) {
          events.push('ok');
          if (flooding) inFlight.push(send(ip, i + 1));
        } else {
          events.push('busy');
          refusals.push(answer);
        }
        served.poke();
      });
    for (const ip of attackers)
      for (let i = 0; i < 2 * PLANS_WAITING_PER_CLIENT; i++) inFlight.push(send(ip, i));
    await served.promise;

    // The flood is on: every attacker has plans waiting and has been served at least once (in all).
    const okBefore = events.filter((e) => e === 'ok').length;
    const user = await plan('192.0.2.50', {
      fromLocation: 'Denver, CO',
      toLocation: 'Moab, UT',
      departureDate: '2027-07-01',
      duration: 3,
    });
    const okWhileUserWaited = events.filter((e) => e === 'ok').length - okBefore;
    flooding = false;
    while (inFlight.length) await Promise.all(inFlight.splice(0));

    expect(user.status, user.message).toBe(200);
    // One thread: the plan running when the user came, and at most one per other client that had
    // never been served, ahead of it; in one line the user waited behind every waiting plan (16).
    expect(okWhileUserWaited).toBeLessThanOrEqual(attackers.length);
    // Past its share (or pushed out for a lighter client), an attacker hears the busy answer at once.
    expect(refusals.length).toBeGreaterThanOrEqual(attackers.length * PLANS_WAITING_PER_CLIENT);
    for (const refusal of refusals)
      expect(refusal).toEqual({ status: 503, retryAfter: '5', message: PLANS_BUSY_MESSAGE });
  }, 240_000);

  it('keeps one share for an account planning from many addresses, while others still get in', async () => {
    const form = registrationInput();
    const registered = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.60' },
      body: JSON.stringify(form),
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    const sent = 20;
    const rotating = Array.from({ length: sent }, (_, i) => plan(`10.8.${i}.1`, coastPlan(i), token));
    const others = [plan('192.0.2.61', coastPlan(1)), plan('192.0.2.62', coastPlan(2))];
    const answers = await Promise.all(rotating);
    const refused = answers.filter((a) => a.status === 503);
    // One running and a share of 8 waiting (a plan or two may end while they arrive); counted by
    // address alone, 17 of the 20 would have been let in.
    expect(refused.length).toBeGreaterThanOrEqual(sent - 1 - PLANS_WAITING_PER_CLIENT - 2);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(
      1 + PLANS_WAITING_PER_CLIENT - 2,
    );
    expect((await Promise.all(others)).map((a) => a.status)).toEqual([200, 200]);
  }, 240_000);

  it("does not count a page's look-ups against its share: six place checks at once (twelve look-ups) all answered", async () => {
    // Each check resolves both its places on the plan thread: 12 tasks from one client, past the
    // share of 8 waiting that plans and routes have.
    const checks = Array.from({ length: 6 }, () =>
      fetch(`${server.url}/api/road-route/places?from=Moab%2C%20UT&to=Denver%2C%20CO`, {
        headers: { 'X-Forwarded-For': '192.0.2.70' },
      }),
    );
    const statuses = (await Promise.all(checks)).map((r) => r.status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  }, 240_000);
});
