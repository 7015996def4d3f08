import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// The Smokies' Clingmans Dome Road (data/park-roads.json, added 2026-12-07) as a traveller meets it:
// in July a stop at Clingmans Dome is reached by it; in January the road is closed (seasonal-roads.json,
// clingmans-dome-road: part of the park), the drive ends short of it and the day says so.
const data = loadBundledData();
const plan = (departureDate: string): Promise<TripPlan> =>
  planTrip(
    generateTripInputSchema.parse({
      fromLocation: 'Knoxville, TN',
      toLocation: 'Asheville, NC',
      departureDate,
      duration: 3,
      rvType: 'class-c',
      stops: [{ name: 'Clingmans Dome', latitude: 35.5628, longitude: -83.4985, nights: 1 }],
    }),
    data,
    { now: fixedNow },
  );

const driveDay = (p: TripPlan) => p.dailyItinerary.find((d) => d.to.name === 'Clingmans Dome' && d.distance > 0)!;
const scenic = (p: TripPlan) =>
  p.dailyItinerary.flatMap((d) => d.activityDetails).filter((a) => a.parkId === 'grsm' && /scenic driving/.test(a.description));

describe('Clingmans Dome Road on a trip to the Smokies', () => {
  it('in July: no closure said on the day to the Dome, scenic driving offered', async () => {
    const p = await plan('2027-07-14');
    expect((driveDay(p).notes ?? []).join(' ')).not.toMatch(/Clingmans Dome Road/);
    expect(scenic(p).length).toBeGreaterThan(0);
  }, 120_000);

  it('in January: the drive to the Dome ends short of the closed road, and the day says so once, with its season and the park\'s page', async () => {
    const p = await plan('2027-01-13');
    const notes = (driveDay(p).notes ?? []).join(' ');
    // The park's season note names the road closed: the day's end short of it is not said again.
    expect(notes).not.toMatch(/Ends short of Clingmans Dome Road/);
    expect(notes.match(/Clingmans Dome Road/g)).toHaveLength(1);
    // The season note is the only place the closure is said, so it carries the park's own page.
    expect(notes).toMatch(
      /Clingmans Dome Road is usually closed from about December 1 to about April 1 \(Great Smoky Mountains National Park: https:\/\/www\.nps\.gov\/grsm\/planyourvisit\/seasonalroads\.htm\)\./,
    );
    // Only part of the park: its other scenic roads stay open, so scenic driving is still offered.
    expect(scenic(p).length).toBeGreaterThan(0);
  }, 120_000);
});
