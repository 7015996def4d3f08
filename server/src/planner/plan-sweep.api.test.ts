import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Day, RvType, TripPlan } from '@shared/schemas/plan';
import { tripPlanSchema } from '@shared/schemas/plan';
import type { Campground } from '@shared/schemas/places';
import { rigFor } from '@shared/schemas/rig';
import type { CampgroundRow } from '../catalogue/core/data';
import { eligible, verifiable } from '../catalogue/core/campground-rank';
import { barringKinds, placeKinds } from '../catalogue/core/place-kinds';
import type { NpsUnit } from '../catalogue/core/nps-units';
import { npsUnitsNear } from '../catalogue/core/nps-units';
import { haversineMiles } from '../geo';
import { CAMP_REACH_MINUTES } from './core/camp-drives';
import { inSeason, onClosedRoad } from './core/activity-season';
import { bundledParkClosures } from './park-closures';
import { unitAsPark } from './core/nps-sites';
import { activityPriorities } from './core/preferences';
import { CAMPGROUND_RADIUS } from './engine';
import { useTestApp } from '../test/app-suite';
import { testConfig } from '../test/test-app';

// A dozen-plan sweep: varied plans and park searches through one real server on loopback
// (SQLite, the built-in router), each read by the product's own rules: no place kind an RV cannot
// use (place-kinds.ts on every park, road stop and alternative named), no nameless long stay where a
// verifiable park that suits lies within the search, FamCamps only for the military ID holder, and no
// "no National Park Service site" claim where data/nps-units.json has one within reach.
type Case = { name: string; body: Record<string, unknown>; military?: boolean; longStay?: boolean };
const CLASS_A_40 = { ...rigFor('class-a'), lengthFeet: 40 };
const PLANS: Case[] = [
  {
    name: 'New York to Boston',
    body: {
      fromLocation: 'New York, NY',
      toLocation: 'Boston, MA',
      duration: 4,
      prioritizeActivities: ['Historic Sites', 'Museums'],
    },
  },
  {
    name: 'Washington to Philadelphia',
    body: {
      fromLocation: 'Washington, DC',
      toLocation: 'Philadelphia, PA',
      duration: 3,
      prioritizeActivities: ['Historic Sites', 'Local Attractions'],
    },
  },
  {
    name: 'Philadelphia to New York',
    body: { fromLocation: 'Philadelphia, PA', toLocation: 'New York, NY', duration: 3 },
  },
  {
    // Gateway Arch National Park lists no historic activity; Ulysses S. Grant NHS is 12 mi away.
    name: 'Historic Sites to St. Louis',
    body: {
      fromLocation: 'Kansas City, MO',
      toLocation: 'St. Louis, MO',
      duration: 3,
      prioritizeActivities: ['Historic Sites'],
    },
  },
  {
    name: 'Colorado Springs to Denver',
    body: { fromLocation: 'Colorado Springs, CO', toLocation: 'Denver, CO', duration: 4 },
  },
  {
    name: 'Denver to Moab',
    body: {
      fromLocation: 'Denver, CO',
      toLocation: 'Moab, UT',
      duration: 5,
      routeType: 'scenic',
      prioritizeActivities: ['Shopping', 'Food & Dining', 'Photography'],
    },
  },
  {
    name: 'a family to Yellowstone',
    body: {
      fromLocation: 'Salt Lake City, UT',
      toLocation: 'West Yellowstone, MT',
      duration: 6,
      travellers: { adults: 2, childAges: [5, 8], pets: 0, shorterDriveDays: true },
    },
  },
  {
    name: 'free overnights from Chicago to Denver',
    body: {
      fromLocation: 'Chicago, IL',
      toLocation: 'Denver, CO',
      duration: 5,
      preferFreeOvernights: true,
      prioritizeActivities: ['Historic Sites', 'Cultural Sites', 'State Parks'],
    },
  },
  {
    name: 'a military ID holder to El Paso',
    body: { fromLocation: 'Las Cruces, NM', toLocation: 'El Paso, TX', duration: 3, militaryAccess: true },
    military: true,
  },
  {
    name: 'a civilian to El Paso',
    body: { fromLocation: 'Las Cruces, NM', toLocation: 'El Paso, TX', duration: 3 },
  },
  {
    name: 'a 40 ft Class A staying long near Denver',
    body: {
      fromLocation: 'Denver, CO',
      toLocation: 'Boulder, CO',
      duration: 7,
      rvType: 'class-a',
      rig: CLASS_A_40,
    },
    longStay: true,
  },
];
const SEARCHES: Array<{ name: string; lat: number; lng: number; military?: boolean }> = [
  { name: 'Boston', lat: 42.36, lng: -71.06 },
  { name: 'Philadelphia', lat: 39.95, lng: -75.17 },
  { name: 'Denver', lat: 39.74, lng: -104.99 },
  { name: 'Moab', lat: 38.57, lng: -109.55 },
  { name: 'El Paso (civilian)', lat: 31.8, lng: -106.4 },
  { name: 'El Paso (military ID)', lat: 31.8, lng: -106.4, military: true },
];

