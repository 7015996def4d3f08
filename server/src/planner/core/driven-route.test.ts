import { describe, expect, it } from 'vitest';
import type { RoutedPath } from '../../routing/road-router';
import { straightPath } from '../../test/planner-data';
import { drivenInterstates, drivenLine, drivenRoads } from './driven-route';
import type { DaySkeleton } from './itinerary';
import type { Leg, Night } from './plan-state';
import { newOptionDraft } from './plan-state';
import type { RouteShape } from './routes';
import { legRestrictions } from './steps/day-notes';

// Made-up lines: an option's path due east along latitude 39 (A to C through B), and a day re-routed
// to a night 60 miles south of B, on roads of its own.

const A = { latitude: 39, longitude: -110 };
const B = { latitude: 39, longitude: -108 };
const C = { latitude: 39, longitude: -106 };
const south = { latitude: 38.1, longitude: -108 };

const named = (path: RoutedPath, runs: Array<[string, boolean]>): RoutedPath => {
  const last = path.lat.length - 1;
  const size = Math.floor(last / runs.length);
  return {
    ...path,
    roads: runs.map(([n]) => n),
    roadRuns: runs.map(([name, interstate], i) => ({
      name,
      interstate,
      from: i * size,
      to: i === runs.length - 1 ? last : (i + 1) * size,
    })),
  };
};

const shape = { name: 'Balanced Route', type: 'balanced' } as unknown as RouteShape;

/** An option on `path` whose days drive these stretches of it (null: a rest day), a night's own leg where given. */
function optionOf(path: RoutedPath, days: Array<{ from: number; to: number; night?: Leg } | null>) {
  const option = newOptionDraft(shape, path);
  days.forEach((d, i) => {
    const stopIndex = d ? i : i - 1;
    option.skeleton.push({
      restDay: d === null,
      stopIndex,
      fromIndex: d?.from ?? 0,
      toIndex: d?.to ?? 0,
    } as DaySkeleton);
    if (d?.night) option.nights.set(stopIndex, { choice: undefined, leg: d.night } as Night);
  });
  return option;
}

describe('the route as its days drive it', () => {
  const path = named(straightPath([A, B, C]), [
    ['I-70', true],
    ['US-50', false],
  ]);
  const mid = path.waypointIndex[0]!;
  const offPath = named(straightPath([A, south, C]), [
    ['US-191', false],
    ['I-40', true],
  ]);

  it('names the option’s own roads when every day drives its path', () => {
    const option = optionOf(path, [{ from: 0, to: mid }, null, { from: mid, to: path.lat.length - 1 }]);
    expect(drivenRoads(option)).toEqual(['I-70', 'US-50']);
    expect(drivenInterstates(option)).toEqual(['I-70']);
    expect(drivenLine(option).cumMiles.at(-1)).toBeCloseTo(path.miles, 3);
  });

  it('names the roads of a day re-routed to its night, never the path’s it left', () => {
    const option = optionOf(path, [
      { from: 0, to: path.lat.length - 1, night: { path: offPath, from: 0, to: offPath.lat.length - 1 } },
    ]);
    expect(drivenRoads(option)).toEqual(['US-191', 'I-40']);
    expect(drivenInterstates(option)).toEqual(['I-40']);
    const line = drivenLine(option);
    expect(Math.min(...line.lat)).toBeCloseTo(38.1, 3);
  });
});

describe("a day's roads gone around, from its stretch of the option's route", () => {
  const note = 'Avoided the road over the hill: closed for winter.';
  const short =
    "Ends short of the hill road: closed for winter. The day's drive ends where the road open on that date ends, not at the place itself.";
  const path = straightPath([A, B, C]);
  const mid = path.waypointIndex[0]!;
  const marked: RoutedPath = {
    ...path,
    restrictions: [
      { id: 'hill', kind: 'avoided', note, index: mid - 2 },
      { id: 'hill-end', kind: 'avoided', note: short, index: mid - 1, short: true },
    ],
  };
  const stretch = { path: marked, from: 0, to: mid };

  // The stretch's end short of a closed road belongs to the day that arrives, wherever its camp: it
  // says the rig's limits and the road's dates (ends-short.test.ts, season-ends-short.test.ts).
  it('says it on a day whose own drive goes by where the option went around it', () => {
    const along = straightPath([A, B]);
    expect(legRestrictions({ path: along, from: 0, to: along.lat.length - 1 }, stretch).notes).toEqual([
      note,
      short,
    ]);
  });

  it('keeps a road gone around off a day re-routed far from it, but not where the stop lies beyond a closed road', () => {
    const away = straightPath([A, south]);
    expect(legRestrictions({ path: away, from: 0, to: away.lat.length - 1 }, stretch).notes).toEqual([short]);
  });

  it('says its own drive ends short only when it stops there, not when it goes on to its park', () => {
    const own = { path: marked, from: 0, to: mid };
    expect(legRestrictions(own).notes).toEqual([note, short]);
    expect(legRestrictions(own, undefined, { endsAtPark: true }).notes).toEqual([note]);
  });
});
