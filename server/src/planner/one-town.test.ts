import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { fixturePath } from './golden/golden-plans';
import { GOLDEN_TRIPS } from './golden/trips';

// One town per night over the stored golden plans (golden.test.ts keeps them the
// planner's): a stay's rest days keep its park and town, and no day's warning or note says a search
// "within N miles of" a town other than the one its title ends at.

const stored = (name: string) => JSON.parse(readFileSync(fixturePath(name), 'utf8')) as TripPlan;
const SEARCHED_TOWN = /miles of ([A-Z][^,;.]*, [A-Z]{2})\b/g;

describe('one town per night in the golden plans', () => {
  it.each(GOLDEN_TRIPS.map((t) => t.name))('%s, every route option', (name) => {
    const plan = stored(name);
    for (const days of [plan.dailyItinerary, ...plan.routeOptions.map((r) => r.dailyItinerary)])
      oneTownPerNight(days);
  });
});

function oneTownPerNight(days: TripPlan['dailyItinerary']) {
  for (const [i, day] of days.entries()) {
    if (i > 0 && day.title.startsWith('Explore ')) {
      expect(day.rvPark.name, `day ${day.day}'s park`).toBe(days[i - 1].rvPark.name);
      expect(day.to.name, `day ${day.day}'s town`).toBe(days[i - 1].to.name);
    }
    const named = [...(day.warnings ?? []), ...day.notes].flatMap((t) =>
      [...t.matchAll(SEARCHED_TOWN)].map((m) => m[1]),
    );
    expect(
      named.filter((town) => town !== day.to.name),
      `day ${day.day} (${day.title})`,
    ).toEqual([]);
  }
}