// A claim of "no NPS site within about 70 minutes' drive of camp" is false if one lies within the
// distance 70 minutes cover at 30 mph in a straight line (a conservative reach).
const NPS_REACH_MILES = (CAMP_REACH_MINUTES / 60) * 30;
const NO_NPS_SITE = /No National Park Service site in our data/;
// A claim about national parks alone ("none of the national parks in our data lies near this
// corridor", the scenic option) must say its scope; an unscoped "No national park near" is never made.
const NATIONAL_PARKS_ONLY = /none of the national parks in our data lies near/gi;
const SCOPED =
  /none of the national parks in our data lies near [^(]*\(our data holds the 63 national parks, not every National Park Service site\)/gi;
const UNSCOPED = /No national park (near|within)/i;

describe('a dozen plans and park searches, over one loopback server on SQLite', () => {
  const ctx = useTestApp(testConfig());
  let server: Server;
  let base = '';
  const byId = new Map<string, CampgroundRow>();
  let units: readonly NpsUnit[] = [];
  beforeAll(async () => {
    const data = ctx.deps.places.plannerData();
    for (const row of data.campgrounds.rows) byId.set(row.id, row);
    units = data.npsUnits ?? [];
    server = ctx.app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // The kinds of place a name says (a park, road stop or alternative known only by its name).
  const nameKinds = (name: string) =>
    placeKinds({
      id: `name:${name}`,
      name,
      state: '',
      lat: 0,
      lng: 0,
      type: '',
      cost: null,
      amenities: [],
      rigFriendly: [],
      roadDifficulty: 'unknown',
      description: null,
      source: 'OSM',
    });

  function unsuitable(p: TripPlan, military: boolean): string[] {
    const access = { militaryAccess: military };
    const out: string[] = [];
    for (const d of p.dailyItinerary) {
      const row = d.rvPark.id ? byId.get(d.rvPark.id) : undefined;
      const kinds = row ? barringKinds(row, access) : d.rvPark.isPlaceholder ? [] : nameKinds(d.rvPark.name);
      if (kinds.length > 0) out.push(`day ${d.day} park ${d.rvPark.name}: ${kinds.join(', ')}`);
      if (!military && (d.rvPark.militaryOnly || (row && placeKinds(row).includes('military'))))
        out.push(`day ${d.day} FamCamp for a civilian: ${d.rvPark.name}`);
      for (const stop of d.roadStops ?? [])
        for (const k of nameKinds(stop.name).filter((k) => !(k === 'military' && military)))
          out.push(`day ${d.day} road stop ${stop.name}: ${k}`);
      // The nearest verifiable alternatives an unverifiable stay names ("Name (12 mi, phone)").
      for (const w of d.warnings ?? []) {
        const list =
          /report an address, phone or website \(miles in a straight line\): (.+)\.$/.exec(w)?.[1] ?? '';
        // A list in words this reading no longer knows would leave its names unread.
        if (!list && w.includes('Nearest parks to')) out.push(`day ${d.day} alternatives not read: ${w}`);
        for (const alt of list.split('; ').filter(Boolean)) {
          const name = alt.replace(/ \(\d+ mi, [^)]+\)$/, '');
          const k = nameKinds(name).filter((x) => !(x === 'military' && military));
          if (k.length > 0) out.push(`day ${d.day} alternative ${name}: ${k.join(', ')}`);
        }
      }
    }
    return out;
  }

  // A stay of two nights or more at a park with no address, phone or website while a verifiable
  // park that suits the rig, the nights and the traveller lies nearer the stop (with RV evidence when
  // the chosen one has it): a callable park is worth a longer drive (UNVERIFIED_MILES), so one as
  // near or nearer always wins.
  function namelessLongStays(p: TripPlan, military: boolean): string[] {
    const rvType = (p.input.rvType ?? 'class-c') as RvType;
    const rigFeet = p.input.rig?.lengthFeet ?? rigFor(rvType).lengthFeet;
    const out: string[] = [];
    for (const d of p.dailyItinerary.filter(
      (x: Day) => x.nights >= 2 && x.rvPark.id && !x.rvPark.freeOvernight,
    )) {
      const row = byId.get(d.rvPark.id ?? '');
      if (!row || verifiable(row)) continue;
      const dates = p.dailyItinerary.filter((x) => x.rvPark.id === d.rvPark.id).map((x) => x.date);
      const chosenMiles = haversineMiles(d.to, { latitude: row.lat, longitude: row.lng });
      const better = ctx.deps.places
        .plannerData()
        .campgrounds.near(d.to, Math.min(CAMPGROUND_RADIUS, chosenMiles))
        .find(
          ({ item }) =>
            verifiable(item) &&
            (item.rvEvidence === true || row.rvEvidence !== true) &&
            eligible(item, { rvType, rigFeet, dates, access: { militaryAccess: military } }),
        );
      if (better)
        out.push(
          `day ${d.day}: ${row.name} though ${better.item.name} is ${Math.round(better.distance)} mi away`,
        );
    }
    return out;
  }

  function falseNpsClaims(p: TripPlan): string[] {
    expect(units.length).toBeGreaterThan(400); // data/nps-units.json is loaded
    const text = JSON.stringify(p);
    const claims = text.match(NATIONAL_PARKS_ONLY)?.length ?? 0;
    const scoped = text.match(SCOPED)?.length ?? 0;
    return [
      ...(claims > scoped ? [`${claims - scoped} national-park claim(s) without their scope`] : []),
      ...(UNSCOPED.test(text) ? [`an unscoped claim: ${UNSCOPED.exec(text)?.[0]}`] : []),
    ].concat(
      p.dailyItinerary
        .filter((d) => [...d.notes, ...(d.warnings ?? []), ...d.activities].some((t) => NO_NPS_SITE.test(t)))
        .flatMap((d) => {
          const camp =
            d.rvPark.latitude !== null && d.rvPark.longitude !== null
              ? { latitude: d.rvPark.latitude, longitude: d.rvPark.longitude }
              : d.to;
          const near = npsUnitsNear(units, camp, NPS_REACH_MILES);
          return near.length > 0 ? [`day ${d.day} says no NPS site, but ${near[0].unit.name} is near`] : [];
        }),
    );
  }

  // "None of your prioritized activities (A or B) is offered ...": a category is "not offered" only
  // where the data could have had it (a category our park data speaks to), and only when no park
  // within a conservative reach of camp lists an activity of it in season, on a road open that month,
  // and no other NPS site in reach is of it.
  function falseNotOffered(p: TripPlan): string[] {
    const priorities = activityPriorities(p.input.prioritizeActivities);
    const { parks } = ctx.deps.places.plannerData();
    const out: string[] = [];
    for (const d of p.dailyItinerary) {
      const named = (d.warnings ?? [])
        .map((w) => /^None of your prioritized activities \((.+?)\) is offered/.exec(w)?.[1])
        .find(Boolean);
      if (!named) continue;
      const categories = named.split(/, | or /);
      for (const c of categories.filter((x) => !priorities?.categories.includes(x)))
        out.push(`day ${d.day} says ${c} is not offered, which our data cannot tell`);
      if (!priorities) continue;
      const camp =
        d.rvPark.latitude !== null && d.rvPark.longitude !== null
          ? { latitude: d.rvPark.latitude, longitude: d.rvPark.longitude }
          : d.to;
      const month = Number(d.date.slice(5, 7));
      const inReach = (point: { latitude: number; longitude: number }) =>
        haversineMiles(camp, point) <= NPS_REACH_MILES;
      for (const park of parks.filter(inReach)) {
        const a = park.activities.find(
          (x) =>
            priorities.matches(park, x) &&
            inSeason(x, park, month) &&
            !onClosedRoad(park, x, month, bundledParkClosures()),
        );
        if (a) out.push(`day ${d.day} says none is offered, but ${park.fullName} lists ${a}`);
      }
      const covered = new Set(parks.map((x) => x.parkCode));
      for (const { unit } of npsUnitsNear(units, camp, NPS_REACH_MILES))
        if (!covered.has(unit.code) && priorities.matches(unitAsPark(unit), unit.designation))
          out.push(`day ${d.day} says none is offered, but ${unit.name} (${unit.designation}) is near`);
    }
    return out;
  }

  it.each(PLANS)(
    'plans $name with no unsuitable place, nameless long stay or false claim',
    async ({ body, military = false, longStay = false }) => {
      const res = await request(base)
        .post('/api/ai/generate-trip')
        .send({ departureDate: '2027-06-14', rvType: 'class-c', ...body });
      expect(res.status).toBe(200);
      const p = tripPlanSchema.parse(res.body);
      expect(p.dailyItinerary.length).toBeGreaterThan(0);
      expect(unsuitable(p, military)).toEqual([]);
      if (longStay) expect(p.dailyItinerary.some((d) => d.nights >= 2 && !d.rvPark.isPlaceholder)).toBe(true);
      expect(namelessLongStays(p, military)).toEqual([]);
      expect(falseNpsClaims(p)).toEqual([]);
      expect(falseNotOffered(p)).toEqual([]);
      // FamCamps are marked, and only for the military ID holder.
      const marked = p.dailyItinerary.filter((d) => d.rvPark.militaryOnly);
      if (!military) expect(marked).toEqual([]);
      else expect(marked.length).toBeGreaterThan(0);
    },
    60_000,
  );

  it.each(SEARCHES)(
    'searches parks near $name offering no unsuitable place',
    async ({ lat, lng, military = false }) => {
      const res = await request(base)
        .get('/api/campgrounds/search')
        .query({ lat, lng, radius: 40, ...(military ? { militaryAccess: 'true' } : {}) });
      expect(res.status).toBe(200);
      const found = res.body as Campground[];
      expect(found.length).toBeGreaterThan(0);
      const bad = found.flatMap((c) => {
        const row = byId.get(c.id);
        const kinds = row ? barringKinds(row, { militaryAccess: military }) : ['not in the catalogue'];
        return kinds.length > 0 ? [`${c.name}: ${kinds.join(', ')}`] : [];
      });
      expect(bad).toEqual([]);
      expect(found.some((c) => c.militaryOnly)).toBe(military);
    },
  );
});
