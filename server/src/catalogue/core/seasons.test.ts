import { beforeAll, describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { openOn, parseDescriptionSeason, parseOsmSeason, seasonLabel, seasonSpan } from './seasons';

describe('season parser', () => {
  it('reads RIDB season wording', () => {
    const rainbow = parseDescriptionSeason(
      'Rainbow Lakes Campground is open mid-June through mid-September, weather permitting.',
    );
    expect(rainbow.kind).toBe('window');
    expect(openOn(rainbow, '2026-12-10')).toBe(false);
    expect(openOn(rainbow, '2026-07-04')).toBe(true);
    expect(openOn(rainbow, '2026-06-01')).toBe(false);
    const holidays = parseDescriptionSeason('The campground is open from Memorial Day to Labor Day.');
    expect(openOn(holidays, '2026-08-01')).toBe(true);
    expect(openOn(holidays, '2026-10-01')).toBe(false);
    expect(openOn(parseDescriptionSeason('Open May 15 - October 1.'), '2026-05-10')).toBe(false);
    expect(openOn(parseDescriptionSeason('Open May 15 - October 1.'), '2026-05-20')).toBe(true);
    expect(openOn(parseDescriptionSeason('This campground is open year-round.'), '2026-01-10')).toBe(true);
    expect(openOn(parseDescriptionSeason('A quiet campground by the river.'), '2026-01-10')).toBeUndefined();
    expect(openOn(parseDescriptionSeason(null), '2026-01-10')).toBeUndefined();
  });

  it('reads OSM opening_hours and seasonal values', () => {
    expect(openOn(parseOsmSeason('Apr-Oct'), '2026-12-10')).toBe(false);
    expect(openOn(parseOsmSeason('Apr-Oct'), '2026-05-10')).toBe(true);
    expect(openOn(parseOsmSeason('May-Sep 00:00-24:00; Oct-Apr off'), '2026-12-01')).toBe(false);
    // Opening hours are never a season: 24/7 (Morefield Campground, Mesa Verde, closes for winter).
    expect(openOn(parseOsmSeason('24/7'), '2026-12-01')).toBeUndefined();
    expect(seasonLabel(parseOsmSeason('24/7'))).toBeUndefined();
    expect(openOn(parseOsmSeason('no'), '2026-12-01')).toBe(true);
    // Office hours are not a season: neither a closure nor an opening.
    expect(openOn(parseOsmSeason('Mo-Fr 09:00-18:00'), '2026-12-05')).toBeUndefined();
    expect(openOn(parseOsmSeason('Apr-Oct: Mo-Su 08:00-20:00'), '2026-12-05')).toBe(false);
    // Hours for every month of the year are a gate's hours, not a season.
    const gate = parseOsmSeason('Apr-Sep: PH,Mo-Su 06:00-22:00; Oct-Mar: PH,Mo-Su 07:00-21:00');
    expect(gate.kind).toBe('unknown');
    expect(seasonLabel(gate)).toBeUndefined();
    expect(seasonSpan(gate)).toBeUndefined();
    expect(parseOsmSeason('May-Sep: Mo-Su 08:00-20:00; Oct-Dec: Sa,Su 09:00-17:00').kind).toBe(
      'opening-hours',
    );
    expect(seasonSpan(parseOsmSeason('Apr-Oct: Mo-Su 08:00-20:00'))).toBeDefined();
    expect(openOn(parseOsmSeason('spring;summer;autumn'), '2026-12-05')).toBe(false);
    expect(openOn(parseOsmSeason('spring;summer;autumn'), '2026-10-05')).toBe(true);
    expect(openOn(parseOsmSeason('spring-summer'), '2026-09-05')).toBe(false);
    expect(openOn(parseOsmSeason('spring-summer'), '2026-04-05')).toBe(true);
    expect(openOn(parseOsmSeason('winter'), '2026-01-05')).toBe(true);
    expect(openOn(parseOsmSeason('closed'), '2026-07-05')).toBe(false);
    // A last rule "closed" with no dates closes the rest of the year, not the open season before it
    // (Grant Village and Canyon campgrounds, Yellowstone).
    expect(openOn(parseOsmSeason('Jun 05-Sep 13 open; closed'), '2026-07-06')).toBe(true);
    expect(openOn(parseOsmSeason('Jun 05-Sep 13 open; closed'), '2026-05-20')).toBe(false);
    expect(openOn(parseOsmSeason('May 22-Sep 20 open; off'), '2026-10-01')).toBe(false);
    expect(openOn(parseOsmSeason('yes'), '2026-07-05')).toBeUndefined();
    expect(openOn(parseOsmSeason('not a rule at all ###'), '2026-07-05')).toBeUndefined();
    expect(openOn(parseOsmSeason(undefined), '2026-07-05')).toBeUndefined();
  });
});

describe('activities follow the season', () => {
  // The catalogue and the road graph load once, before the tests (not inside a test's time limit).
  let plan: (departureDate: string) => Promise<TripPlan>;
  let july: TripPlan;
  beforeAll(async () => {
    const { loadBundledData } = await import('../bundled-data');
    const { planTrip } = await import('../../planner/engine');
    const { generateTripInputSchema } = await import('@shared/schemas/plan');
    const data = loadBundledData();
    plan = (departureDate: string) =>
      planTrip(
        generateTripInputSchema.parse({
          fromLocation: 'Denver, CO',
          toLocation: 'Yellowstone',
          departureDate,
          duration: 7,
          travelStyle: 'adventure',
        }),
        data,
        { now: () => new Date('2026-01-01T00:00:00Z') },
      );
    // The first plan also loads the road graph.
    july = await plan('2027-07-05');
  });

  it('offers no boating or mountain biking at Yellowstone in December, and says which roads are closed', async () => {
    const december = await plan('2027-12-05');
    const decActivities = december.dailyItinerary.flatMap((d) => d.activities).join(' | ');
    expect(decActivities).not.toMatch(/boat|kayak|mountain biking|canoe|rafting/i);
    expect(december.overview.description).not.toMatch(/boat|kayak|mountain biking|canoe|rafting/i);
    const decNotes = december.dailyItinerary.flatMap((d) => d.notes).join(' ');
    expect(decNotes).toMatch(
      /Yellowstone's roads from the West Entrance .* are usually closed from about November/,
    );
    const julNotes = july.dailyItinerary.flatMap((d) => d.notes).join(' ');
    expect(julNotes).not.toMatch(/usually closed from about/);
    expect(july.dailyItinerary.flatMap((d) => d.activities).join(' | ')).toMatch(
      /boat|kayak|biking|canoe|rafting|climbing|horse/i,
    );
  });

  it('mentions Trail Ridge Road in winter near Rocky Mountain National Park', async () => {
    const { winterRoadNotes } = await import('../../planner/core/activities');
    const closures = (await import('../../planner/park-closures')).bundledParkClosures();
    const { loadBundledData } = await import('../bundled-data');
    const romo = loadBundledData().parks.filter((p) => p.parkCode === 'romo');
    expect(winterRoadNotes(romo, 1, closures).join(' ')).toMatch(/Trail Ridge Road/);
    expect(winterRoadNotes(romo, 8, closures)).toEqual([]);
  });
});
