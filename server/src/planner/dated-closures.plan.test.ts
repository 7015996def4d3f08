import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { openOnDate } from '../catalogue/core/campground-record';
import { builtinRoute } from '../routing/builtin';
import { sharedDatedClosures } from '../routing/dated-closures';
import { sharedRoadGraph } from '../routing/graph';
import { segmentEdges } from '../routing/restricted-segments';
import { asSegment, sharedSeasonTables } from '../routing/seasons';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// An RVer's walk: a December plan put a van two nights at Chisos Basin Campground, up Chisos Basin
// Road, with a dump station there, while the NPS has closed the whole Chisos Basin for about two
// years from mid-2025 (data/dated-closures.json). On a date inside the closure the basin's road,
// campgrounds and services are not used and the days say why; after its end they are used again.
const data = loadBundledData();
const chisos = sharedDatedClosures().find((c) => c.id === 'chisos-basin-construction')!;
const basin = { latitude: 29.2702, longitude: -103.3005 };
const basinJunction = { latitude: 29.3226, longitude: -103.2543 };
const pantherJunction = { latitude: 29.3277, longitude: -103.2063 };
const van = { lengthFeet: 20, heightFeet: 9, fuel: 'gas', tankGallons: 24, mpg: 15, towingCar: false, propaneOnBoard: true };
const plan = (departureDate: string): Promise<TripPlan> =>
  planTrip(
    generateTripInputSchema.parse({
      fromLocation: 'Alpine, TX',
      toLocation: 'Big Bend National Park',
      departureDate,
      duration: 3,
      rvType: 'class-b',
      rig: van,
    }),
    data,
    { now: fixedNow },
  );
const miles = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) =>
  Math.hypot((a.latitude - b.latitude) * 69, (a.longitude - b.longitude) * 69 * Math.cos((a.latitude * Math.PI) / 180));
const inBasin = (p: { latitude: number | null; longitude: number | null }) =>
  p.latitude !== null && p.longitude !== null && miles(basin, { latitude: p.latitude, longitude: p.longitude }) < 2;

describe('the Chisos Basin, closed for construction', () => {
  it('is a row confirmed on the park page, with its dates', () => {
    expect(chisos).toMatchObject({
      sourceUrl: 'https://www.nps.gov/bibe/planyourvisit/chisos-basin-access.htm',
      confirmed: true,
      from: '2025-05-01',
      until: '2027-05-01',
      checked: '2026-12-06',
    });
    expect(chisos.sourceSays).toMatch(/will begin in May 2025 and continue for approximately two years/);
  });

  it('closes its campgrounds and dump station on a date inside the window, and opens them after', () => {
    const camp = data.campgrounds.rows.find((r) => r.name.startsWith('Chisos Basin Campground'))!;
    expect(openOnDate(camp, '2026-12-10')).toBe(false);
    expect(openOnDate(camp, '2027-10-10')).not.toBe(false);
    // Rio Grande Village, 20 miles off, is not closed.
    const rgv = data.campgrounds.rows.find((r) => r.name.startsWith('Rio Grande Village ('))!;
    expect(rgv.closedFor).toBeUndefined();
    const dumps = data.services.near('dump', basin, 1).map((n) => n.item);
    expect(dumps.length).toBeGreaterThan(0);
    for (const d of dumps) expect(d.closedFor?.map((w) => w.id)).toEqual(['chisos-basin-construction']);
  });

  it("finds the basin road's one edge, and no edge of the main park road beside it", () => {
    const road = sharedSeasonTables().roads.find((r) => r.id === chisos.id)!;
    const graph = sharedRoadGraph();
    const [own, main] = segmentEdges(graph, [
      asSegment(road),
      { ...asSegment(road), roads: ['Big Bend Main Park Road'] },
    ]);
    expect(own).toHaveLength(1);
    expect(main).toEqual([]);
  });

  it('routes to the basin only to the foot of its road in December 2026, and says why', () => {
    const req = { profile: 'fastest', rvType: 'class-b', lengthFeet: 20, date: '2026-12-10' } as const;
    const p = builtinRoute([pantherJunction, basin], req);
    expect(p.restrictions?.map((r) => [r.id, r.kind])).toEqual([['chisos-basin-construction', 'avoided']]);
    expect(p.restrictions?.[0].note).toMatch(
      /^Ends short of Chisos Basin Road: closed for construction from mid-2025 for about two years .*nps\.gov\/bibe/,
    );
    const end = { latitude: p.lat[p.lat.length - 1], longitude: p.lng[p.lng.length - 1] };
    expect(miles(end, basinJunction)).toBeLessThan(1);
  });

  it('drives the road again after the closure, and says to check in the weeks after its expected end', () => {
    const after = builtinRoute([pantherJunction, basin], { profile: 'fastest', rvType: 'class-b', date: '2027-10-10' });
    expect(after.restrictions ?? []).toEqual([]);
    const end = { latitude: after.lat[after.lat.length - 1], longitude: after.lng[after.lng.length - 1] };
    expect(miles(end, basin)).toBeLessThan(1);
    const soon = builtinRoute([pantherJunction, basin], { profile: 'fastest', rvType: 'class-b', date: '2027-06-01' });
    expect(soon.restrictions?.map((r) => [r.id, r.kind])).toEqual([['chisos-basin-construction', 'passes']]);
    expect(soon.restrictions?.[0].note).toMatch(/soon after the reopening the agency expected, so check that it is open/);
  });

  it('plans a December 2026 stay without the basin: no night, road stop or drive there, and a note', async () => {
    const p = await plan('2026-12-10');
    for (const d of p.dailyItinerary) {
      expect(d.rvPark.name, `day ${d.day}`).not.toMatch(/Chisos Basin/);
      expect(inBasin(d.rvPark), `day ${d.day}`).toBe(false);
      for (const s of d.roadStops ?? []) expect(inBasin(s), `${s.kind} ${s.name}`).toBe(false);
    }
    const notes = p.dailyItinerary.flatMap((d) => d.notes ?? []);
    expect(notes.some((n) => /^The Chisos Basin is closed for construction .*Chisos Basin Campground.*nps\.gov\/bibe/.test(n))).toBe(
      true,
    );
  });

  it("moves a traveller's night at Chisos Basin Campground elsewhere in December 2026 and says why; keeps it in October 2027", async () => {
    const withNight = (departureDate: string) =>
      planTrip(
        generateTripInputSchema.parse({
          fromLocation: 'Alpine, TX',
          toLocation: 'Marathon, TX',
          departureDate,
          duration: 3,
          rvType: 'class-b',
          rig: van,
          stops: [{ name: 'Chisos Basin Campground', ...basin, nights: 1 }],
        }),
        data,
        { now: fixedNow },
      );
    const closed = (await withNight('2026-12-10')).dailyItinerary[0];
    expect(closed.rvPark.name).not.toMatch(/Chisos Basin/);
    expect(
      (closed.notes ?? []).some((n) =>
        /^Chisos Basin Campground \(Big Bend, TX\) is closed on this night, so the night is at another park\. The Chisos Basin is closed for construction .*nps\.gov\/bibe/.test(n),
      ),
    ).toBe(true);
    const open = (await withNight('2027-10-10')).dailyItinerary[0];
    expect(open.rvPark.name).toMatch(/^Chisos Basin Campground/);
    expect((open.notes ?? []).some((n) => /is closed on this night/.test(n))).toBe(false);
  });

  it('plans October 2027, after the closure, with the basin open again and no closure note', async () => {
    const p = await plan('2027-10-10');
    expect(p.dailyItinerary.some((d) => /Chisos Basin Campground/.test(d.rvPark.name))).toBe(true);
    const notes = p.dailyItinerary.flatMap((d) => d.notes ?? []);
    expect(notes.some((n) => /Chisos Basin is closed/.test(n))).toBe(false);
  });
});

