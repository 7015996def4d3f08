import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Need } from '@shared/schemas/needs';
import type { Day, GenerateTripInput, RvType } from '@shared/schemas/plan';
import { tripPlanSchema } from '@shared/schemas/plan';
import { isLongRig, RIG_DEFAULTS, rigFor } from '@shared/schemas/rig';
import { loadBundledData } from '../../catalogue/bundled-data';
import {
  maxLengthFeet,
  meetsNeed,
  needGaps,
  notForRvs,
  openOnDate,
  seasonWarning,
} from '../../catalogue/core/campgrounds';
import { haversineMiles } from '../../geo';
import { townLabel } from '../../catalogue/core/gazetteer';
// Meals out only in a town this close to camp (day-content.ts's MEAL_TOWN_MILES).
const MEAL_TOWN_MILES = 30;
import { inSeason, onClosedRoad } from '../core/activity-season';
import { bundledParkClosures } from '../park-closures';
import { createTestUser } from '../../test/factories';
import { useTestApp } from '../../test/app-suite';
import { testConfig } from '../../test/test-app';

// Nights an RVer would book, through the real generate endpoint over HTTP on SQLite: a dozen plans
// across seasons, rigs, needs and regions flag on each stay what they cannot meet, and offer no
// place that does not suit (the wrong kind of place, closed that night, too short for the rig, an
// activity out of reach or out of season, a second town's name).
const TRIPS: Array<GenerateTripInput & { rvType: RvType; departureDate: string; duration: number }> = [
  // Acadia in late October, every neighbour of known season closed.
  {
    fromLocation: 'Boston, MA',
    toLocation: 'Bar Harbor, ME',
    departureDate: '2030-10-24',
    duration: 6,
    rvType: 'travel-trailer',
    specialNeeds: ['full-hookups'],
  },
  // Crater Lake in early May: no swimming, Rim Drive closed.
  {
    fromLocation: 'Seattle, WA',
    toLocation: 'Crater Lake, OR',
    departureDate: '2030-05-04',
    duration: 6,
    rvType: 'fifth-wheel',
    specialNeeds: ['pet-friendly'],
  },
  // Lassen before its road opens.
  {
    fromLocation: 'Sacramento, CA',
    toLocation: 'Lassen Volcanic National Park',
    departureDate: '2030-05-10',
    duration: 5,
    rvType: 'class-c',
    travelStyle: 'scenic',
  },
  // A 40 ft Class A with a dog at Hot Springs.
  {
    fromLocation: 'Little Rock, AR',
    toLocation: 'Hot Springs, AR',
    departureDate: '2030-04-12',
    duration: 4,
    rvType: 'class-a',
    rig: { ...RIG_DEFAULTS['class-a'], lengthFeet: 40 },
    specialNeeds: ['full-hookups', 'pet-friendly'],
  },
  {
    fromLocation: 'Atlanta, GA',
    toLocation: 'Blakely, GA',
    departureDate: '2030-11-20',
    duration: 3,
    rvType: 'class-a',
    specialNeeds: ['full-hookups'],
  },
  {
    fromLocation: 'Denver, CO',
    toLocation: 'Moab, UT',
    departureDate: '2030-07-01',
    duration: 5,
    rvType: 'class-b',
    specialNeeds: ['wifi-required'],
  },
  {
    fromLocation: 'Fresno, CA',
    toLocation: 'Yosemite National Park',
    departureDate: '2030-08-10',
    duration: 5,
    rvType: 'travel-trailer',
    rig: { ...RIG_DEFAULTS['travel-trailer'], lengthFeet: 30 },
    specialNeeds: ['big-rig'],
  },
  {
    fromLocation: 'Minneapolis, MN',
    toLocation: 'Glacier National Park',
    departureDate: '2030-09-20',
    duration: 8,
    rvType: 'fifth-wheel',
    specialNeeds: ['dump-station'],
  },
  {
    fromLocation: 'Phoenix, AZ',
    toLocation: 'Grand Canyon, AZ',
    departureDate: '2030-03-15',
    duration: 4,
    rvType: 'class-a',
    travelStyle: 'adventure',
  },
  {
    fromLocation: 'Austin, TX',
    toLocation: 'Big Bend, TX',
    departureDate: '2030-03-01',
    duration: 5,
    rvType: 'class-c',
    specialNeeds: ['pet-friendly'],
  },
  // Autumn in the Adirondacks: a campground of unknown season among public ones closed for winter.
  {
    fromLocation: 'Albany, NY',
    toLocation: 'Lake Placid, NY',
    departureDate: '2030-10-20',
    duration: 3,
    rvType: 'class-c',
  },
  // Spring in the north: parks of known season not yet open.
  {
    fromLocation: 'Portland, ME',
    toLocation: 'Burlington, VT',
    departureDate: '2030-04-20',
    duration: 4,
    rvType: 'travel-trailer',
    specialNeeds: ['full-hookups'],
  },
  {
    fromLocation: 'Tallahassee, FL',
    toLocation: 'Savannah, GA',
    departureDate: '2030-01-10',
    duration: 4,
    rvType: 'class-b',
    travelStyle: 'relaxed',
    specialNeeds: ['full-hookups', 'laundry'],
  },
];

const TOWN = /, [A-Z]{2}$/;
// Parks' activities are within about an hour's drive of camp: 70 minutes at the estimate's rate
// (41 straight-line miles), or 70 minutes by road, which no road covers beyond 70 miles.
const ESTIMATE_REACH_MILES = 41;
const ROAD_REACH_MILES = 70;
const ROUTED = /about \d+ miles?, about (\d+ min|1 h( \d+ min)?) by road from camp\./;
const ESTIMATED = /from camp \(straight-line estimate\)/;
// A camp inside the park (on its own roads, away from its entrances) has it around camp.
const INSIDE = /it is around camp \(the campground is inside the park\)\./;

