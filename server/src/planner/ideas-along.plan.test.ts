import { describe, expect, it } from 'vitest';
import type { GenerateTripInput } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import type { ParkRow } from '../catalogue/core/data';
import { loadBundledData } from '../catalogue/bundled-data';
import { haversineMiles } from '../geo';
import { AT_END_MILES, parksAlongTheWay } from './core/ideas-along';
import { planTrip } from './engine';
import { fixedNow, straightPath } from '../test/planner-data';

// "Ideas for the way" are parks the drive goes by between the trip's ends, not the parks at its
// start (where the traveller is already) or at its end (whose days plan that place's own activities).

const park = (id: string, latitude: number, longitude: number): ParkRow => ({
  id,
  parkCode: id,
  fullName: `${id} Park`,
  states: ['CO'],
  latitude,
  longitude,
  description: '',
  activities: ['Hiking'],
  url: '',
  sourced: true,
});

describe('parksAlongTheWay', () => {
  // A drive due west along latitude 39 from -104 to -110 (about 320 miles).
  const start = { latitude: 39, longitude: -104 };
  const end = { latitude: 39, longitude: -110 };
  const line = straightPath([start, end]);
  const parks = [
    park('at-start', 39.2, -104.3),
    park('late', 39.1, -108.5),
    park('early', 38.8, -106),
    park('at-end', 38.9, -109.7),
    park('far-off', 40.5, -107),
  ];

  it('keeps the parks by the line between the ends, in the order the drive reaches them', () => {
    expect(parksAlongTheWay(line, parks, [start, end]).map((p) => p.id)).toEqual(['early', 'late']);
  });

  it('keeps a park the route was shaped to visit, even by an end', () => {
    expect(parksAlongTheWay(line, parks, [start, end], new Set(['at-end'])).map((p) => p.id)).toEqual([
      'early',
      'late',
      'at-end',
    ]);
  });

  it('keeps none when every park is at an end or off the line', () => {
    expect(parksAlongTheWay(line, [parks[0], parks[3], parks[4]], [start, end])).toEqual([]);
  });
});

describe('the overview names parks along the way', () => {
  const data = loadBundledData();
  const byName = new Map(data.parks.map((p) => [p.fullName, p]));
  const named = (description: string) => {
    const ideas = description.slice(description.indexOf('Ideas for the way:'));
    return [...byName.keys()].filter((n) => ideas.includes(` in ${n}`)).map((n) => byName.get(n)!);
  };

  it.each([
    { fromLocation: 'Denver, CO', toLocation: 'Moab, UT', duration: 3 },
    { fromLocation: 'Chicago, IL', toLocation: 'Denver, CO', duration: 5 },
  ] satisfies Array<Partial<GenerateTripInput>>)(
    '$fromLocation to $toLocation: none at either end',
    async (input) => {
      const plan = await planTrip(
        generateTripInputSchema.parse({ departureDate: '2027-07-01', ...input }),
        data,
        { now: fixedNow },
      );
      const ends = [input.fromLocation, input.toLocation].map((q) => data.gazetteer.resolve(q)!);
      // A park the chosen route visits is on the way wherever it lies.
      const route = plan.routeOptions.find((r) => r.type === plan.selectedRoute)!;
      const visited = new Set(route.waypoints.map((w) => w.name));
      for (const p of named(plan.overview.description).filter((n) => !visited.has(n.fullName)))
        for (const end of ends) expect(haversineMiles(end, p), p.fullName).toBeGreaterThan(AT_END_MILES);
    },
    60_000,
  );
});
