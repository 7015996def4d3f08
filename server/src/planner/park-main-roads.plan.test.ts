import { describe, expect, it } from 'vitest';
import type { Day, TripPlan } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planParkTrip, type ParkTrip } from '../test/park-trips';

// A park's main road closed for the season (seasonal-roads.json, `park`: its scenic drive, or the
// park's own highway) is said on a day at the park once, by the park's season note, as a spur road
// is (park-spur-roads.plan.test.ts); a limit for the rig on that road, which the season note does
// not say, is still said. Kalispell to Glacier in January said Going-to-the-Sun Road's closed
// alpine section twice: as the park's season and as "In the park, ...".
const data = loadBundledData();
const texts = (d: Day) => [...(d.notes ?? []), ...(d.warnings ?? [])];
const arrival = (p: TripPlan, park: string) =>
  p.dailyItinerary.find((d) => d.to?.name === park && d.distance > 0)!;
const said = async (trip: ParkTrip, road: RegExp) =>
  texts(arrival(await planParkTrip(data, trip), trip.to)).filter((t) => road.test(t));
const JANUARY = '2027-01-12';

describe("a park's main road closed for the season, said once by the park", { timeout: 300_000 }, () => {
  it("Glacier in January: the alpine section's season once, and the road's limit for the rig", async () => {
    const glacier = { from: 'Kalispell, MT', to: 'Glacier National Park', date: JANUARY };
    const notes = await said(glacier, /Going-to-the-Sun Road/);
    const season = notes.filter((n) => /alpine section/.test(n));
    expect(season).toHaveLength(1);
    expect(season[0]).toMatch(
      /^Going-to-the-Sun Road's alpine section \(Logan Pass\) is usually closed from about October 16 to about June 22 \(Glacier National Park/,
    );
    expect(notes.filter((n) => n.startsWith('In the park'))).toEqual([]);
    const rig = notes.filter((n) => /closed to your rig/.test(n));
    expect(rig).toHaveLength(1);
    expect(rig[0]).toMatch(/^Going-to-the-Sun Road is closed to your rig: your rig is 28 ft long/);
  });

  it("Lassen in January: the park highway (CA-89) said once, as the park's season", async () => {
    const lassen = { from: 'Red Bluff, CA', to: 'Lassen Volcanic National Park', date: JANUARY };
    const notes = await said(lassen, /Lassen Volcanic National Park Highway|CA-89/);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(
      /^The Lassen Volcanic National Park Highway \(CA-89\) is usually closed from about November 15/,
    );
  });

  it("Crater Lake in January: the North Entrance Road and West Rim Drive said once, as the park's season", async () => {
    const crater = { from: 'Medford, OR', to: 'Crater Lake National Park', date: JANUARY };
    const notes = await said(crater, /West Rim Drive|North Entrance Road/);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(
      /^Crater Lake's North Entrance Road and West Rim Drive is usually closed from about November 1/,
    );
  });
});
