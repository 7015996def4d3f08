import { AsyncLocalStorage } from 'node:async_hooks';
import type { Request, RequestHandler } from 'express';
import { clientIp } from './rate-limit';

/**
 * Who a request's work is for, carried with the request's async work (AsyncLocalStorage) down to the
 * plan pool, which shares its threads fairly between clients (compute/ordered-pool.ts, compute/fair-queue.ts) without
 * every service in between passing a key along.
 */
const storage = new AsyncLocalStorage<readonly string[]>();

/**
 * An IPv6 client is keyed by its /64 (one subscriber's usual allocation, which it can rotate through
 * freely); an IPv4 address (plain or IPv4-mapped) is kept whole.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(':')) return address;
  const [head, tail] = address.split('%')[0].toLowerCase().split('::');
  const front = head ? head.split(':') : [];
  const back = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = tail === undefined ? front : [...front, ...Array(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** The account a request speaks for (the app's: a validly signed session token's user), if any. */
export type AccountOf = (req: Request) => string | null | undefined;

/** A request's client keys: its address, and its account when it has one. */
export function clientKeys(req: Request, accountOf: AccountOf): string[] {
  const address = `address:${addressKey(clientIp(req))}`;
  const account = accountOf(req);
  return account ? [address, `account:${account}`] : [address];
}

/** Set on /api after the body is parsed, for the rest of the request's work. */
export function clientContext(accountOf: AccountOf): RequestHandler {
  return (req, _res, next) => storage.run(clientKeys(req, accountOf), next);
}

/** The client keys of the request this code runs for (none outside a request). */
export function currentClientKeys(): readonly string[] {
  return storage.getStore() ?? [];
}
