import { describe, expect, it } from 'vitest';
import type { TripDocument } from '@shared/schemas/trip-document';
import type { FetchLike } from './server-transport';
import {
  TripConflictError,
  TripNetworkError,
  TripQuotaError,
  TripServerError,
  createServerTransport,
  nextPageLink,
} from './server-transport';
import { applyChange, foldChange } from './change-queue';

const doc = (overrides: Partial<TripDocument> = {}): TripDocument => ({
  id: 'ABCD1234',
  version: 3,
  shared: false,
  readOnly: false,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
  trip: { id: 'ABCD1234', title: 'Old', fromLocation: 'A', toLocation: 'B', extra: 'kept' },
  aiPlan: null,
  reservations: { '1': { confirmed: true } },
  savedItinerary: null,
  expenses: [{ id: 'E1', category: 'fuel', amount: 10, description: 'x', date: '2030-01-02' }],
  notes: '',
  ...overrides,
});

function fakeFetch(
  status: number,
  body: unknown,
  seen: Array<{ url: string; headers: Record<string, string>; body?: string }> = [],
) {
  const fetchLike: FetchLike = async (url, init) => {
    seen.push({ url, headers: init.headers, body: init.body });
    return {
      ok: status < 400,
      status,
      statusText: 'Status',
      text: async () => (body === undefined ? '' : JSON.stringify(body)),
    };
  };
  return fetchLike;
}

describe('server transport', () => {
  it('reads the token only once no change of it is under way', async () => {
    const seen: Array<{ url: string; headers: Record<string, string> }> = [];
    let token = 'old';
    let settle: () => void = () => undefined;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const transport = createServerTransport({
      fetch: fakeFetch(200, { month: '2030-01', count: 2, limit: 5, tier: 'free' }, seen),
      token: () => token,
      tokenSettled: () => settled,
    });
    const usage = transport.usage();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toHaveLength(0);
    token = 'fresh';
    settle();
    await usage;
    expect(seen[0]?.headers.Authorization).toBe('Bearer fresh');
  });

  it('sends a request refused on the old token after a change of it again, once, on the fresh token', async () => {
    const seen: Array<{ url: string; headers: Record<string, string> }> = [];
    let token = 'old';
    const usageBody = { month: '2030-01', count: 2, limit: 5, tier: 'free' };
    const fetchLike: FetchLike = async (url, init) => {
      seen.push({ url, headers: init.headers });
      // The password change lands while the request is on its way: the server signs the old token out.
      const refused = init.headers.Authorization === 'Bearer old';
      if (refused) token = 'fresh';
      return {
        ok: !refused,
        status: refused ? 401 : 200,
        statusText: 'Status',
        text: async () => JSON.stringify(refused ? { message: 'Session expired' } : usageBody),
      };
    };
    const transport = createServerTransport({ fetch: fetchLike, token: () => token });
    await expect(transport.usage()).resolves.toEqual(usageBody);
    expect(seen.map((r) => r.headers.Authorization)).toEqual(['Bearer old', 'Bearer fresh']);

    // Refused with no change of token: that is the answer, sent once.
    seen.length = 0;
    const stale = createServerTransport({ fetch: fakeFetch(401, { message: 'Session expired' }, seen), token: () => 't' });
    await expect(stale.usage()).rejects.toMatchObject({ status: 401 });
    expect(seen).toHaveLength(1);
  });

  it('lists every trip by following the Link header page after page', async () => {
    const summary = (id: string) => ({
      id,
      title: id,
      version: 1,
      shared: false,
      updatedAt: '2030-01-01T00:00:00.000Z',
      hasPlan: false,
      planDistance: null,
      planCost: null,
    });
    const pages: Record<string, { body: unknown[]; link: string | null }> = {
      'https://x/api/trip-plans': {
        body: [summary('AAAA0001'), summary('AAAA0002')],
        link: '</api/trip-plans?cursor=c1>; rel="next"',
      },
      'https://x/api/trip-plans?cursor=c1': { body: [summary('AAAA0003')], link: null },
    };
    const seen: string[] = [];
    const transport = createServerTransport({
      baseUrl: 'https://x',
      token: () => 'tok',
      fetch: async (url) => {
        seen.push(url);
        const page = pages[url];
        return {
          ok: true,
          status: 200,
          headers: { get: (name: string) => (name.toLowerCase() === 'link' ? page.link : null) },
          text: async () => JSON.stringify(page.body),
        };
      },
    });
    expect((await transport.listTrips()).map((t) => t.id)).toEqual(['AAAA0001', 'AAAA0002', 'AAAA0003']);
    expect(seen).toEqual(['https://x/api/trip-plans', 'https://x/api/trip-plans?cursor=c1']);
  });

  it('reads rel="next" from a Link header', () => {
    expect(nextPageLink('</api/trip-plans?cursor=abc&limit=7>; rel="next"')).toBe('/api/trip-plans?cursor=abc&limit=7');
    expect(nextPageLink('</x>; rel="prev"')).toBeNull();
    expect(nextPageLink(null)).toBeNull();
  });

  it('sends the bearer token and JSON header; a POST without a body sends none', async () => {
    const seen: Array<{ url: string; headers: Record<string, string>; body?: string }> = [];
    const transport = createServerTransport({
      fetch: fakeFetch(201, { trips: [] }, seen),
      token: () => 'tok',
      baseUrl: 'http://x',
    });
    await transport.createSampleTrips();
    expect(seen[0]).toEqual({
      url: 'http://x/api/trip-plans/sample',
      headers: {
        Accept: 'application/json',
        Authorization: 'Bearer tok',
        'Content-Type': 'application/json',
      },
      body: undefined,
    });
  });

  it('reads a shared trip without a token when asked to', async () => {
    const seen: Array<{ url: string; headers: Record<string, string> }> = [];
    const transport = createServerTransport({ fetch: fakeFetch(200, doc(), seen), token: () => 'tok' });
    expect(await transport.getTrip('ABCD1234', { anonymous: true })).toMatchObject({ id: 'ABCD1234' });
    expect(seen[0]?.headers.Authorization).toBeUndefined();
  });

  it('maps answers to typed errors', async () => {
    const call = (status: number, body: unknown) =>
      createServerTransport({ fetch: fakeFetch(status, body), token: () => 't' }).updateTrip('ABCD1234', {
        version: 1,
      });
    const quota = { message: 'Monthly Trip Limit Reached', code: 'quota-exceeded' };
    await expect(call(403, quota)).rejects.toBeInstanceOf(TripQuotaError);
    // The code decides, not the wording: another 403 with the same words is no quota.
    const other = await call(403, { ...quota, code: 'forbidden' }).catch((e: unknown) => e);
    expect(other).not.toBeInstanceOf(TripQuotaError);
    expect(other).toMatchObject({ status: 403, code: 'forbidden' });
    const conflict = await call(409, { message: 'Changed', code: 'stale-version', current: doc() }).catch(
      (e: unknown) => e,
    );
    expect(conflict).toBeInstanceOf(TripConflictError);
    expect((conflict as TripConflictError).current.version).toBe(3);
    const taken = await call(409, { message: 'Taken', code: 'conflict' }).catch((e: unknown) => e);
    expect(taken).not.toBeInstanceOf(TripConflictError);
    const tooLarge = await call(413, { message: 'Too large', code: 'payload-too-large' }).catch((e: unknown) => e);
    expect(tooLarge).toBeInstanceOf(TripServerError);
    expect(tooLarge).toMatchObject({ status: 413, message: 'Too large', code: 'payload-too-large', transient: false });
    // A body without a code (a proxy's page) gets the status's general code.
    expect(await call(502, 'Bad gateway').catch((e: unknown) => (e as TripServerError).code)).toBe('upstream-failed');
    expect(await call(503, { message: 'Down' }).catch((e: unknown) => (e as TripServerError).transient)).toBe(
      true,
    );
    const offline = createServerTransport({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
      token: () => null,
    });
    await expect(offline.listTrips()).rejects.toBeInstanceOf(TripNetworkError);
  });

  it('answers null for a missing trip and treats deleting a missing trip as done', async () => {
    const transport = createServerTransport({
      fetch: fakeFetch(404, { message: 'Trip not found' }),
      token: () => 't',
    });
    expect(await transport.getTrip('ABCD1234')).toBeNull();
    await expect(transport.deleteTrip('ABCD1234')).resolves.toBeUndefined();
  });
});

