import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planClassC } from '../test/planner-data';

// A stay day's park activities when the park's point is on a road closed that day: the park is met
// at an open road near its point (Yosemite from a Yosemite Valley camp in December), or where the open
// road ends on that road, which the activity names with its dates (Lassen in January); never a drive
// to a node on the far side of the closure.
const data = loadBundledData();
const plan = (fromLocation: string, toLocation: string, departureDate: string): Promise<TripPlan> =>
  planClassC(data, [fromLocation, toLocation, departureDate], 3);
const inPark = (p: TripPlan, park: string) =>
  p.dailyItinerary
    .flatMap((d) => d.activityDetails)
    .filter((a) => a.parkId === park)
    .map((a) => a.description);

describe('park activities on a road closed that day', () => {
  it('Lassen in January: offered where the open road ends, naming the park highway and its opening', async () => {
    const p = await plan('Redding, CA', 'Lassen Volcanic National Park', '2027-01-15');
    const days = inPark(p, 'lavo');
    expect(days.length).toBeGreaterThan(0);
    // Met on the open side: at an open part of the park within the slack of its point (the Manzanita
    // Lake area, open all winter, from a camp on the north side) or where the open road ends, named.
    for (const d of days) {
      expect(d).toMatch(
        /it is about (\d+) miles?, about [^,]+ by road from camp( to where the open road ends: the way on is the Lassen Volcanic National Park Highway \(CA-89\), usually closed for winter from about November 15 to about June 15 \(Lassen Volcanic National Park; dates reported, not confirmed on the agency's own page\))?\.$/,
      );
      // Never over the closed highway (30 miles of it between its ends).
      expect(Number(/it is about (\d+) mile/.exec(d)?.[1])).toBeLessThan(30);
    }
    expect(p.dailyItinerary[0].notes.join(' ')).toMatch(/Lassen Volcanic National Park Highway/);
  }, 120_000);

  // The camp was Curry Village in the valley until its tent cabins were read as no campground
  // (place-kinds.ts); from El Portal, on the open CA-140, the park is met down the valley road.
  it('Yosemite in December from a camp by the valley: the park a short drive off, not the way to Tioga Road', async () => {
    const days = inPark(await plan('Fresno, CA', 'Yosemite National Park', '2027-12-10'), 'yose');
    expect(days.length).toBeGreaterThan(0);
    for (const d of days) {
      expect(Number(/it is about (\d+) miles?, about [^,]+ by road from camp\.$/.exec(d)?.[1])).toBeLessThan(
        25,
      );
      expect(d).not.toMatch(/open road ends|Tioga/);
    }
  }, 120_000);
});

// An NPS site other than a national park whose one road is closed that day (data/seasonal-roads.json,
// `park.takes: "park"`): Devils Postpile, reached only by Reds Meadow Road, gated from about October
// 15 to about June 15. Its visit is not offered "minutes from camp" then, and the day names the road;
// in summer the visit says the mandatory shuttle.
const planFrom = (toLocation: string, departureDate: string) => plan('Bishop, CA', toLocation, departureDate);
const visits = (p: TripPlan, name: RegExp) =>
  p.dailyItinerary.flatMap((d) => d.activityDetails).filter((a) => name.test(a.name));

describe('an NPS site reached only by a road closed that day', () => {
  it('Mammoth Lakes in early June and in November: no visit to Devils Postpile, the road named', async () => {
    for (const date of ['2027-06-03', '2027-11-05']) {
      const p = await planFrom('Mammoth Lakes, CA', date);
      expect(visits(p, /Devils Postpile/), date).toEqual([]);
      expect(p.dailyItinerary[0].notes.join(' '), date).toMatch(
        /Reds Meadow Road to Devils Postpile is usually closed from about October 15 to about June 15 \(Devils Postpile National Monument: https:\/\/www\.nps\.gov\/depo\/planyourvisit\/hours\.htm\)/,
      );
    }
  }, 240_000);

  it('Mammoth Lakes in August: the visit is offered and says the shuttle rule', async () => {
    const offered = visits(await planFrom('Mammoth Lakes, CA', '2027-08-03'), /Devils Postpile/);
    expect(offered.length).toBeGreaterThan(0);
    for (const a of offered)
      expect(a.description).toMatch(/only 'exception' vehicles may drive down Reds Meadow Road/);
  }, 120_000);
});
