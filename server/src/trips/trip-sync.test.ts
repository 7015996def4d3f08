import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema, tripPlanSchema } from '@shared/schemas/plan';
import { planSummaryOf } from '@shared/plan/plan-summary';
import type { Expense, TripUsage } from '@shared/schemas/trip-document';
import type { FetchLike } from '@/entities/trips/storage/server-transport';
import { TripQuotaError, createServerTransport } from '@/entities/trips/storage/server-transport';
import { TripListUnavailableError, TripLoadError, createSyncedStore } from '@/entities/trips/storage/synced-store';
import { createLocalTransport } from '@/entities/trips/storage/local-transport';
import { createTestUser } from '../test/factories';
import { createTestApp, createTestDatabase, testConfig } from '../test/test-app';
import type { TestContext } from '../test/test-app';
import { memoryStorage } from '@/test/memory-storage';
import { databaseTargets, listenOnLoopback } from '../test/app-suite';

// The client's synced trip store against the real /api/trip-plans over HTTP: upload at sign-in,
// offline queue, merge on 409, quota and shared links, as two "devices" would see them.

const newTrip = (title: string) => ({
  title,
  fromLocation: 'Denver, CO',
  toLocation: 'Moab, UT',
  departureDate: '2030-06-01',
  duration: '5',
  rvType: 'class-c' as const,
  travelStyle: 'scenic' as const,
  planningMode: 'manual' as const,
});

const expense = (id: string, amount: number): Expense => ({
  id,
  category: 'fuel',
  amount,
  description: `Fuel ${id}`,
  date: '2030-06-02',
});

let ctx: TestContext;
let server: Server;
let baseUrl: string;
let plan: TripPlan;
const config = testConfig();
const targets = databaseTargets();

type Session = { userId: string; token: string } | null;

