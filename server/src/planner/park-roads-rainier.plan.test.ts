import polyline from '@mapbox/polyline';
import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planClassC } from '../test/planner-data';

// Park roads added in December 2026 (data/park-roads.json) as a traveller meets them: Mount Rainier's
// Stevens Canyon Road joins Ohanapecosh and SR-123 to Paradise in summer and is closed in winter
// (seasonal-roads.json, stevens-canyon-road), so its gate is no way in then, and Joshua Tree's Park Boulevard takes a drive into
// the park to its campgrounds (before, Jumbo Rocks was met on CA-62, 10 miles off).
const data = loadBundledData();
const plan = (fromLocation: string, toLocation: string, departureDate: string): Promise<TripPlan> =>
  planClassC(data, [fromLocation, toLocation, departureDate], 2);
const fastest = (p: TripPlan) => p.routeOptions.find((o) => o.type === 'fastest')!;
const firstDrive = (p: TripPlan) => fastest(p).dailyItinerary.find((d) => d.distance > 0)!;
const nightMiles = (d: ReturnType<typeof firstDrive>) =>
  Number(
    /, (\d+) (?:road miles|mi) from Mount Rainier National Park/.exec(
      d.notes?.find((n) => n.startsWith('Tonight: ')) ?? '',
    )?.[1],
  );

describe('Mount Rainier from Packwood, by the Stevens Canyon Entrance in summer and round by Nisqually in winter', () => {
  // Since the park's entrance rows (park-entrances.json), the night is ranked by road from the gate
  // the rig comes in by: in August the Stevens Canyon Entrance by Ohanapecosh, 9 miles from Packwood
  // (before, the day drove on toward the park's point by Stevens Canyon Road, 24 to 35 miles, and
  // slept back at Ohanapecosh, 20 road miles from it); in winter that gate is no way in, Stevens
  // Canyon Road closed beyond it, and the way is round by Morton and Elbe to the Nisqually Entrance.
  const fromCamp = (d: ReturnType<typeof firstDrive>) =>
    d.activityDetails
      .filter((a) => a.parkId === 'mora')
      .map((a) =>
        Number(/it is about (\d+) miles?, about \d+ min by road from camp/.exec(a.description)?.[1]),
      );

  it('in August sleeps at Ohanapecosh by the Stevens Canyon Entrance, the park a mile or two from camp', async () => {
    const d = firstDrive(await plan('Packwood, WA', 'Mount Rainier National Park', '2027-08-10'));
    expect(d.distance).toBeLessThan(15);
    expect(d.rvPark.name).toBe('Ohanapecosh Campground');
    const reach = fromCamp(d);
    expect(reach.length).toBeGreaterThan(0);
    for (const m of reach) expect(m).toBeLessThan(3);
    expect((d.notes ?? []).join(' ')).not.toMatch(/Stevens Canyon Road/);
  });

  it('in January drives round by Morton and Elbe to the Nisqually side and says the closed road it kept off', async () => {
    const p = await plan('Packwood, WA', 'Mount Rainier National Park', '2027-01-12');
    const d = firstDrive(p);
    expect(d.distance).toBeGreaterThan(45);
    expect(fastest(p).roads).toContain('WA-7');
    expect(d.notes).toContainEqual(
      expect.stringMatching(
        /^Avoided Mount Rainier's Stevens Canyon Road: usually closed for winter from about October 30 to about May 25/,
      ),
    );
    expect(d.rvPark.name).not.toBe('Ohanapecosh Campground');
    // Its night within 20 road miles of the park, by the Nisqually Entrance, which the day names as
    // where the miles are from (they were said "from Mount Rainier National Park").
    expect(nightMiles(d)).toBeLessThan(20);
    expect(d.notes.find((n) => n.startsWith('Tonight: '))).toMatch(
      /, \d+ road miles from Mount Rainier National Park's Nisqually Entrance \(WA-706 from Ashford\)\. /,
    );
  });
});

describe('Joshua Tree by Park Boulevard', () => {
  it('drives from Los Angeles to Jumbo Rocks Campground into the park by Park Boulevard and sleeps there', async () => {
    const p = await plan('Los Angeles, CA', 'Jumbo Rocks Campground, CA', '2027-03-10');
    const d = firstDrive(p);
    expect(d.rvPark.name).toBe('Jumbo Rocks Campground');
    expect(fastest(p).roads).toContain('Park Boulevard');
    expect((d.notes ?? []).join(' ')).not.toMatch(/does not hold/);
  });
});

describe('Joshua Tree by its South Entrance from the east, by its West Entrance from the west', () => {
  const fromCamp = (d: ReturnType<typeof firstDrive>) =>
    d.activityDetails
      .filter((a) => a.parkId === 'jotr')
      .map((a) => /it is about (\d+) miles?, about (\d+) min by road from camp/.exec(a.description))
      .map((m) => ({ miles: Number(m?.[1]), minutes: Number(m?.[2]) }));

  it('drives from Blythe by I-10 and Cottonwood Springs Road into the park at Cottonwood, the park minutes from camp', async () => {
    const p = await plan('Blythe, CA', 'Joshua Tree National Park', '2027-03-10');
    const d = firstDrive(p);
    // The South Entrance since Cottonwood Springs Road and Pinto Basin Road joined the graph; before,
    // by CA-177 and CA-62 to the North Entrance and Park Boulevard (under 150 miles), and never round
    // by Indio and Yucca Valley to the West Entrance (about 170 miles).
    expect(fastest(p).roads).toContain('I-10');
    expect(fastest(p).roads).not.toContain('CA-62');
    expect(d.rvPark.name).toBe('Cottonwood Campground (CA)');
    expect(d.distance).toBeLessThan(85);
    // A camp inside the park has the park around camp, not back out to an entrance; one by an
    // entrance has the park minutes away by road.
    const inside = d.activityDetails.filter(
      (a) => a.parkId === 'jotr' && /around camp \(the campground is inside the park\)/.test(a.description),
    );
    const reach = inside.length > 0 ? [] : fromCamp(d);
    expect(inside.length + reach.length).toBeGreaterThan(0);
    for (const r of reach) {
      expect(r.miles).toBeLessThan(20);
      expect(r.minutes).toBeLessThan(40);
    }
  });

  it('drives from Palm Springs to the West Entrance side, not round to Twentynine Palms', async () => {
    const p = await plan('Palm Springs, CA', 'Joshua Tree National Park', '2027-03-10');
    const d = firstDrive(p);
    // In by the West Entrance and Park Boulevard to a camp on into the park that takes a 28 ft rig
    // (Jumbo Rocks, 35 ft at most; Hidden Valley's limit is 25), not back along CA-62 in Yucca
    // Valley, nor round by Twentynine Palms (longitude -116.05) and the North Entrance.
    expect(d.distance).toBeLessThan(65);
    const line = polyline.decode(d.geometry ?? '', 5);
    expect(line.length).toBeGreaterThan(1);
    for (const [lat, lng] of line) expect(lat > 34.1 && lng > -116.1, `${lat},${lng}`).toBe(false);
    // Around camp inside the park, or a few miles by road from one by its entrance.
    const inside = d.activityDetails.some(
      (a) => a.parkId === 'jotr' && /around camp \(the campground is inside the park\)/.test(a.description),
    );
    for (const r of inside ? [] : fromCamp(d)) expect(r.miles).toBeLessThan(15);
  });
});
