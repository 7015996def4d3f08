import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { RIG_DEFAULTS } from '@shared/plan/rig-profile';
import { loadBundledData } from '../catalogue/bundled-data';
import { genericName, notForRvs } from '../catalogue/core/campgrounds';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// A night is a park a traveller can find by its name. A walk of trips across the country found two
// that were not: a full-timer's five January nights by Show Low at "Cinnamon Teal 19" (one site of
// Fool Hollow Lake Recreation Area, mapped on its own), and a July night by Indianapolis at "VIP RV
// Lot" (the speedway's race-day lot: no website, phone or address). A pitch's label and a lot with
// nothing to find it by now come after every named park, as "Campground" does.
const data = loadBundledData();
const byId = new Map(data.campgrounds.rows.map((r) => [r.id, r]));
const plan = (input: object): Promise<TripPlan> =>
  planTrip(generateTripInputSchema.parse(input), data, { now: fixedNow });
const nights = (p: TripPlan) =>
  p.routeOptions.flatMap((o) => o.dailyItinerary.map((d) => ({ o: o.type, d })));

function expectNamedParks(p: TripPlan) {
  for (const { o, d } of nights(p)) {
    const row = d.rvPark.id ? byId.get(d.rvPark.id) : undefined;
    if (!row) continue;
    const where = `${o} day ${d.day}: ${row.name}`;
    expect(notForRvs(row), where).toBe(false);
    expect(genericName(row), where).toBe(false);
  }
}

describe("every night is a park's own name, not a pitch's label or a lot", () => {
  it('a full-timer from Phoenix stays at Fool Hollow Lake, not at its site "Cinnamon Teal 19"', async () => {
    const p = await plan({
      fromLocation: 'Phoenix, AZ',
      toLocation: 'Santa Fe, NM',
      departureDate: '2027-01-10',
      duration: 12,
      rvType: 'class-a',
      rig: { ...RIG_DEFAULTS['class-a'], lengthFeet: 40 },
      fullTimer: true,
    });
    const names = nights(p).map(({ d }) => d.rvPark.name);
    expect(names).not.toContain('Cinnamon Teal 19');
    expect(names).toContain('Fool Hollow Lake Recreation Area Campground');
    expectNamedParks(p);
  });

  it('a trailer from Chicago sleeps by Indianapolis at a park, not at the speedway\'s "VIP RV Lot"', async () => {
    const p = await plan({
      fromLocation: 'Chicago, IL',
      toLocation: 'Nashville, TN',
      departureDate: '2027-07-01',
      duration: 5,
      rvType: 'travel-trailer',
      specialNeeds: ['pet-friendly'],
    });
    expect(nights(p).map(({ d }) => d.rvPark.name)).not.toContain('VIP RV Lot');
    expectNamedParks(p);
  });
});
