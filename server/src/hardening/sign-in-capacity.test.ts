import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import bcrypt from 'bcryptjs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createPasswordHasher,
  HASHER_BUSY_MESSAGE,
  HASHES_WAITING_PER_THREAD,
} from '../auth/password/password-hasher';
import { createTestUser } from '../test/factories';
import type { TestContext } from '../test/test-app';
import { createTestApp, testConfig } from '../test/test-app';

// The documented sign-in capacity (README, Security: overload): a bcrypt thread hashes one sign-in and
// holds HASHES_WAITING_PER_THREAD more in arrival order; below that every sign-in is answered, however
// long it waits, and only the one past it answers 503 with Retry-After. One thread here, over real HTTP
// (the order they are hashed in: password-hasher.test.ts).

const CAPACITY = 1 + HASHES_WAITING_PER_THREAD;
const hasher = createPasswordHasher({ threads: 1 });
let ctx: TestContext | undefined;
let server: Server | undefined;
afterAll(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  await ctx?.close();
  await hasher.close();
});

describe('sign-ins at the documented limit of one bcrypt thread', () => {
  it(`answers ${CAPACITY} sign-ins at once and refuses only one more`, async () => {
    ctx = await createTestApp({ config: testConfig({ authRateLimitMax: 1000 }), passwords: hasher });
    const listening = ctx.app.listen(0, '127.0.0.1');
    server = listening;
    await new Promise<void>((resolve) => listening.once('listening', () => resolve()));
    const url = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    // Cost 10 (0.05-0.1 s a compare, more on a busy machine): every request has arrived before the
    // first compare ends.
    const password = 'correct horse battery';
    const passwordHash = await bcrypt.hash(password, 10);
    // One user each: an account's own sign-in limit would answer 429 before any hashing.
    const users: string[] = [];
    for (let i = 0; i <= CAPACITY; i++) {
      const { user } = await createTestUser(ctx.deps.database.db, ctx.deps.config.jwtSecret, {
        password_hash: passwordHash,
      });
      users.push(user.username);
    }
    const signIns = users.map(async (username) => {
      const res = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ emailOrUsername: username, password }),
      });
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
    });
    const results = await Promise.all(signIns);
    const busy = results.filter((r) => r.status === 503);
    expect(results.filter((r) => r.status === 200)).toHaveLength(CAPACITY);
    expect(busy).toHaveLength(1);
    expect(busy[0]).toMatchObject({ retryAfter: '5', body: { message: HASHER_BUSY_MESSAGE } });
  }, 240_000);
});