/** One browser: its own storage, a session that can sign in and out, and a network that can drop. */
function device(initial: Session = null) {
  const storage = memoryStorage();
  let session = initial;
  let online = true;
  const failing = new Set<string>();
  const calls: string[] = [];
  let beforeRequest: ((method: string, url: string) => Promise<void>) | null = null;
  // The list as the page asks for it before the store's code has loaded (lib/early-requests.ts).
  let earlyList: Promise<Response> | null = null;
  let droppedEarly = 0;
  const fetchLike: FetchLike = async (url, init) => {
    if (!online || failing.has(init.method)) throw new TypeError('Failed to fetch');
    const early = init.method === 'GET' && url === `${baseUrl}/api/trip-plans` ? earlyList : null;
    earlyList = null;
    calls.push(`${init.method} ${url.replace(baseUrl, '')}${early ? ' (early)' : ''}`);
    const hook = beforeRequest;
    if (hook) {
      beforeRequest = null;
      await hook(init.method, url);
    }
    const response = await (early ?? fetch(url, init));
    return {
      ok: response.ok,
      status: response.status,
      statusText: response.statusText,
      text: () => response.text(),
    };
  };
  const usage = vi.fn<(u: TripUsage) => void>();
  const warn = vi.fn();
  const store = createSyncedStore({
    local: createLocalTransport(storage, { warn }),
    server: createServerTransport({ fetch: fetchLike, token: () => session?.token ?? null, baseUrl }),
    storage,
    account: () => session?.userId ?? null,
    onUsage: usage,
    warn,
    freshForMs: 0,
    dropEarlyList: () => {
      if (earlyList) droppedEarly += 1;
      earlyList = null;
    },
  });
  return {
    store,
    storage,
    calls,
    usage,
    /** Asks for the list now, as the page does before the store loads; the store's next list takes it. */
    askListEarly: () => {
      earlyList = fetch(`${baseUrl}/api/trip-plans`, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${session?.token ?? ''}` },
      });
    },
    droppedEarly: () => droppedEarly,
    signIn: (s: Session) => void (session = s),
    signOut: () => void (session = null),
    setOnline: (value: boolean) => void (online = value),
    /** Requests of this method are lost on the way (a flaky connection). */
    failMethod: (method: string, fail = true) => void (fail ? failing.add(method) : failing.delete(method)),
    /** Runs `fn` just before this device's next request of `method` reaches the server. */
    interceptNext: (method: string, fn: () => Promise<void>) => {
      beforeRequest = async (m) => {
        if (m === method) await fn();
        else beforeRequest = async (m2) => void (m2 === method && (await fn()));
      };
    },
  };
}

async function account() {
  const { user, token } = await createTestUser(ctx.deps.database.db, config.jwtSecret);
  return { userId: user.id, token };
}

async function serverTrips(session: { token: string }) {
  const response = await fetch(`${baseUrl}/api/trip-plans`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  return (await response.json()) as Array<{ id: string; title: string; version: number }>;
}
async function serverDocument(session: { token: string }, id: string) {
  const response = await fetch(`${baseUrl}/api/trip-plans/${id}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  return (await response.json()) as {
    version: number;
    trip: Record<string, unknown>;
    expenses: Expense[];
    reservations: unknown;
    aiPlan: unknown;
  };
}

describe.each(targets)('synced trip store on %s', (_name, url) => {
  beforeAll(async () => {
    ctx = await createTestApp({ config, database: await createTestDatabase(url) });
    ({ server, baseUrl } = await listenOnLoopback(ctx.app));
    plan = await ctx.deps.planProvider.generateTrip(
      generateTripInputSchema.parse({
        fromLocation: 'Denver, CO',
        toLocation: 'Moab, UT',
        departureDate: '2030-06-01',
        duration: 3,
      }),
    );
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await ctx.close();
  });

  it('signed out it stays on the device and never calls the server', async () => {
    const a = device();
    const trip = await a.store.save(newTrip('Local only'));
    expect(await a.store.list()).toEqual([trip]);
    await a.store.addExpense(trip.id, expense('E1', 10));
    expect(await a.store.getExpenses(trip.id)).toEqual([expense('E1', 10)]);
    expect(a.calls).toEqual([]);
  });

  it('signed in, a save goes to the server and the local cache, and another device sees it', async () => {
    const user = await account();
    const a = device(user);
    const trip = await a.store.save(newTrip('Canyon loop'));
    await a.store.saveAiPlan(trip.id, plan);
    expect(JSON.parse(a.storage.data.get('trips') ?? '[]')).toEqual([
      expect.objectContaining({ id: trip.id }),
    ]);
    expect((await serverTrips(user)).map((t) => t.id)).toEqual([trip.id]);
    expect(a.usage).toHaveBeenLastCalledWith(expect.objectContaining({ count: 1, limit: 3 }));

    const b = device(user);
    expect((await b.store.list()).map((t) => t.title)).toEqual(['Canyon loop']);
    expect((await b.store.getAiPlan(trip.id))?.overview.title).toBe(plan.overview.title);
    expect(await b.store.get(trip.id)).toMatchObject({ id: trip.id, title: 'Canyon loop' });
  });

  it("a trip with its plan and reservations is one read of the server's copy, for its owner and by a shared link", async () => {
    const user = await account();
    const a = device(user);
    const trip = await a.store.save(newTrip('Mesa loop'));
    await a.store.saveAiPlan(trip.id, plan);
    await a.store.saveReservations(trip.id, { '1': { confirmed: true } });
    const documentReads = (calls: string[]) => calls.filter((c) => c.startsWith('GET /api/trip-plans/'));

    const b = device(user);
    // The plan is checked once, on its way into the cache, and handed on from there.
    const planChecks = vi.spyOn(tripPlanSchema, 'safeParse');
    const parts = await b.store.getWithParts(trip.id);
    expect(planChecks).toHaveBeenCalledTimes(1);
    planChecks.mockRestore();
    expect(parts?.trip).toMatchObject({ id: trip.id, title: 'Mesa loop' });
    expect(parts?.plan?.overview.title).toBe(plan.overview.title);
    expect(parts?.reservations).toEqual({ '1': { confirmed: true } });
    expect(documentReads(b.calls)).toEqual([`GET /api/trip-plans/${trip.id}`]);
    // The same parts as the reads one by one (each of which asks the server again here: freshForMs 0).
    expect(await b.store.get(trip.id)).toEqual(parts?.trip);
    expect(await b.store.getAiPlan(trip.id)).toEqual(parts?.plan);
    expect(await b.store.getReservations(trip.id)).toEqual(parts?.reservations);
    expect(documentReads(b.calls)).toHaveLength(4);

    await a.store.shareTrip(trip.id);
    const visitor = device();
    const shared = await visitor.store.getWithParts(trip.id);
    expect(shared?.trip).toMatchObject({ id: trip.id, title: 'Mesa loop' });
    expect(shared?.plan?.overview.title).toBe(plan.overview.title);
    expect(visitor.store.isReadOnly(trip.id)).toBe(true);
    expect(documentReads(visitor.calls)).toHaveLength(1);
    await a.store.delete(trip.id);
    expect(await device(user).store.getWithParts(trip.id)).toBeNull();
  });

  it("a card's plan figures come from the list's summaries: no trip's document is fetched for the list", async () => {
    const user = await account();
    const a = device(user);
    const planned = await a.store.save(newTrip('Planned loop'));
    await a.store.saveAiPlan(planned.id, plan);
    const bare = await a.store.save(newTrip('Not planned'));

    const b = device(user);
    await b.store.list();
    const figures = { totalDistance: plan.overview.totalDistance, estimatedCost: plan.overview.estimatedCost };
    // The server sums the stays and activities from the plan; the card takes them from the list.
    const { stops, mainActivities } = planSummaryOf(plan);
    expect(await b.store.planFigures(planned.id)).toEqual({ ...figures, stops, mainActivities });
    expect(await b.store.planFigures(bare.id)).toBeNull();
    expect(b.calls.filter((c) => c.startsWith('GET /api/trip-plans/'))).toEqual([]);
    // Signed out, the device's own copy answers.
    const c = device();
    const local = await c.store.save(newTrip('On this device'));
    await c.store.saveAiPlan(local.id, plan);
    // The device's copy is summed from the plan as it is now (stays and activities too).
    const own = await c.store.planFigures(local.id);
    expect(own).toEqual(planSummaryOf(plan));
    expect(own).toMatchObject(figures);
    expect(c.calls).toEqual([]);
  });

  it('uploads trips made while signed out at sign-in, with their parts, without duplicates', async () => {
    const user = await account();
    const a = device();
    const first = await a.store.save(newTrip('Made offline 1'));
    const second = await a.store.save(newTrip('Made offline 2'));
    await a.store.saveAiPlan(first.id, plan);
    await a.store.saveReservations(first.id, { '1': { confirmed: true } });
    await a.store.addExpense(second.id, expense('E1', 12.5));

    a.signIn(user);
    expect(await a.store.syncNow()).toMatchObject({ delivered: 2, pending: 0 });
    expect(await a.store.syncNow()).toMatchObject({ delivered: 0, pending: 0 });
    expect((await a.store.list()).map((t) => t.id).sort()).toEqual([first.id, second.id].sort());
    expect(await serverTrips(user)).toHaveLength(2);
    const doc = await serverDocument(user, first.id);
    expect(doc.reservations).toEqual({ '1': { confirmed: true } });
    expect(doc.aiPlan).toMatchObject({ overview: { title: plan.overview.title } });
    expect((await serverDocument(user, second.id)).expenses).toEqual([expense('E1', 12.5)]);
  });

  it('a create whose answer was lost is not duplicated when it is sent again', async () => {
    const user = await account();
    const a = device(user);
    const trip = await a.store.save(newTrip('Sent twice'));
    // The same create queued again (as after a lost answer) meets the stored trip and merges into it.
    const queue = [
      {
        account: user.userId,
        id: trip.id,
        create: { origin: 'user' },
        trip: { ...trip, title: 'Sent twice, renamed' },
      },
    ];
    a.storage.data.set('tripSyncQueue', JSON.stringify(queue));
    await a.store.syncNow();
    const list = await serverTrips(user);
    expect(list).toHaveLength(1);
    expect(list[0]?.title).toBe('Sent twice, renamed');
  });

  it('offline: reads fall back to the cache, writes queue and are delivered when back online', async () => {
    const user = await account();
    const a = device(user);
    const trip = await a.store.save(newTrip('Before'));
    a.setOnline(false);
    expect(await a.store.update(trip.id, { title: 'Edited offline' })).toMatchObject({
      title: 'Edited offline',
    });
    await a.store.addExpense(trip.id, expense('E1', 5));
    const offlineTrip = await a.store.save(newTrip('Saved offline'));
    expect((await a.store.list()).map((t) => t.title)).toEqual(['Edited offline', 'Saved offline']);
    expect(await a.store.get(trip.id)).toMatchObject({ title: 'Edited offline' });
    expect(a.store.pendingChanges()).toHaveLength(2);
    expect((await serverDocument(user, trip.id)).trip.title).toBe('Before');

    // Reads work again but writes still do not get through: the list keeps this device's edit.
    a.setOnline(true);
    a.failMethod('PUT');
    a.failMethod('POST');
    expect((await a.store.list()).map((t) => t.title)).toEqual(['Edited offline', 'Saved offline']);
    a.failMethod('PUT', false);
    a.failMethod('POST', false);
    expect(await a.store.syncNow()).toMatchObject({ delivered: 2, pending: 0 });
    const doc = await serverDocument(user, trip.id);
    expect(doc.trip.title).toBe('Edited offline');
    expect(doc.expenses).toEqual([expense('E1', 5)]);
    expect((await serverTrips(user)).map((t) => t.id).sort()).toEqual([trip.id, offlineTrip.id].sort());
    // Delivering again changes nothing: the queue is empty and creates are idempotent.
    expect(await a.store.syncNow()).toMatchObject({ delivered: 0, pending: 0 });
    expect(await serverTrips(user)).toHaveLength(2);
  });

  it('a list asked for early is used when nothing was queued, and dropped when writes were delivered after it', async () => {
    const user = await account();
    const a = device(user);
    const trip = await a.store.save(newTrip('Listed'));
    a.askListEarly();
    expect((await a.store.list()).map((t) => t.title)).toEqual(['Listed']);
    const lists = () => a.calls.filter((c) => /^GET \/api\/trip-plans( |$)/.test(c));
    expect(lists()).toEqual(['GET /api/trip-plans (early)']);
    expect(a.droppedEarly()).toBe(0);

    // Made offline, then the page reloads online: the early list predates the upload the store
    // makes before listing, so it lacks the new trip; used anyway, the trip would leave the cache.
    a.setOnline(false);
    const offline = await a.store.save(newTrip('Saved offline'));
    await a.store.update(trip.id, { title: 'Renamed offline' });
    a.setOnline(true);
    a.calls.length = 0;
    a.askListEarly();
    const listed = await a.store.list();
    expect(a.droppedEarly()).toBe(1);
    expect(listed.map((t) => t.title).sort()).toEqual(['Renamed offline', 'Saved offline']);
    expect(lists()).toEqual(['GET /api/trip-plans']);
    expect((await serverTrips(user)).map((t) => t.id).sort()).toEqual([trip.id, offline.id].sort());
  });

  it("names the account whose server list it last returned: none for the device's own or its copy", async () => {
    const user = await account();
    const a = device();
    await a.store.list();
    expect(a.store.listedAccount()).toBeNull();
    a.signIn(user);
    await a.store.list();
    expect(a.store.listedAccount()).toBe(user.userId);
    a.setOnline(false);
    await a.store.list();
    expect(a.store.listedAccount()).toBeNull();
    a.setOnline(true);
    a.signOut();
    await a.store.list();
    expect(a.store.listedAccount()).toBeNull();
  });

  it("says whether every read it answered was the signed-in account's own from the server", async () => {
    const user = await account();
    const owner = device(user);
    const trip = await owner.store.save(newTrip('Arches'));
    await owner.store.saveAiPlan(trip.id, plan);

    // A page opened signed in: what it read is the account's, so the sign-in sync reads nothing again.
    const opened = device(user);
    expect(opened.store.answeredOnlyAs(user.userId)).toBe(false);
    await opened.store.getWithParts(trip.id);
    expect(opened.store.answeredOnlyAs(user.userId)).toBe(true);
    expect(opened.store.answeredOnlyAs('someone-else')).toBe(false);
    // This device's copy, the server out of reach, is not the server's answer.
    opened.setOnline(false);
    await opened.store.get(trip.id);
    expect(opened.store.answeredOnlyAs(user.userId)).toBe(false);

    // Signed in on a page that had read the device's own trips: those reads were not the account's.
    const visitor = device();
    await visitor.store.list();
    visitor.signIn(user);
    await visitor.store.getWithParts(trip.id);
    expect(visitor.store.answeredOnlyAs(user.userId)).toBe(false);
  });

  it('merges a write that meets a newer version (409) so neither edit is lost', async () => {
    const user = await account();
    const a = device(user);
    const b = device(user);
    const trip = await a.store.save(newTrip('Shared edit'));
    await b.store.list();
    expect(await b.store.get(trip.id)).toMatchObject({ title: 'Shared edit' });

    // B reads version 1; just before B's write lands, A writes: B's PUT meets a 409 and merges.
    b.interceptNext('PUT', async () => {
      await a.store.addExpense(trip.id, expense('A1', 20));
    });
    await b.store.update(trip.id, { title: 'Renamed on B' });
    await b.store.addExpense(trip.id, expense('B1', 30));
    expect(b.calls.filter((c) => c.startsWith('PUT'))).toHaveLength(3);

    const doc = await serverDocument(user, trip.id);
    expect(doc.trip.title).toBe('Renamed on B');
    expect(doc.expenses.map((e) => e.id).sort()).toEqual(['A1', 'B1']);
    expect(await a.store.getExpenses(trip.id)).toHaveLength(2);
    expect(await a.store.get(trip.id)).toMatchObject({ title: 'Renamed on B' });
  });

  it('a new device whose first list fails says so instead of showing an empty account', async () => {
    const user = await account();
    const a = device(user);
    await a.store.save(newTrip('On the server'));
    const b = device(user);
    b.failMethod('GET');
    await expect(b.store.list()).rejects.toBeInstanceOf(TripListUnavailableError);
    expect(b.store.listIsComplete()).toBe(false);
    b.failMethod('GET', false);
    expect((await b.store.list()).map((t) => t.title)).toEqual(['On the server']);
    expect(b.store.listIsComplete()).toBe(true);
    // Listed once, a later failure shows this device's copy, marked as not the whole list.
    b.failMethod('GET');
    expect((await b.store.list()).map((t) => t.title)).toEqual(['On the server']);
    expect(b.store.listIsComplete()).toBe(false);
    // Signed out, the device's list is the whole list.
    const c = device();
    expect(await c.store.list()).toEqual([]);
    expect(c.store.listIsComplete()).toBe(true);
  });

  it('a trip the server could not return is an error, not "not found"; a missing one is null', async () => {
    const user = await account();
    const a = device(user);
    const trip = await a.store.save(newTrip('Far away'));
    const b = device(user);
    b.failMethod('GET');
    await expect(b.store.get(trip.id)).rejects.toBeInstanceOf(TripLoadError);
    b.failMethod('GET', false);
    expect(await b.store.get(trip.id)).toMatchObject({ title: 'Far away' });
    expect(await b.store.get('NOTATRIP')).toBeNull();
    const visitor = device();
    visitor.failMethod('GET');
    await expect(visitor.store.get(trip.id)).rejects.toBeInstanceOf(TripLoadError);
  });

  it('edits made offline on two devices to the same trip both survive', async () => {
    const user = await account();
    const a = device(user);
    const b = device(user);
    const trip = await a.store.save(newTrip('Two devices'));
    await b.store.list();
    await b.store.get(trip.id);
    a.setOnline(false);
    b.setOnline(false);
    await a.store.update(trip.id, { title: 'Title from A' });
    await a.store.saveReservations(trip.id, { '1': { confirmed: true } });
    await b.store.update(trip.id, { estimatedBudget: '2000' });
    await b.store.saveReservations(trip.id, { '2': { confirmed: true, reservedElsewhere: { name: 'KOA' } } });
    a.setOnline(true);
    b.setOnline(true);
    await a.store.syncNow();
    await b.store.syncNow();
    const doc = await serverDocument(user, trip.id);
    expect(doc.trip).toMatchObject({ title: 'Title from A', estimatedBudget: '2000' });
    expect(doc.reservations).toEqual({
      '1': { confirmed: true },
      '2': { confirmed: true, reservedElsewhere: { name: 'KOA' } },
    });
    expect(await a.store.getReservations(trip.id)).toEqual(doc.reservations);
  });

  it("a free user's 4th trip of the month fails with TripQuotaError and is not kept", async () => {
    const user = await account();
    const a = device(user);
    for (const n of [1, 2, 3]) await a.store.save(newTrip(`Trip ${n}`));
    expect(a.usage).toHaveBeenLastCalledWith(expect.objectContaining({ count: 3 }));
    await expect(a.store.save(newTrip('Trip 4'))).rejects.toBeInstanceOf(TripQuotaError);
    expect((await a.store.list()).map((t) => t.title)).not.toContain('Trip 4');
    expect(a.store.pendingChanges()).toEqual([]);
    // Demo trips do not count.
    await expect(a.store.save({ ...newTrip('Demo'), isDemo: true })).resolves.toMatchObject({
      title: 'Demo',
    });
  });

  it('an upload past the monthly limit stays on the device; demo copies give way to the account’s own', async () => {
    const user = await account();
    const a = device(user);
    for (const n of [1, 2, 3]) await a.store.save(newTrip(`Trip ${n}`));
    for (const n of [1, 2, 3]) await a.store.save({ ...newTrip(`Demo ${n}`), isDemo: true });
    const c = device();
    await c.store.save(newTrip('Over the limit'));
    await c.store.save({ ...newTrip('Demo copy'), isDemo: true });
    c.signIn(user);
    expect(await c.store.syncNow()).toMatchObject({ delivered: 0, pending: 1, blockedByQuota: 1 });
    const titles = (await c.store.list()).map((t) => t.title);
    expect(titles).toContain('Over the limit');
    expect(titles).not.toContain('Demo copy');
    expect(titles).toHaveLength(7);
    expect(await serverTrips(user)).toHaveLength(6);
  });

  it('deletes on the server, and a trip deleted on another device leaves the cache', async () => {
    const user = await account();
    const a = device(user);
    const b = device(user);
    const keep = await a.store.save(newTrip('Keep'));
    const drop = await a.store.save(newTrip('Drop'));
    expect(await b.store.list()).toHaveLength(2);
    await a.store.delete(drop.id);
    expect((await serverTrips(user)).map((t) => t.id)).toEqual([keep.id]);
    expect((await b.store.list()).map((t) => t.id)).toEqual([keep.id]);
    expect(b.storage.data.get('trips')).not.toContain(drop.id);
  });

  it('a shared trip opens read-only for a signed-out visitor, with its plan', async () => {
    const user = await account();
    const a = device(user);
    const trip = await a.store.save(newTrip('Open road'));
    await a.store.saveAiPlan(trip.id, plan);
    const visitor = device();
    expect(await visitor.store.get(trip.id)).toBeNull();
    await a.store.shareTrip(trip.id);
    const seen = device();
    expect(await seen.store.get(trip.id)).toMatchObject({ id: trip.id, title: 'Open road' });
    expect((await seen.store.getAiPlan(trip.id))?.overview.title).toBe(plan.overview.title);
    expect(seen.store.isReadOnly(trip.id)).toBe(true);
    await expect(seen.store.addExpense(trip.id, expense('X', 1))).rejects.toThrow('read-only');
    expect(await seen.store.list()).toEqual([]);
    await expect(visitor.store.shareTrip(trip.id)).rejects.toThrow('Sign in to share this trip.');
  });

  it('the owner shares without or with private details and stops sharing; the share state follows', async () => {
    const user = await account();
    const a = device(user);
    const trip = await a.store.save(newTrip('Private bits'));
    await a.store.addExpense(trip.id, expense('Fuel', 80));
    await a.store.saveReservations(trip.id, {
      '1': { confirmed: true, reservedElsewhere: { name: 'Lakeside RV', confirmationNumber: 'CONF-4821' } },
    });
    expect(await a.store.shareState(trip.id)).toEqual({ shared: false, includePrivateDetails: false });

    expect(await a.store.shareTrip(trip.id)).toEqual({ shared: true, includePrivateDetails: false });
    expect(await a.store.shareState(trip.id)).toEqual({ shared: true, includePrivateDetails: false });
    const first = device();
    // The name of a park booked elsewhere is typed by the traveller: private too.
    expect(await first.store.getReservations(trip.id)).toEqual({ '1': { confirmed: true } });
    expect(await first.store.getExpenses(trip.id)).toEqual([]);

    expect(await a.store.shareTrip(trip.id, { includePrivateDetails: true })).toEqual({
      shared: true,
      includePrivateDetails: true,
    });
    const second = device();
    expect((await second.store.getReservations(trip.id))?.['1']?.reservedElsewhere?.confirmationNumber).toBe(
      'CONF-4821',
    );
    expect(await second.store.getExpenses(trip.id)).toEqual([expense('Fuel', 80)]);

    expect(await a.store.unshareTrip(trip.id)).toEqual({ shared: false, includePrivateDetails: false });
    expect(await a.store.shareState(trip.id)).toEqual({ shared: false, includePrivateDetails: false });
    expect(await device().store.get(trip.id)).toBeNull();
    // The owner still has the trip, and a signed-out device cannot stop someone's share.
    expect(await a.store.get(trip.id)).toMatchObject({ title: 'Private bits' });
    await expect(device().store.unshareTrip(trip.id)).rejects.toThrow('Sign in to stop sharing this trip.');
  });

  it("signing out removes the account's trips from the device; the next account does not get them", async () => {
    const first = await account();
    const second = await account();
    const a = device(first);
    await a.store.save(newTrip('First user trip'));
    a.signOut();
    expect(await a.store.list()).toEqual([]);
    a.signIn(second);
    await a.store.syncNow();
    expect(await serverTrips(second)).toEqual([]);
    a.signIn(first);
    expect((await a.store.list()).map((t) => t.title)).toEqual(['First user trip']);
  });
});
