import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerateTripInput, TripPlan } from '@shared/schemas/plan';
import { plannedTripSchema } from '@shared/schemas/planned-trip';
import type { NewTrip } from '@shared/schemas/trip';
import type { FetchLike } from '@/entities/trips/storage/server-transport';
import { createServerTransport } from '@/entities/trips/storage/server-transport';
import { createSyncedStore } from '@/entities/trips/storage/synced-store';
import { createLocalTransport } from '@/entities/trips/storage/local-transport';
import { currentRequestOf } from '@/features/itinerary/lib/replan';
import { storedTripInputOf } from '@/lib/trip-request';
import { memoryStorage } from '@/test/memory-storage';
import { createTestUser } from '../../test/factories';
import type { TestContext } from '../../test/test-app';
import { createTestApp, createTestDatabase, testConfig } from '../../test/test-app';
import { databaseTargets, listenOnLoopback } from '../../test/app-suite';

// "Avoid mountain passes" is saved with the trip (its optimize preferences). A trip saved on one
// device and planned from another (the server's copy), or re-planned after its dates moved, is asked
// with it: Alamosa to Durango in winter keeps off Wolf Creek Pass (US-160, 10,857 ft) and says so,
// where the same trip without the choice crosses it with the winter warning (no way round is within
// about 15 % more miles). Through the client's trip store, request builder and the real server.

const config = testConfig();
const targets = databaseTargets();

const winterTrip = (avoidPasses: boolean): NewTrip => ({
  title: 'San Luis Valley to Durango',
  fromLocation: 'Alamosa, CO',
  toLocation: 'Durango, CO',
  departureDate: '2030-01-14',
  duration: 3,
  rvType: 'class-c',
  travelStyle: 'balanced',
  planningMode: 'hybrid',
  optimizationPreferences: {
    optimizeFor: 'activities',
    prioritizeActivities: [],
    avoidHighways: false,
    ...(avoidPasses ? { avoidPasses: true } : {}),
    maxDrivingHoursPerDay: 6,
    preferredAmenities: [],
  },
});

const texts = (plan: TripPlan) => plan.dailyItinerary.flatMap((d) => [...d.notes, ...(d.warnings ?? [])]);
const crossesWolfCreek = (plan: TripPlan) => texts(plan).filter((t) => t.startsWith('Crosses Wolf Creek Pass'));
const avoidedAsAsked = (plan: TripPlan) =>
  texts(plan).filter((t) => /^Avoided [A-Z][\w' ]+ Pass \([^)]*\): you asked to avoid mountain passes/.test(t));

describe.each(targets)('a saved trip’s "avoid mountain passes" in every plan of it, on %s', (_name, url) => {
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

  /** A device of one signed-in traveller: its own trip store on the real server. */
  function device(user: { id: string }, token: string) {
    const fetchLike: FetchLike = async (path, init) => {
      const response = await fetch(path, init);
      return { ok: response.ok, status: response.status, text: () => response.text() };
    };
    const storage = memoryStorage();
    const store = createSyncedStore({
      local: createLocalTransport(storage),
      server: createServerTransport({ fetch: fetchLike, token: () => token, baseUrl }),
      storage,
      account: () => user.id,
      freshForMs: 0,
    });
    const planInto = async (tripId: string, input: GenerateTripInput) => {
      const response = await fetch(`${baseUrl}/api/ai/generate-trip`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...input, tripId }),
      });
      expect(response.status).toBe(200);
      return plannedTripSchema.parse(await response.json());
    };
    return { store, planInto };
  }

  it('planned on another device, then re-planned on new winter dates: kept off Wolf Creek Pass', async () => {
    const { user, token } = await createTestUser(ctx.deps.database.db, config.jwtSecret, { tier: 'pro' });
    const saved = await device(user, token).store.save(winterTrip(true), { deferUsage: true });

    // Another device reads the trip from the server and makes its first plan.
    const other = device(user, token);
    const read = await other.store.get(saved.id);
    expect(read?.optimizationPreferences?.avoidPasses).toBe(true);
    const first = await other.planInto(saved.id, storedTripInputOf(read!));
    expect(first.plan.input.avoidPasses).toBe(true);
    expect(crossesWolfCreek(first.plan)).toEqual([]);
    expect(avoidedAsAsked(first.plan).length).toBeGreaterThan(0);

    // The trip's dates move (still winter); the choice stays with the trip and the re-plan keeps it.
    await other.store.update(saved.id, { departureDate: '2030-02-11', returnDate: '2030-02-14' });
    const moved = await other.store.get(saved.id);
    expect(moved?.optimizationPreferences?.avoidPasses).toBe(true);
    const again = await other.planInto(saved.id, currentRequestOf(moved!, first.plan));
    expect(again.plan.input).toMatchObject({ departureDate: '2030-02-11', avoidPasses: true });
    expect(again.plan.dailyItinerary[0].date).toBe('2030-02-11');
    expect(crossesWolfCreek(again.plan)).toEqual([]);
    expect(avoidedAsAsked(again.plan).length).toBeGreaterThan(0);
  }, 180_000);

  it('the same trip saved without the choice crosses the pass in winter, with the warning', async () => {
    const { user, token } = await createTestUser(ctx.deps.database.db, config.jwtSecret, { tier: 'pro' });
    const one = device(user, token);
    const saved = await one.store.save(winterTrip(false), { deferUsage: true });
    const planned = await one.planInto(saved.id, storedTripInputOf(saved));
    expect(planned.plan.input.avoidPasses).toBeUndefined();
    expect(crossesWolfCreek(planned.plan)[0]).toMatch(/^Crosses Wolf Creek Pass \(US-160, 10,857 ft\) in winter/);
  }, 180_000);
});
