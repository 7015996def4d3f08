import { describe, expect, it } from 'vitest';
import { makePlan } from '../trips/test-factories';
import { parseStoredPlan } from './plan';
import { legacyNightlyFee, upgradeStoredPlan } from './plan-upgrade';

// A park as plans stored it before fees and coordinates were numbers.
const oldPark = (name: string, price: string, gpsCoordinates: string) => ({
  id: `ridb-${name}`,
  name,
  amenities: ['Toilets', 'Water'],
  amenitiesReported: true,
  price,
  gpsCoordinates,
  address: 'Near Moab, UT',
  isPlaceholder: false,
});

type Json = Record<string, unknown>;

/** A plan in the old format: every park with price and "lat, lng" text, free-text needs allowed. */
function oldFormatPlan(): Json {
  const plan = JSON.parse(JSON.stringify(makePlan(2))) as Json & {
    dailyItinerary: Json[];
    routeOptions: Array<{ dailyItinerary: Json[] }>;
    input: Json;
  };
  const parks = [
    oldPark('Sand Flats', '$25/night (reported)', '38.57332, -109.54984'),
    oldPark('Red Desert RV Park', 'Price not listed', '38.48059, -109.45794'),
  ];
  const withOldParks = (days: Json[]) => days.map((d, i) => ({ ...d, rvPark: parks[i] }));
  plan.dailyItinerary = withOldParks(plan.dailyItinerary);
  for (const route of plan.routeOptions) route.dailyItinerary = withOldParks(route.dailyItinerary);
  plan.travellerEdits = [
    { kind: 'park', day: 1, park: oldPark('Slickrock', '$22.5/night (reported)', '38.6, -109.5') },
    { kind: 'note', day: 2, text: 'Fill water in Moab.' },
  ];
  plan.input = { ...plan.input, specialNeeds: ['pet-friendly', 'near a river', 'full-hookups'] };
  return plan;
}

describe('parseStoredPlan on a plan stored before fees and coordinates were numbers', () => {
  it('reads the price text as a nightly fee with its basis, and the "lat, lng" text as numbers', () => {
    const parsed = parseStoredPlan(oldFormatPlan());
    expect(parsed.success).toBe(true);
    const plan = parsed.data!;
    expect(plan.dailyItinerary[0]?.rvPark).toMatchObject({
      name: 'Sand Flats',
      nightlyFee: 25,
      nightlyFeeBasis: 'reported',
      latitude: 38.57332,
      longitude: -109.54984,
    });
    expect(plan.dailyItinerary[1]?.rvPark).toMatchObject({
      nightlyFee: null,
      latitude: 38.48059,
      longitude: -109.45794,
    });
    expect(plan.dailyItinerary[1]?.rvPark.nightlyFeeBasis).toBeUndefined();
    for (const route of plan.routeOptions) expect(route.dailyItinerary[0]?.rvPark.nightlyFee).toBe(25);
    const edit = plan.travellerEdits?.[0];
    expect(edit?.kind === 'park' ? edit.park : null).toMatchObject({
      nightlyFee: 22.5,
      latitude: 38.6,
      longitude: -109.5,
    });
    for (const park of [plan.dailyItinerary[0]!.rvPark, plan.routeOptions[2]!.dailyItinerary[1]!.rvPark]) {
      expect(park).not.toHaveProperty('price');
      expect(park).not.toHaveProperty('gpsCoordinates');
    }
  });

  it('drops special needs the vocabulary does not know', () => {
    expect(parseStoredPlan(oldFormatPlan()).data?.input.specialNeeds).toEqual([
      'pet-friendly',
      'full-hookups',
    ]);
  });

  it('leaves a park whose position cannot be read without a place, and loads the rest', () => {
    const plan = oldFormatPlan() as { dailyItinerary: Array<{ rvPark: Json }> };
    plan.dailyItinerary[1]!.rvPark.gpsCoordinates = 'somewhere near Moab';
    const parsed = parseStoredPlan(plan);
    expect(parsed.data?.dailyItinerary[1]?.rvPark).toMatchObject({ latitude: null, longitude: null });
    expect(parsed.data?.dailyItinerary[0]?.rvPark.latitude).toBe(38.57332);
    // Any other problem still makes the plan unreadable.
    (plan.dailyItinerary[0] as Json).distance = 'far';
    expect(parseStoredPlan(plan).success).toBe(false);
  });

  it('keeps a plan of today unchanged, and does not change the value it reads', () => {
    const plan = makePlan(3);
    expect(parseStoredPlan(plan).data).toEqual(plan);
    const old = oldFormatPlan();
    const before = JSON.stringify(old);
    upgradeStoredPlan(old);
    expect(JSON.stringify(old)).toBe(before);
    expect(upgradeStoredPlan('not a plan')).toBe('not a plan');
  });
});

describe('legacyNightlyFee', () => {
  it('reads the fee a park reports and nothing else', () => {
    expect(legacyNightlyFee('$25/night (reported)')).toBe(25);
    expect(legacyNightlyFee('$22.5/night (reported)')).toBe(22.5);
    expect(legacyNightlyFee('Price not listed')).toBeNull();
    expect(legacyNightlyFee('$0/night (reported)')).toBeNull();
  });
});
