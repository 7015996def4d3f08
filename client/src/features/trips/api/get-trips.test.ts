// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceState, tripStore } from '@/entities/trips/trip-store';
import { DemoSeedError, getTrips } from './get-trips';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('getTrips', () => {
  it('seeds an empty list with the demo trips and shows them without listing again', async () => {
    const list = vi.spyOn(tripStore, 'list');
    const items = await getTrips();
    expect(items).toHaveLength(3);
    expect(items.every(({ trip }) => trip.isDemo === true)).toBe(true);
    expect(list).toHaveBeenCalledTimes(1);
    expect(deviceState.demoTripsAdded()).toBe(true);
    // The same trips, in the same order, as the store's list now holds them.
    expect(items.map(({ trip }) => trip)).toEqual(await tripStore.list());

    // Seeded once: the next list is the store's, nothing saved again.
    const save = vi.spyOn(tripStore, 'save');
    expect((await getTrips()).map(({ trip }) => trip.id)).toEqual(items.map(({ trip }) => trip.id));
    expect(save).not.toHaveBeenCalled();
  });

  it('says the demo trips failed when a save fails, and leaves the device to seed them again', async () => {
    vi.spyOn(tripStore, 'save').mockRejectedValueOnce(new Error('no room'));
    await expect(getTrips()).rejects.toBeInstanceOf(DemoSeedError);
    expect(deviceState.demoTripsAdded()).toBe(false);
  });
});
