import { describe, expect, it } from 'vitest';
import type { Day, TripPlan } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planParkTrip, type ParkTrip } from '../test/park-trips';

// A park road that serves only a part of the park (a spur to a remote campground or a viewpoint) is
// said on a day at the park by the park's own texts, once: closed to the rig (restricted-segments.json,
// `park`) or closed for the season (seasonal-roads.json, `park`), whichever applies on the date. Kanab
// to Zion said nothing of Zion's road to Lava Point: its size rule (19 ft) was left to the park's
// scenic driving, which Zion does not list, and its season was in no table; the Smokies' Clingmans
// Dome Road was said twice in January, as the park's season and as "In the park, ...".
const data = loadBundledData();
const texts = (d: Day) => [...(d.notes ?? []), ...(d.warnings ?? [])];
const arrival = (p: TripPlan, park: string) => p.dailyItinerary.find((d) => d.to?.name === park && d.distance > 0)!;
const said = async (trip: ParkTrip, road: RegExp) =>
  texts(arrival(await planParkTrip(data, trip), trip.to)).filter((t) => road.test(t));

const ZION = { from: 'Kanab, UT', to: 'Zion National Park' };
const LAVA = /Lava Point Road/;

describe("a park's spur road, said by the park once", { timeout: 300_000 }, () => {
  it('Zion in July, a 38 ft Class A: the road to Lava Point closed to the rig, with its limit and the park\'s page', async () => {
    const notes = await said({ ...ZION, date: '2027-07-10', rvType: 'class-a', rig: { lengthFeet: 38 } }, LAVA);
    expect(notes).toEqual([
      "In Zion National Park: Zion's road to Lava Point (Lava Point Road) is closed to your rig: your rig is 38 ft long, and vehicles longer than 19 ft are not permitted on the road to Lava Point Campground (Zion National Park (National Park Service): https://www.nps.gov/zion/planyourvisit/lava-point-campground.htm).",
    ]);
  });

  it('Zion in January, a 19 ft van: the road to Lava Point closed for the season, said once as the park\'s', async () => {
    const notes = await said({ ...ZION, date: '2027-01-12', rvType: 'class-b', rig: { lengthFeet: 19 } }, LAVA);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(
      /^Zion's road to Lava Point \(Lava Point Road\) is usually closed from about October 1 to about May 1 \(Zion National Park: https:\/\/www\.nps\.gov\/zion\/planyourvisit\/lava-point-campground\.htm; dates reported, not confirmed on the agency's own page\)\. Lava Point Campground is reached by it/,
    );
  });

  it('Zion in July, a 19 ft van: nothing of the road to Lava Point (open, and within its limit)', async () => {
    expect(await said({ ...ZION, date: '2027-07-10', rvType: 'class-b', rig: { lengthFeet: 19 } }, LAVA)).toEqual([]);
  });

  it("the Smokies in January: Clingmans Dome Road's season once, as the park's; in July nothing", async () => {
    const smokies = { from: 'Knoxville, TN', to: 'Great Smoky Mountains National Park' };
    const winter = await said({ ...smokies, date: '2027-01-12' }, /Clingmans Dome Road/);
    expect(winter).toHaveLength(1);
    expect(winter[0]).toMatch(/^Clingmans Dome Road is usually closed from about December 1 to about April 1 \(Great Smoky Mountains National Park: https:\/\/www\.nps\.gov\/grsm\/planyourvisit\/seasonalroads\.htm\)\./);
    expect(await said({ ...smokies, date: '2027-07-10' }, /Clingmans Dome Road/)).toEqual([]);
  });
});