// A traveller's night at the Blue Ridge Parkway's Crabtree Falls Campground (milepost 339.5), on
// the stretch the park has kept closed since Hurricane Helene (data/dated-closures.json): the night
// is at another park, and the day says the campground is closed and why, with the park's page.
describe('Crabtree Falls Campground, closed with the Blue Ridge Parkway from Linville Falls to Mount Mitchell', () => {
  const crabtree = { name: 'Crabtree Falls Campground', latitude: 35.81416, longitude: -82.14699 };
  const toCrabtree = (departureDate: string) =>
    planTrip(
      generateTripInputSchema.parse({
        fromLocation: 'Boone, NC',
        toLocation: 'Asheville, NC',
        departureDate,
        duration: 3,
        rvType: 'class-c',
        stops: [{ ...crabtree, nights: 1 }],
      }),
      data,
      { now: fixedNow },
    );

  it('is a row confirmed on the park page, closed until further notice, that closes the campground', () => {
    const row = sharedDatedClosures().find((c) => c.id === 'blue-ridge-parkway-helene-linville-falls-mount-mitchell')!;
    expect(row).toMatchObject({ confirmed: true, from: '2024-09-26', until: null, checked: '2026-12-06' });
    expect(row.sourceUrl).toMatch(/^https:\/\/www\.nps\.gov\/blri\//);
    const camp = data.campgrounds.rows.find((r) => r.name.startsWith('Crabtree Falls Campground'))!;
    expect(openOnDate(camp, '2027-06-10')).toBe(false);
    // Mount Pisgah, open south of Asheville, is not closed.
    const pisgah = data.campgrounds.rows.find((r) => r.name.startsWith('Mount Pisgah Campground'))!;
    expect(pisgah.closedFor).toBeUndefined();
  });

  it('puts the night at another park and says the campground is closed, and why', async () => {
    const p = await toCrabtree('2027-06-10');
    const night = p.dailyItinerary[0];
    expect(night.rvPark.name).not.toMatch(/Crabtree Falls/);
    expect(
      (night.notes ?? []).some((n) =>
        /^Crabtree Falls Campground is closed on this night, so the night is at another park\. The Blue Ridge Parkway from Linville Falls to Mount Mitchell is closed until further notice, since Hurricane Helene .*nps\.gov\/blri/.test(n),
      ),
    ).toBe(true);
  });
});