describe('every stay says what it cannot meet and offers nothing unsuitable', () => {
  const config = testConfig();
  const ctx = useTestApp(config);
  const data = loadBundledData();
  const rows = new Map(data.campgrounds.rows.map((r) => [r.id, r]));
  const parks = new Map(data.parks.map((p) => [p.id, p]));

  function checkStay(input: (typeof TRIPS)[number], days: Day[], i: number, flagged: Set<string>) {
    const day = days[i];
    const label = `${input.fromLocation} to ${input.toLocation}, day ${day.day}`;
    const row = day.rvPark.id ? rows.get(day.rvPark.id) : undefined;
    if (day.rvPark.isPlaceholder || !row) return;
    const rig = rigFor(input.rvType, input.rig);
    const dates = days.slice(i, i + day.nights).map((d) => d.date);
    expect(notForRvs(row), label).toBe(false);
    for (const date of dates) expect(openOnDate(row, date), `${label}: open on ${date}`).not.toBe(false);
    const len = maxLengthFeet(row);
    if (len !== undefined) expect(len, label).toBeGreaterThanOrEqual(rig.lengthFeet);
    const needs: Need[] = [...(input.specialNeeds ?? [])];
    if (isLongRig(rig.lengthFeet) && !needs.includes('big-rig')) needs.push('big-rig');
    const warnings = (day.warnings ?? []).join('\n').toLowerCase();
    for (const need of needs) {
      if (meetsNeed(row, need, rig.lengthFeet) === true) continue;
      flagged.add(need);
      for (const gap of needGaps(row, need, rig.lengthFeet))
        expect(warnings, `${label}: ${gap.noun} at ${row.name}`).toContain(gap.noun.toLowerCase());
      expect(warnings, label).toContain(row.name.toLowerCase());
    }
    expect(day.notes.join(' '), label).not.toMatch(/big-rig access/);
    // Office hours are never shown as a season.
    expect(day.rvPark.reported?.season ?? '', label).not.toMatch(/^Season: (Mo|Tu|We|Th|Fr|Sa|Su|\d)/);
    if (seasonWarning(row, dates, data.campgrounds.near)) {
      flagged.add('season');
      expect(warnings, label).toContain('call ahead');
    }
  }

  function checkDay(day: Day) {
    const label = `day ${day.day} (${day.title})`;
    const camp = {
      latitude: day.rvPark.latitude ?? day.to.latitude,
      longitude: day.rvPark.longitude ?? day.to.longitude,
    };
    const month = Number(day.date.slice(5, 7));
    for (const a of day.activityDetails) {
      const park = a.parkId ? parks.get(a.parkId) : undefined;
      if (!park) continue;
      const activity = a.name.slice(0, a.name.indexOf(` in ${park.fullName}`));
      const routed = ROUTED.test(a.description) || INSIDE.test(a.description);
      expect(routed || ESTIMATED.test(a.description), `${label}: ${a.description}`).toBe(true);
      expect(haversineMiles(camp, park), `${label}: ${a.name}`).toBeLessThanOrEqual(
        routed ? ROAD_REACH_MILES : ESTIMATE_REACH_MILES,
      );
      expect(inSeason(activity, park, month), `${label}: ${a.name}`).toBe(true);
      expect(onClosedRoad(park, activity, month, bundledParkClosures()), `${label}: ${a.name}`).toBe(false);
    }
    expect(day.activityDetails.filter((a) => a.type !== 'rest').length, label).toBeLessThanOrEqual(4);
    if (TOWN.test(day.to.name)) {
      // The title names the town, and the park when the night lies away from it.
      expect(day.title, label).toContain(day.to.name);
      if (day.nightAway) expect(day.title, label).toContain(day.nightAway.park);
      // Meals out in the day's town, or in the camp's own town when camp lies away from it (a
      // Savannah stay camped toward Hilton Head dines there): a town of the gazetteer near camp.
      for (const m of day.meals.filter((m) => m.type === 'restaurant'))
        if (m.location !== day.to.name)
          expect(
            data.gazetteer
              .townsNear(camp, MEAL_TOWN_MILES)
              .some(({ item }) => townLabel(item) === m.location),
            `${label}: ${m.name}`,
          ).toBe(true);
    }
    const setUp = day.activityDetails.find((a) => a.name.startsWith('Arrive and set up camp'));
    if (setUp && !day.rvPark.isPlaceholder)
      expect(setUp.name, label).toBe(`Arrive and set up camp at ${day.rvPark.name}`);
  }

  it('a dozen varied plans', { timeout: 240_000 }, async () => {
    const { token } = await createTestUser(ctx.deps.database.db, config.jwtSecret, { tier: 'pro' });
    const flagged = new Set<string>();
    for (const input of TRIPS) {
      const res = await request(ctx.app)
        .post('/api/ai/generate-trip')
        .set({ Authorization: `Bearer ${token}` })
        .send(input);
      expect(res.status, `${input.fromLocation} to ${input.toLocation}: ${res.body.message}`).toBe(200);
      const days = tripPlanSchema.parse(res.body).dailyItinerary;
      days.forEach((day, i) => {
        if (!day.title.startsWith('Explore ')) checkStay(input, days, i, flagged);
        checkDay(day);
      });
    }
    // The rules are exercised: stays flag unreported hook-ups, a big rig's length and a season.
    expect([...flagged].sort()).toEqual(expect.arrayContaining(['big-rig', 'full-hookups', 'season']));
  });
});
