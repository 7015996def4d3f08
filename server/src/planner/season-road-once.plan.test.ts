import { describe, expect, it } from 'vitest';
import type { Day, GenerateTripInput, TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// A park road closed for the season is said once on a day: the park's season note names it
// (activity-season.ts' winterRoadNotes), so the day's road rules do not say it again as gone around,
// ended short of, or on the way to a nearer park (day-notes.ts' roadRuleTexts). A limit of the same
// road for the rig, which the season note does not say, is still said.
const data = loadBundledData();
const plan = (input: Partial<GenerateTripInput>): Promise<TripPlan> =>
  planTrip(generateTripInputSchema.parse({ duration: 1, rvType: 'class-c', ...input }), data, {
    now: fixedNow,
  });
const days = (p: TripPlan): Day[] => p.routeOptions.flatMap((o) => o.dailyItinerary);
/** Each day's notes that name the road, for the days that name it. */
const naming = (p: TripPlan, road: RegExp) =>
  days(p)
    .map((d) => d.notes.filter((n) => road.test(n)))
    .filter((n) => n.length > 0);
// Said once, the season note carries the row's own page: "(<agency>: <address>[; dates reported ...])".
const SEASON =
  /is usually closed from about [A-Z][a-z]+ \d+ to about [A-Z][a-z]+ \d+ \([^():]+: https?:\/\/[^\s;()]+(; [^()]+)?\)\..* Check the park's road status before you go\.$/;

describe('a park road closed for the season, said once on a day', () => {
  it("Lassen from Redding in January: Butte Lake Road once, in the park's season note, not also as the end short", async () => {
    const p = await plan({
      fromLocation: 'Redding, CA',
      toLocation: 'Lassen Volcanic National Park',
      departureDate: '2027-01-15',
      duration: 2,
    });
    const said = naming(p, /Butte Lake Road/);
    expect(said.length).toBeGreaterThan(0);
    for (const notes of said) {
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatch(SEASON);
    }
  }, 120_000);

  it("Yosemite from Lee Vining in January: Tioga Road once, in the park's season note, not also as avoided", async () => {
    const p = await plan({
      fromLocation: 'Lee Vining, CA',
      toLocation: 'Yosemite National Park',
      departureDate: '2027-01-15',
    });
    const said = naming(p, /Tioga Road/);
    expect(said.length).toBeGreaterThan(0);
    for (const notes of said) expect(notes).toHaveLength(1);
    expect(said.flat().every((n) => SEASON.test(n))).toBe(true);
    // Another road gone around that day, not the park's, is still said.
    expect(days(p).flatMap((d) => d.notes)).toContainEqual(
      expect.stringMatching(/^Avoided Sonora Pass \(CA-108\)/),
    );
  }, 120_000);

  it('Estes Park to Grand Lake in January: Trail Ridge Road once, not also with the nearer park across it', async () => {
    const p = await plan({
      fromLocation: 'Estes Park, CO',
      toLocation: 'Grand Lake, CO',
      departureDate: '2027-01-15',
      rvType: 'class-a',
    });
    const said = naming(p, /Trail Ridge Road \(US-34\)/).map((notes) =>
      notes.filter((n) => !/Old Fall River/.test(n)),
    );
    expect(said.length).toBeGreaterThan(0);
    for (const notes of said) {
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatch(SEASON);
      expect(notes[0]).toContain('(Rocky Mountain National Park: https://www.nps.gov/romo/;');
    }
    // Why the nearer park is not tonight's is still said.
    expect(days(p).flatMap((d) => d.notes)).toContainEqual(
      expect.stringMatching(
        /is not tonight's park: on this day's open roads it is \d+ mi from Grand Lake\.$/,
      ),
    );
  }, 120_000);

  it("Glacier from Kalispell in January in a 38 ft Class A: the alpine section's season and Going-to-the-Sun Road's limit for the rig both said", async () => {
    const p = await plan({
      fromLocation: 'Kalispell, MT',
      toLocation: 'Glacier National Park',
      departureDate: '2027-01-15',
      rvType: 'class-a',
    });
    for (const d of days(p).filter((x) => x.distance > 0)) {
      const notes = d.notes.filter((n) => /Going-to-the-Sun Road/.test(n));
      expect(
        notes.filter((n) => /^Going-to-the-Sun Road's alpine section .*is usually closed/.test(n)),
      ).toHaveLength(1);
      expect(notes.filter((n) => /closed to your rig: your rig is 38 ft long/.test(n))).toHaveLength(1);
    }
  }, 120_000);
});
