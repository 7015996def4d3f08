import { describe, expect, it } from 'vitest';
import { aiPlanSchema, generateTripInputSchema } from '../../../shared/schemas/plan';
import type { GenerateTripInput } from '../../../shared/schemas/plan';
import { loadBundledData } from '../places/bundled-data';
import { activitySuggestions } from './activities';
import { LocationNotFoundError, planTrip } from './engine';
import { haversineMiles } from './geo';
import { campgroundRow, testPlannerData } from './test-data';

const data = loadBundledData();
const fixedNow = () => new Date('2026-01-01T00:00:00Z');
const plan = (overrides: Partial<GenerateTripInput>) =>
  planTrip(
    generateTripInputSchema.parse({
      fromLocation: 'Denver, CO',
      toLocation: 'Moab, UT',
      departureDate: '2026-06-10',
      duration: 5,
      ...overrides,
    }),
    data,
    { now: fixedNow },
  );

describe('planTrip', () => {
  it.each([1, 3, 7, 14])('has one day per day of the trip (%i days) with consecutive dates', (duration) => {
    const p = plan({ duration, toLocation: 'Yellowstone' });
    for (const option of p.routeOptions) {
      expect(option.dailyItinerary).toHaveLength(duration);
      option.dailyItinerary.forEach((d, i) => {
        expect(d.day).toBe(i + 1);
        expect(d.date).toBe(new Date(Date.UTC(2026, 5, 10 + i)).toISOString().slice(0, 10));
      });
    }
    expect(p.dailyItinerary).toHaveLength(duration);
  });

  it('returns a plan that satisfies the shared schema, with three options in order', () => {
    const p = plan({});
    expect(() => aiPlanSchema.parse(p)).not.toThrow();
    expect(p.routeOptions.map((o) => o.type)).toEqual(['fastest', 'scenic', 'balanced']);
    expect(p.selectedRoute).toBe('balanced');
    expect(p.source).toBe('builtin');
    expect(p.dailyItinerary.at(-1)?.to.name).toBe('Moab, UT');
  });

  it('keeps each day within the driving limit when the duration allows', () => {
    for (const maxDrivingHoursPerDay of [4, 6, 8]) {
      const p = plan({
        fromLocation: 'New York',
        toLocation: 'San Francisco, CA',
        duration: 21,
        maxDrivingHoursPerDay,
      });
      for (const o of p.routeOptions) {
        for (const d of o.dailyItinerary)
          expect(d.driveHours).toBeLessThanOrEqual(maxDrivingHoursPerDay + 0.05);
      }
      expect(p.warnings.filter((w) => w.includes('of driving'))).toEqual([]);
    }
  });

  it('warns when the duration is too short', () => {
    const p = plan({ fromLocation: 'New York', toLocation: 'San Francisco, CA', duration: 5 });
    expect(p.warnings.some((w) => /^Day \d+ needs \d+ h of driving: consider \d+ more days?$/.test(w))).toBe(
      true,
    );
  });

  it('spends spare days as multi-night stays rather than short drives', () => {
    const p = plan({ duration: 6 });
    const driveDays = p.dailyItinerary.filter((d) => d.distance > 0);
    expect(driveDays.length).toBeLessThan(6);
    expect(p.dailyItinerary.some((d) => d.nights >= 2)).toBe(true);
  });

  it.each([
    ['Denver, CO', 'Moab, UT', 354],
    ['Seattle, WA', 'Portland, OR', 174],
  ])('estimates %s to %s within 20%% of the road distance', (from, to, road) => {
    const p = plan({ fromLocation: from, toLocation: to, routeType: 'fastest' });
    const fastest = p.routeOptions[0];
    expect(Math.abs(fastest.distance - road) / road).toBeLessThan(0.2);
    expect(p.overview.distanceNote).toMatch(/estimate/);
  });

  it('gives the same plan for the same input', () => {
    const a = plan({
      fromLocation: 'Chicago',
      toLocation: 'Yellowstone',
      duration: 9,
      specialNeeds: ['pet-friendly'],
    });
    const b = plan({
      fromLocation: 'Chicago',
      toLocation: 'Yellowstone',
      duration: 9,
      specialNeeds: ['pet-friendly'],
    });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('writes GPS coordinates as "latitude, longitude"', () => {
    for (const d of plan({}).dailyItinerary)
      expect(d.rvPark.gpsCoordinates).toMatch(/^-?\d+\.\d+, -?\d+\.\d+$/);
  });

  it('costs the SPEC 9 daily rate per day plus fuel from distance', () => {
    const p = plan({ rvType: 'class-a', duration: 4 });
    expect(p.costBreakdown.camping).toBe(150 * 4);
    expect(p.costBreakdown.fuel).toBeGreaterThan(0);
    expect(p.costBreakdown.total).toBe(
      p.costBreakdown.fuel + p.costBreakdown.camping + p.costBreakdown.food + p.costBreakdown.activities,
    );
    expect(p.overview.estimatedCost).toBe(p.costBreakdown.total);
  });

  it('throws LocationNotFoundError for an unknown place', () => {
    expect(() => plan({ toLocation: 'Atlantisville Qq' })).toThrow(LocationNotFoundError);
    expect(() => plan({ toLocation: 'Atlantisville Qq' })).toThrow(
      'Could not find location: Atlantisville Qq',
    );
  });

  it('says so honestly where no campground is near a stop', () => {
    const p = planTrip(
      generateTripInputSchema.parse({
        fromLocation: 'Denver',
        toLocation: 'Moab, UT',
        departureDate: '2026-06-10',
        duration: 2,
      }),
      testPlannerData(),
      { now: fixedNow },
    );
    const placeholder = p.dailyItinerary.find((d) => d.rvPark.isPlaceholder);
    expect(placeholder).toBeDefined();
    expect(placeholder?.rvPark.name).toMatch(/^RV parks near /);
    expect(placeholder?.rvPark.warning).toBeTruthy();
    expect(placeholder?.rvPark.searchUrl).toMatch(/^https:\/\//);
    expect(placeholder?.rvPark.id).toBeUndefined();
  });

  it('never claims a price the data does not report', () => {
    for (const d of plan({ duration: 7 }).dailyItinerary) {
      expect(d.rvPark.price).toMatch(/^(\$\d+(\.\d+)?\/night \(reported\)|Price not listed)$/);
    }
  });
});

describe('special needs', () => {
  const moab = { latitude: 38.57332, longitude: -109.54984 };
  const near = campgroundRow({ id: 'ridb-1', name: 'Near Camp', lat: 38.58, lng: -109.55 });
  const farWithPets = campgroundRow({
    id: 'ridb-2',
    name: 'Pet Camp',
    lat: 38.7,
    lng: -109.6,
    description: 'Pets are welcome on a leash. Sites for RVs and tents.',
  });
  const small = testPlannerData({ campgrounds: [near, farWithPets] });
  const run = (specialNeeds: string[]) =>
    planTrip(
      generateTripInputSchema.parse({
        fromLocation: 'Denver, CO',
        toLocation: 'Moab, UT',
        departureDate: '2026-06-10',
        duration: 1,
        specialNeeds,
      }),
      small,
      { now: fixedNow },
    );

  it('picks the nearest campground without needs', () => {
    expect(haversineMiles(moab, { latitude: near.lat, longitude: near.lng })).toBeLessThan(2);
    expect(run([]).dailyItinerary[0].rvPark.name).toBe('Near Camp');
  });

  it('prefers a campground whose description meets a need', () => {
    const day = run(['pet-friendly']).dailyItinerary[0];
    expect(day.rvPark.name).toBe('Pet Camp');
    expect(day.notes.join(' ')).toMatch(/pet-friendly/);
  });

  it('says when no campground nearby meets a need', () => {
    const day = run(['laundry']).dailyItinerary[0];
    expect(day.notes.join(' ')).toMatch(/lists laundry/);
  });
});

describe('activitySuggestions', () => {
  it.each(['scenic', 'adventure', 'relaxed', 'fast', 'balanced'] as const)(
    'gives 4 suggestions for %s',
    (style) => {
      expect(activitySuggestions(style)).toHaveLength(4);
      expect(
        activitySuggestions(
          style,
          data.parks.filter((p) => p.id === 'arch'),
        ),
      ).toHaveLength(4);
    },
  );

  it('draws from the parks given', () => {
    const arches = data.parks.filter((p) => p.id === 'arch');
    expect(activitySuggestions('adventure', arches).some((s) => s.endsWith('in Arches National Park'))).toBe(
      true,
    );
  });
});
