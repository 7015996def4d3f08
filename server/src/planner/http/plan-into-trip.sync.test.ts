import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { plannedTripSchema } from '@shared/schemas/planned-trip';
import type { TripUsage } from '@shared/schemas/trip-document';
import type { FetchLike } from '@/entities/trips/storage/server-transport';
import { createServerTransport } from '@/entities/trips/storage/server-transport';
import { createSyncedStore } from '@/entities/trips/storage/synced-store';
import { createLocalTransport } from '@/entities/trips/storage/local-transport';
import { memoryStorage } from '@/test/memory-storage';
import { createTestUser } from '../../test/factories';
import type { TestContext } from '../../test/test-app';
import { createTestApp, createTestDatabase, testConfig } from '../../test/test-app';
import { databaseTargets, listenOnLoopback } from '../../test/app-suite';

// The client's trip store and a plan made into a trip on the server: the save is one request, the
// store takes the server's new version and plan, and later writes apply on top of it.

const config = testConfig();
const targets = databaseTargets();

describe.each(targets)('a plan made into a saved trip, seen by the trip store on %s', (_name, url) => {
  let ctx: TestContext;
  let server: Server;
  let baseUrl: string;
  beforeAll(async () => {
    ctx = await createTestApp({ config, database: await createTestDatabase(url) });
    ctx.deps.places.plannerData();
    ({ server, baseUrl } = await listenOnLoopback(ctx.app));
  }, 120_000);
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await ctx.close();
  });

  async function signedInDevice() {
    const { user, token } = await createTestUser(ctx.deps.database.db, config.jwtSecret);
    const calls: string[] = [];
    const fetchLike: FetchLike = async (path, init) => {
      calls.push(`${init.method} ${path.replace(baseUrl, '')}`);
      const response = await fetch(path, init);
      return { ok: response.ok, status: response.status, text: () => response.text() };
    };
    const usage = vi.fn<(u: TripUsage) => void>();
    const storage = memoryStorage();
    const store = createSyncedStore({
      local: createLocalTransport(storage),
      server: createServerTransport({ fetch: fetchLike, token: () => token, baseUrl }),
      storage,
      account: () => user.id,
      onUsage: usage,
      freshForMs: 0,
    });
    const planInto = async (tripId: string) => {
      const response = await fetch(`${baseUrl}/api/ai/generate-trip`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          tripId,
          fromLocation: 'Denver, CO',
          toLocation: 'Moab, UT',
          departureDate: '2030-06-01',
          duration: 3,
        }),
      });
      expect(response.status).toBe(200);
      return plannedTripSchema.parse(await response.json());
    };
    return { store, calls, usage, planInto, token };
  }

  const newTrip = {
    title: 'Red rocks',
    fromLocation: 'Denver, CO',
    toLocation: 'Moab, UT',
    departureDate: '2030-06-01',
    duration: '3',
    rvType: 'class-c' as const,
    travelStyle: 'scenic' as const,
    planningMode: 'ai' as const,
  };

  it('saves in one request when the count is deferred, then holds the trip on the server', async () => {
    const device = await signedInDevice();
    const trip = await device.store.save(newTrip, { deferUsage: true });
    expect(device.calls).toEqual(['POST /api/trip-plans']);
    expect(device.usage).not.toHaveBeenCalled();
    expect(device.store.holdsOnServer(trip.id)).toBe(true);
    expect(device.store.holdsOnServer('ZZZZ9999')).toBe(false);
  });

  it('takes the plan, the trip and the version the server answered, and later writes land on top', async () => {
    const device = await signedInDevice();
    const trip = await device.store.save(newTrip, { deferUsage: true });
    const planned = await device.planInto(trip.id);
    await device.store.adoptServerPlan(planned);
    expect(device.usage).toHaveBeenCalledWith(expect.objectContaining({ count: 1 }));
    expect(await device.store.getAiPlan(trip.id)).toEqual(planned.plan);
    expect((await device.store.get(trip.id))?.mainActivities).toEqual(planned.trip.mainActivities);
    // An edit right after is based on the server's new version: no conflict, nothing lost.
    device.calls.length = 0;
    await device.store.update(trip.id, { title: 'Red rocks, planned' });
    expect(device.calls.filter((c) => c.startsWith('PUT'))).toEqual([`PUT /api/trip-plans/${trip.id}`]);
    const doc = await (
      await fetch(`${baseUrl}/api/trip-plans/${trip.id}`, {
        headers: { Authorization: `Bearer ${device.token}` },
      })
    ).json();
    expect(doc).toMatchObject({ version: 3, trip: { title: 'Red rocks, planned' } });
    expect(doc.aiPlan).toEqual(planned.plan);
  }, 120_000);
});