describe('merging a change onto the server document', () => {
  it('applies only the touched trip fields, days and expenses', () => {
    const body = applyChange(doc(), {
      account: 'u',
      id: 'ABCD1234',
      trip: { title: 'New' },
      reservations: { '1': null, '2': { confirmed: true } },
      expensesAdded: [{ id: 'E2', category: 'food', amount: 5, description: 'y', date: '2030-01-03' }],
    });
    expect(body.version).toBe(3);
    expect(body.trip).toEqual({
      id: 'ABCD1234',
      title: 'New',
      fromLocation: 'A',
      toLocation: 'B',
      extra: 'kept',
    });
    expect(body.reservations).toEqual({ '2': { confirmed: true } });
    expect(body.expenses?.map((e) => e.id)).toEqual(['E1', 'E2']);
    expect(body.aiPlan).toBeUndefined();
    expect(applyChange(doc(), { account: 'u', id: 'ABCD1234', expensesRemoved: ['E1'] }).expenses).toEqual(
      [],
    );
  });

  it('folds later writes into the queued one', () => {
    const e = (id: string) => ({
      id,
      category: 'fuel' as const,
      amount: 1,
      description: id,
      date: '2030-01-01',
    });
    const first = { account: 'u', id: 'T', trip: { title: 'a' }, expensesAdded: [e('1'), e('2')] };
    const folded = foldChange(first, {
      account: 'u',
      id: 'T',
      trip: { duration: 3 },
      expensesRemoved: ['2'],
    });
    expect(folded).toMatchObject({
      trip: { title: 'a', duration: 3 },
      expensesAdded: [e('1')],
      expensesRemoved: ['2'],
    });
    expect(foldChange(folded, { account: 'u', id: 'T', delete: true })).toEqual({
      account: 'u',
      id: 'T',
      delete: true,
    });
  });
});
