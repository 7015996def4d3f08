import { describe, expect, it, vi } from 'vitest';
import { TripStorageError, createLocalTransport } from './local-transport';
import { createDeviceState } from './device-state';
import { makePlan } from '@shared/trips/test-factories';
import { memoryStorage } from '@/test/memory-storage';

const quotaError = () =>
  Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
const newTrip = {
  fromLocation: 'Denver, CO',
  toLocation: 'Moab, UT',
  departureDate: '2026-06-01',
  duration: '5',
};

function setup(initial?: Record<string, string>) {
  const storage = memoryStorage(initial);
  const warn = vi.fn();
  let n = 0;
  const store = createLocalTransport(storage, {
    warn,
    now: () => new Date('2026-05-01T10:00:00.000Z'),
    newId: () => `TRIP000${++n}`,
  });
  return { storage, warn, store };
}

describe('local trip store', () => {
  it('saves with an id, createdAt and empty special needs, then lists and gets', async () => {
    const { store, storage } = setup();
    const trip = await store.save(newTrip);
    expect(trip).toMatchObject({
      id: 'TRIP0001',
      createdAt: '2026-05-01T10:00:00.000Z',
      specialNeeds: [],
      rvType: 'travel-trailer',
    });
    expect(await store.list()).toEqual([trip]);
    expect(await store.get('TRIP0001')).toEqual(trip);
    expect(await store.get('NOPE0000')).toBeNull();
    expect(JSON.parse(storage.data.get('trips') ?? '[]')).toHaveLength(1);
  });

  it('generates 8-character uppercase ids by default and never repeats one', async () => {
    const storage = memoryStorage();
    const store = createLocalTransport(storage, { warn: vi.fn() });
    const a = await store.save(newTrip);
    const b = await store.save(newTrip);
    expect(a.id).toMatch(/^[A-Z0-9]{8}$/);
    expect(a.id).not.toBe(b.id);
  });

  it('updates, stamps lastModified and keeps id and createdAt', async () => {
    const { store } = setup();
    const trip = await store.save(newTrip);
    const updated = await store.update(trip.id, { title: 'Canyons' });
    expect(updated).toMatchObject({
      id: trip.id,
      createdAt: trip.createdAt,
      title: 'Canyons',
      lastModified: '2026-05-01T10:00:00.000Z',
    });
    expect(await store.update('MISSING1', { title: 'x' })).toBeNull();
  });

  it('deletes a trip with its plan and reservations', async () => {
    const { store, storage } = setup();
    const trip = await store.save(newTrip);
    await store.saveReservations(trip.id, { '1': { confirmed: true } });
    storage.setItem(`trip_${trip.id}_ai_plan`, '{}');
    await store.delete(trip.id);
    expect(await store.list()).toEqual([]);
    expect(storage.data.has(`trip_${trip.id}_ai_plan`)).toBe(false);
    expect(storage.data.has(`trip_${trip.id}_reservations`)).toBe(false);
  });

  it('treats corrupt JSON as empty with a warning', async () => {
    const { store, warn } = setup({
      trips: '{not json',
      savedItineraries: '[oops',
      trip_X_reservations: 'nope',
    });
    expect(await store.list()).toEqual([]);
    expect(await store.get('X')).toBeNull();
    expect(await store.listSavedItineraries()).toEqual([]);
    expect(await store.getReservations('X')).toEqual({});
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('corrupt JSON'), expect.anything());
  });

  it('skips unreadable entries but keeps them on rewrite', async () => {
    const { store, storage, warn } = setup({ trips: JSON.stringify([{ id: 'BROKEN01' }, 'junk']) });
    expect(await store.list()).toEqual([]);
    expect(warn).toHaveBeenCalled();
    await store.save(newTrip);
    const raw = JSON.parse(storage.data.get('trips') ?? '[]') as unknown[];
    expect(raw).toHaveLength(3);
    expect(await store.list()).toHaveLength(1);
  });

  it('ignores a trips key that is not a list', async () => {
    const { store, warn } = setup({ trips: '{"id":"A"}' });
    expect(await store.list()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not a list'));
  });

  it('rejects with TripStorageError when the quota is full, keeping the old data', async () => {
    const { store, storage, warn } = setup();
    await store.save(newTrip);
    storage.setItem = () => {
      throw quotaError();
    };
    await expect(store.save(newTrip)).rejects.toBeInstanceOf(TripStorageError);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Could not write'), expect.anything());
    expect(await store.list()).toHaveLength(1);
  });

  it('reads as empty and rejects writes when storage is missing or throws on read', async () => {
    const warn = vi.fn();
    const missing = createLocalTransport(null, { warn });
    expect(await missing.list()).toEqual([]);
    await expect(missing.save(newTrip)).rejects.toBeInstanceOf(TripStorageError);
    const throwing = createLocalTransport(
      {
        getItem: () => {
          throw new Error('SecurityError');
        },
        setItem: () => undefined,
        removeItem: () => undefined,
      },
      { warn },
    );
    expect(await throwing.list()).toEqual([]);
    expect(await throwing.getAiPlan('X')).toBeNull();
  });

  it('lists a trip stored without a departure date (it opens with the results defaults)', async () => {
    const stored = {
      id: 'NODATE01',
      fromLocation: 'Denver, CO',
      toLocation: 'Moab, UT',
      duration: 3,
      createdAt: '2026-01-01T00:00:00Z',
    };
    const { store } = setup({ trips: JSON.stringify([stored]) });
    expect(await store.list()).toMatchObject([{ id: 'NODATE01', departureDate: '' }]);
    expect(await store.get('NODATE01')).toMatchObject({ departureDate: '' });
  });

  it('keeps a plan stored with one malformed GPS text: that park has no known place', async () => {
    const plan = makePlan(3);
    const stored = JSON.parse(JSON.stringify(plan)) as typeof plan;
    // Plans stored before coordinates were numbers wrote them as "lat, lng" text.
    const { latitude: _lat, longitude: _lng, ...park } = stored.dailyItinerary[1]!.rvPark;
    (stored.dailyItinerary[1] as { rvPark: unknown }).rvPark = { ...park, gpsCoordinates: '38.57,-109.55' };
    const { store } = setup({ trip_A_ai_plan: JSON.stringify(stored) });
    const loaded = await store.getAiPlan('A');
    expect(loaded?.dailyItinerary).toHaveLength(3);
    expect(loaded?.dailyItinerary[1]?.rvPark).toMatchObject({ latitude: null, longitude: null });
    expect(loaded?.dailyItinerary[0]?.rvPark.latitude).toBe(plan.dailyItinerary[0]!.rvPark.latitude);
    expect(loaded?.dailyItinerary[0]?.rvPark.longitude).toBe(plan.dailyItinerary[0]!.rvPark.longitude);
    // Any other problem still makes the plan unreadable.
    const broken = JSON.parse(JSON.stringify(stored)) as typeof plan;
    (broken.dailyItinerary[0] as { distance: unknown }).distance = 'far';
    const other = setup({ trip_A_ai_plan: JSON.stringify(broken) });
    expect(await other.store.getAiPlan('A')).toBeNull();
  });

  it('drops an AI plan that does not match the schema', async () => {
    const { store, warn } = setup({ trip_A_ai_plan: JSON.stringify({ overview: {} }) });
    expect(await store.getAiPlan('A')).toBeNull();
    expect(await store.getAiPlan('B')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('appends saved itineraries', async () => {
    const { store } = setup();
    const saved = await store.saveItinerary({ tripData: { id: 'A' }, routeSelected: 'balanced' });
    expect(saved).toMatchObject({ id: 'TRIP0001', savedAt: '2026-05-01T10:00:00.000Z' });
    expect(await store.listSavedItineraries()).toEqual([saved]);
  });
});

describe('device state', () => {
  const may = () => new Date(2026, 4, 10);
  it('reads the tier with free as the default', () => {
    expect(createDeviceState(memoryStorage()).userTier()).toBe('free');
    expect(createDeviceState(memoryStorage({ userTier: 'pro' })).userTier()).toBe('pro');
    expect(createDeviceState(memoryStorage({ userTier: 'gold' })).userTier()).toBe('free');
    expect(createDeviceState(null, { warn: vi.fn() }).userTier()).toBe('free');
  });

  it('counts trips per calendar month', () => {
    const storage = memoryStorage();
    const state = createDeviceState(storage, { now: may });
    expect(state.monthlyTripCount()).toBe(0);
    expect(state.incrementMonthlyTripCount()).toBe(1);
    expect(state.incrementMonthlyTripCount()).toBe(2);
    expect(storage.data.get('monthlyTripCount')).toBe('2');
    expect(storage.data.get('monthlyTripCountMonth')).toBe('2026-05');
    const june = createDeviceState(storage, { now: () => new Date(2026, 5, 1) });
    expect(june.monthlyTripCount()).toBe(0);
    expect(june.incrementMonthlyTripCount()).toBe(1);
  });

  it('takes a bare count (mirrored from the server) as this month', () => {
    expect(createDeviceState(memoryStorage({ monthlyTripCount: '3' }), { now: may }).monthlyTripCount()).toBe(
      3,
    );
    expect(createDeviceState(memoryStorage({ monthlyTripCount: 'x' }), { now: may }).monthlyTripCount()).toBe(
      0,
    );
  });

  it('reports failed writes instead of throwing', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw quotaError();
    };
    const state = createDeviceState(storage, { warn: vi.fn() });
    expect(state.writeJson('tripPlannerDraft', { a: 1 })).toBe(false);
    expect(state.markDemoTripsAdded()).toBe(false);
    expect(state.demoTripsAdded()).toBe(false);
  });

  it('reads corrupt JSON as undefined', () => {
    const warn = vi.fn();
    const state = createDeviceState(memoryStorage({ similarTripData: '{bad' }), { warn });
    expect(state.readJson('similarTripData')).toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });
});
