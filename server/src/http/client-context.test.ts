import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressKey, clientContext, currentClientKeys } from './client-context';

// The keys the plan pool shares its threads by: a request's address (an IPv6 client by its /64) and
// its account when it has one (the app's: a valid session token, tokenAccount), carried through the
// request's async work.

describe('addressKey', () => {
  it('keeps IPv4 whole and keys IPv6 by its /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::7')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('the client context of a request', () => {
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    const app = express();
    app.set('trust proxy', 'loopback');
    app.use(express.json());
    app.use(clientContext((req) => req.get('X-Account')));
    app.post('/keys', async (_req, res) => {
      // After timers and promises, as the plan pool is reached after validation and database reads.
      await new Promise((resolve) => setTimeout(resolve, 5));
      await Promise.resolve();
      res.json({ keys: currentClientKeys() });
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const keysOf = async (headers: Record<string, string>) => {
    const res = await fetch(`${url}/keys`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ some: 'body' }),
    });
    return ((await res.json()) as { keys: string[] }).keys;
  };

  it('is the address alone without an account, and the address and the account with one', async () => {
    expect(await keysOf({ 'X-Forwarded-For': '198.51.100.4' })).toEqual(['address:198.51.100.4']);
    expect(await keysOf({ 'X-Forwarded-For': '198.51.100.4', 'X-Account': 'user-1' })).toEqual([
      'address:198.51.100.4',
      'account:user-1',
    ]);
  });

  it('is empty outside any request', () => {
    expect(currentClientKeys()).toEqual([]);
  });
});
