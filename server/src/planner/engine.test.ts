import polyline from '@mapbox/polyline';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Need } from '@shared/schemas/needs';
import { tripPlanSchema, generateTripInputSchema } from '@shared/schemas/plan';
import type { Day, GenerateTripInput } from '@shared/schemas/plan';
import { parkPoint } from '@shared/trips/park-reroute';
import { recostPlan } from '@shared/trips/plan-costs';
import { awayBefore } from '@shared/plan/day-title';
import { loadBundledData } from '../catalogue/bundled-data';
import { builtinRoute } from '../routing/builtin';
import { activitySuggestions } from './core/activities';
import { LocationNotFoundError, NoRoadRouteError, planTrip } from './engine';
import { haversineMiles } from '../geo';
import {
  WARM_PLANNING_GUARD_MS,
  fixedNow,
  moabNearAndFar,
  planFromDenver,
  testPlannerData,
  warmPlanning,
} from '../test/planner-data';

const data = loadBundledData();
const plan = (overrides: Partial<GenerateTripInput>) => planFromDenver(data, { duration: 5, ...overrides });

// The routing data's and the catalogue's one-time load, before the first test: inside it, that test's
// 20 s limit covered the load too, and at load 20 the load alone took longer.
beforeAll(() => warmPlanning(data), WARM_PLANNING_GUARD_MS);

describe('planTrip', () => {
  it.each([1, 3, 7, 14])(
    'has one day per day of the trip (%i days) with consecutive dates',
    async (duration) => {
      const p = await plan({ duration, toLocation: 'Yellowstone' });
      for (const option of p.routeOptions) {
        expect(option.dailyItinerary).toHaveLength(duration);
        option.dailyItinerary.forEach((d, i) => {
          expect(d.day).toBe(i + 1);
          expect(d.date).toBe(new Date(Date.UTC(2026, 5, 10 + i)).toISOString().slice(0, 10));
        });
      }
      expect(p.dailyItinerary).toHaveLength(duration);
    },
  );

  it('returns a plan that satisfies the shared schema, with three options in order', async () => {
    const p = await plan({});
    expect(() => tripPlanSchema.parse(p)).not.toThrow();
    expect(p.routeOptions.map((o) => o.type)).toEqual(['fastest', 'scenic', 'balanced']);
    expect(p.selectedRoute).toBe('balanced');
    expect(p.source).toBe('builtin');
    expect(p.dailyItinerary.at(-1)?.to.name).toBe('Moab, UT');
  });

  it('keeps each day within the driving limit when the duration allows', async () => {
    for (const maxDrivingHoursPerDay of [4, 6, 8]) {
      const p = await plan({
        fromLocation: 'New York',
        toLocation: 'San Francisco, CA',
        duration: 21,
        maxDrivingHoursPerDay,
      });
      for (const o of p.routeOptions) {
        for (const d of o.dailyItinerary)
          expect(d.driveHours).toBeLessThanOrEqual(maxDrivingHoursPerDay + 0.05);
      }
      expect(p.warnings.filter((w) => w.includes('of driving'))).toEqual([]);
    }
  });

  it('warns when the duration is too short', async () => {
    const p = await plan({ fromLocation: 'New York', toLocation: 'San Francisco, CA', duration: 5 });
    expect(p.warnings.some((w) => /^Day \d+ needs \d+ h of driving: consider \d+ more days?$/.test(w))).toBe(
      true,
    );
  });

  it('spends spare days as multi-night stays rather than short drives', async () => {
    const p = await plan({ duration: 6 });
    const driveDays = p.dailyItinerary.filter((d) => d.distance > 0);
    expect(driveDays.length).toBeLessThan(6);
    expect(p.dailyItinerary.some((d) => d.nights >= 2)).toBe(true);
  });

  it.each([
    ['Denver, CO', 'Moab, UT', 354],
    ['Seattle, WA', 'Portland, OR', 174],
  ])('routes %s to %s within 5%% of the road distance', async (from, to, road) => {
    const p = await plan({ fromLocation: from, toLocation: to, routeType: 'fastest' });
    const fastest = p.routeOptions[0];
    // The chart measures town to town; the trip now ends at the destination's campground, a few
    // miles off (either side of the town). So the router's road distance between the two places is
    // held to the chart, and the trip's miles may differ from it only by the drive to that park.
    const [a, b] = [fastest.waypoints[0], fastest.waypoints.at(-1)!];
    const routed = builtinRoute([a, b], { profile: 'fastest', rvType: p.input.rvType });
    expect(Math.abs(routed.miles - road) / road).toBeLessThan(0.05);
    const parkOffset = haversineMiles(fastest.dailyItinerary.at(-1)!.to, b);
    expect(parkOffset).toBeLessThan(40);
    expect(Math.abs(fastest.distance - routed.miles)).toBeLessThanOrEqual(1.5 * parkOffset + 1);
    expect(p.overview.distanceNote).toMatch(/road miles on the bundled US highway network/);
    expect(p.overview.distanceNote).not.toMatch(/straight-line/);
  });

  it('gives the same plan for the same input', async () => {
    const a = await plan({
      fromLocation: 'Chicago',
      toLocation: 'Yellowstone',
      duration: 9,
      specialNeeds: ['pet-friendly'],
    });
    const b = await plan({
      fromLocation: 'Chicago',
      toLocation: 'Yellowstone',
      duration: 9,
      specialNeeds: ['pet-friendly'],
    });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('places every park at latitude and longitude numbers on the globe', async () => {
    for (const d of (await plan({})).dailyItinerary) {
      expect(Math.abs(d.rvPark.latitude ?? NaN)).toBeLessThanOrEqual(90);
      expect(Math.abs(d.rvPark.longitude ?? NaN)).toBeLessThanOrEqual(180);
    }
  });

  it('costs the RV type’s daily camping rate per day plus fuel from distance', async () => {
    const p = await plan({ rvType: 'class-a', duration: 4 });
    expect(p.costBreakdown.camping).toBe(150 * 4);
    expect(p.costBreakdown.fuel).toBeGreaterThan(0);
    expect(p.costBreakdown.total).toBe(
      p.costBreakdown.fuel + p.costBreakdown.camping + p.costBreakdown.food + p.costBreakdown.activities,
    );
    expect(p.overview.estimatedCost).toBe(p.costBreakdown.total);
  });

  it('costs camping by the rule edits re-cost with: an unedited plan re-costs to the same figures', async () => {
    for (const p of [
      await plan({ duration: 6 }),
      await plan({ duration: 14, fullTimer: true, optimizeFor: 'cost' }),
    ]) {
      expect(p.costBreakdown.campingBasis).toBeDefined();
      const again = recostPlan(p, p);
      expect(again.costBreakdown).toEqual(p.costBreakdown);
      expect(again.overview.estimatedCost).toBe(p.overview.estimatedCost);
      expect(again.routeOptions.map((r) => r.estimatedCost)).toEqual(
        p.routeOptions.map((r) => r.estimatedCost),
      );
      expect(again.budgetView).toEqual(p.budgetView);
    }
  });

  it('throws LocationNotFoundError for an unknown place', async () => {
    await expect(plan({ toLocation: 'Atlantisville Qq' })).rejects.toThrow(LocationNotFoundError);
    await expect(plan({ toLocation: 'Atlantisville Qq' })).rejects.toThrow(
      'Could not find location: Atlantisville Qq',
    );
  });

  it('says so honestly where no campground is near a stop', async () => {
    const p = await planTrip(
      generateTripInputSchema.parse({
        fromLocation: 'Denver',
        toLocation: 'Moab, UT',
        departureDate: '2026-06-10',
        duration: 2,
      }),
      testPlannerData(),
      { now: fixedNow },
    );
    const placeholder = p.dailyItinerary.find((d) => d.rvPark.isPlaceholder);
    expect(placeholder).toBeDefined();
    expect(placeholder?.rvPark.name).toMatch(/^RV parks near /);
    expect(placeholder?.rvPark.warning).toBeTruthy();
    expect(placeholder?.rvPark.searchUrl).toMatch(/^https:\/\//);
    expect(placeholder?.rvPark.id).toBeUndefined();
  });

  it('never claims a price the data does not report', async () => {
    for (const d of (await plan({ duration: 7 })).dailyItinerary) {
      if (d.rvPark.nightlyFee === null) expect(d.rvPark.nightlyFeeBasis).toBeUndefined();
      else expect(d.rvPark.nightlyFeeBasis).toBe('reported');
    }
  });
});

describe('full-timer mode', () => {
  const staysOf = (days: Day[]) => days.filter((d) => !d.notes.some((n) => /^Day \d+ of a /.test(n)));
  const shortStayWarning = /^A \d+-day trip is too short for (a stay|stays) of 3 nights or more/;

  it('drives about 4 h a day by default, on every route', async () => {
    const p = await plan({
      fromLocation: 'Chicago',
      toLocation: 'Yellowstone',
      duration: 30,
      fullTimer: true,
    });
    for (const o of p.routeOptions)
      for (const d of o.dailyItinerary) expect(d.driveHours).toBeLessThanOrEqual(4.05);
    expect(p.warnings.filter((w) => w.includes('of driving'))).toEqual([]);
    // The same trip without the mode drives longer days.
    const regular = await plan({ fromLocation: 'Chicago', toLocation: 'Yellowstone', duration: 30 });
    expect(Math.max(...regular.dailyItinerary.map((d) => d.driveHours))).toBeGreaterThan(4.05);
  });

  it('lets an explicit driving limit win', async () => {
    const p = await plan({
      fromLocation: 'Chicago',
      toLocation: 'Yellowstone',
      duration: 30,
      fullTimer: true,
      maxDrivingHoursPerDay: 6,
    });
    const hours = p.dailyItinerary.map((d) => d.driveHours);
    expect(Math.max(...hours)).toBeGreaterThan(4.05);
    expect(Math.max(...hours)).toBeLessThanOrEqual(6.05);
  });

  it.each([
    ['Denver, CO', 'Moab, UT', 14],
    ['Chicago', 'Yellowstone', 30],
  ])(
    'stays 3 nights or more at every stop of %s to %s in %i days',
    async (fromLocation, toLocation, duration) => {
      const p = await plan({ fromLocation, toLocation, duration, fullTimer: true });
      for (const o of p.routeOptions) {
        expect(o.dailyItinerary).toHaveLength(duration);
        const stays = staysOf(o.dailyItinerary);
        for (const d of stays) expect(d.nights).toBeGreaterThanOrEqual(3);
        expect(stays.reduce((a, d) => a + d.nights, 0)).toBe(duration);
      }
      expect(p.warnings.filter((w) => shortStayWarning.test(w))).toEqual([]);
    },
  );

  it('prefers fewer, longer stays to one-nighters', async () => {
    // Same driving limit for both, so only the preference for long stays differs.
    const regular = staysOf((await plan({ duration: 14, maxDrivingHoursPerDay: 6 })).dailyItinerary);
    const fullTimer = staysOf(
      (await plan({ duration: 14, fullTimer: true, maxDrivingHoursPerDay: 6 })).dailyItinerary,
    );
    expect(fullTimer.length).toBeLessThanOrEqual(regular.length);
    expect(Math.min(...fullTimer.map((d) => d.nights))).toBeGreaterThanOrEqual(3);
  });

  it('says so when the duration is too short for 3-night stays', async () => {
    const p = await plan({ duration: 5, fullTimer: true });
    const warning = p.warnings.find((w) => shortStayWarning.test(w));
    expect(warning).toMatch(/^A 5-day trip .* Allow at least \d+ days for 3-night stays\.$/);
    expect(staysOf(p.dailyItinerary).some((d) => d.nights < 3)).toBe(true);
    expect((await plan({ duration: 2, fullTimer: true, toLocation: 'Boulder, CO' })).warnings).toContain(
      'A 2-day trip is too short for a stay of 3 nights or more. Allow at least 3 days for 3-night stays.',
    );
  });

  it('carries a budget view derived from the cost per day', async () => {
    const p = await plan({ duration: 14, fullTimer: true, rvType: 'class-a' });
    const view = p.budgetView;
    expect(view).toBeDefined();
    if (!view) return;
    const perDay = (n: number) => Math.round((n / 14) * 100) / 100;
    const c = p.costBreakdown;
    expect(view.daily).toMatchObject({
      fuel: perDay(c.fuel),
      camping: 150,
      food: perDay(c.food),
      activities: perDay(c.activities),
    });
    for (const key of ['fuel', 'camping', 'food', 'activities', 'total'] as const) {
      expect(view.weekly[key]).toBeCloseTo(7 * view.daily[key], 6);
      expect(view.monthly[key]).toBeCloseTo(30 * view.daily[key], 6);
    }
    expect(view.daily.total).toBeCloseTo(c.total / 14, 1);
    expect(view.note).toMatch(/estimate/i);
    expect(p.recommendations.budgetTips.join(' ')).toMatch(/weekly and monthly rates/);
  });

  it('marks long stays for a weekly or monthly rate', async () => {
    const notes = (await plan({ duration: 21, fullTimer: true })).dailyItinerary.flatMap((d) => d.notes);
    expect(notes.some((n) => /^Ask about a (weekly|monthly) rate/.test(n))).toBe(true);
  });

  it('adds full-timer tips, and nothing of the mode to a regular plan', async () => {
    const p = await plan({ duration: 14, fullTimer: true });
    expect(p.recommendations.fullTimerTips?.join(' ')).toMatch(/domicile/i);
    expect(p.overview.description).toMatch(/^A 14-day full-timer balanced trip/);
    const regular = await plan({ duration: 14 });
    expect(regular.budgetView).toBeUndefined();
    expect(regular.recommendations.fullTimerTips).toBeUndefined();
    expect(regular.input.fullTimer).toBeUndefined();
  });

  it('gives the same plan for the same input', async () => {
    const input = { fromLocation: 'Chicago', toLocation: 'Yellowstone', duration: 21, fullTimer: true };
    expect(JSON.stringify(await plan(input))).toBe(JSON.stringify(await plan(input)));
  });

  it('satisfies the shared schema, which still accepts plans stored before the mode', async () => {
    const p = await plan({ duration: 14, fullTimer: true });
    expect(tripPlanSchema.parse(p)).toEqual(p);
    const old = JSON.parse(JSON.stringify(await plan({ duration: 4 }))) as Record<string, unknown> & {
      input: Record<string, unknown>;
    };
    delete old.input.fullTimer;
    expect(tripPlanSchema.parse(old).input.fullTimer).toBeUndefined();
    expect(tripPlanSchema.parse(old).budgetView).toBeUndefined();
  });
});

describe('special needs', () => {
  const moab = { latitude: 38.57332, longitude: -109.54984 };
  const [near, farWithPets] = moabNearAndFar({
    name: 'Pet Camp',
    description: 'Pets are welcome on a leash. Sites for RVs and tents.',
  });
  const small = testPlannerData({ campgrounds: [near, farWithPets] });
  const run = (specialNeeds: Need[]) => planFromDenver(small, { duration: 1, specialNeeds });

  it('picks the nearest campground without needs', async () => {
    expect(haversineMiles(moab, { latitude: near.lat, longitude: near.lng })).toBeLessThan(2);
    expect((await run([])).dailyItinerary[0].rvPark.name).toBe('Near Camp');
  });

  it('prefers a campground whose description meets a need', async () => {
    const day = (await run(['pet-friendly'])).dailyItinerary[0];
    expect(day.rvPark.name).toBe('Pet Camp');
    expect(day.notes.join(' ')).toMatch(/reports: pets allowed/);
    // The need is met; a long-drive warning on this one-day trip is about something else.
    expect((day.warnings ?? []).join(' ')).not.toMatch(/pet/i);
  });

  it('says when no campground nearby meets a need', async () => {
    const day = (await run(['laundry'])).dailyItinerary[0];
    expect(day.warnings?.join(' ')).toMatch(/reports laundry/);
  });
});

describe('activitySuggestions', () => {
  it.each(['scenic', 'adventure', 'relaxed', 'fast', 'balanced'] as const)(
    'gives 4 suggestions for %s',
    (style) => {
      expect(activitySuggestions(style)).toHaveLength(4);
      expect(
        activitySuggestions(
          style,
          data.parks.filter((p) => p.id === 'arch'),
        ),
      ).toHaveLength(4);
    },
  );

  it('draws from the parks given', async () => {
    const arches = data.parks.filter((p) => p.id === 'arch');
    expect(activitySuggestions('adventure', arches).some((s) => s.endsWith('in Arches National Park'))).toBe(
      true,
    );
  });
});

describe('plans on roads', () => {
  it('ends every night of a Chicago to Denver trip at its campground, within the driving limit', async () => {
    const p = await plan({
      fromLocation: 'Chicago, IL',
      toLocation: 'Denver, CO',
      rvType: 'class-a',
      duration: 5,
    });
    for (const o of p.routeOptions) {
      const days = o.dailyItinerary;
      const drives = days.filter((d) => d.distance > 0);
      expect(drives.length).toBeGreaterThanOrEqual(4);
      if (o.type === p.selectedRoute) {
        const shortOfPark = days.filter((d) => {
          const park = parkPoint(d.rvPark);
          return (
            d.distance > 0 &&
            d.to.name !== 'Denver, CO' &&
            !d.rvPark.isPlaceholder &&
            (d.to.latitude !== park?.latitude || d.to.longitude !== park?.longitude)
          );
        });
        expect(shortOfPark.length).toBeLessThanOrEqual(1);
      }
      days.forEach((d, i) => {
        // 999 road miles in 5 days fit the 6 h limit, so no day may go over it.
        expect(d.driveHours).toBeLessThanOrEqual(6.05);
        const park = parkPoint(d.rvPark);
        expect(park).not.toBeNull();
        const atPark = d.to.latitude === park!.latitude && d.to.longitude === park!.longitude;
        // A day that cannot end at its park within the limits ends where it was cut, and says how
        // far the park is (on the scenic option, one such day: no park near its cut point leaves
        // the next day within the limit).
        // The drive to the destination ends at its park, which lies off Denver (on the way in, never
        // downtown and back out): the day is Denver's, and says how far by road the park is from it.
        const toDestination = d.to.name === 'Denver, CO';
        if (toDestination && d.distance > 0) {
          expect(d.to).toEqual({ name: 'Denver, CO', latitude: park!.latitude, longitude: park!.longitude });
          expect(haversineMiles(d.to, { latitude: 39.73915, longitude: -104.9847 })).toBeGreaterThan(5);
          expect(d.notes[0]).toMatch(
            new RegExp(
              `^Tonight: ${d.rvPark.name}, where the day's drive ends, \\d+ road miles from the centre of Denver\\.`,
            ),
          );
        } else if (!atPark && d.distance > 0) expect(d.notes[0]).toMatch(/about \d+ miles from /);
        // The plan's own route ends every other night at its park, but for one night at most that is
        // cut short of it (said above): day 4 goes by Rocky Mountain National Park (Trail Ridge Road,
        // 45 mph, at its published length), 6.1 h from the park that day 3 would reach, so day 3 ends
        // at Julesburg, 11 miles on.
        if (!d.rvPark.isPlaceholder && o.type === p.selectedRoute && !toDestination && atPark) {
          expect([d.to.latitude, d.to.longitude]).toEqual([park!.latitude, park!.longitude]);
          // The day is named after the park's town, and the next day leaves from the park.
          if (d.distance > 0 && i < days.length - 1 && days[i + 1].distance > 0) {
            const town = data.gazetteer.nameNear(d.to, 15) ?? data.gazetteer.nameNear(d.to, 40);
            const named = `${town!.name}, ${town!.state}`;
            // A park 10 miles or more from that town is named in the title, with its distance.
            const away = haversineMiles(d.to, town!) >= 10;
            // It starts from the night before's park when that night lay away from its town.
            const start = awayBefore(days, i)?.park ?? d.from.name;
            expect(d.title).toBe(
              away
                ? `${start} to ${d.rvPark.name} (about ${Math.round(haversineMiles(d.to, town!))} mi from ${named} in a straight line)`
                : `${start} to ${named}`,
            );
          }
        }
        if (i > 0) expect(d.from).toEqual(days[i - 1].to);
        if (d.distance > 0) {
          // The day's line runs from the last park (the first day: from the city) to this one, as
          // far as the bundled network goes: it has highways only, so a line ends at the highway
          // point nearest the park, a few miles off at most.
          const leg = polyline.decode(d.geometry ?? '', 5);
          const [start, end] = [leg[0], leg.at(-1)!];
          expect(haversineMiles({ latitude: start[0], longitude: start[1] }, d.from)).toBeLessThan(8);
          expect(haversineMiles({ latitude: end[0], longitude: end[1] }, d.to)).toBeLessThan(8);
        }
      });
      expect(o.distance).toBe(Math.round(days.reduce((a, d) => a + d.distance, 0)));
    }
    expect(p.dailyItinerary.at(-1)?.to.name).toBe('Denver, CO');
  });

  const roadPlan = (overrides: Partial<GenerateTripInput>) => plan({ duration: 10, ...overrides });

  it('gives each option a road line and its main roads, and each driving day its own leg', async () => {
    const p = await roadPlan({ fromLocation: 'Denver, CO', toLocation: 'Moab, UT', routeType: 'fastest' });
    const fastest = p.routeOptions[0];
    expect(fastest.roads?.slice(0, 2)).toEqual(['I-70', 'US-191']);
    const line = polyline.decode(fastest.geometry ?? '', 5);
    expect(line.length).toBeGreaterThan(50);
    for (const d of fastest.dailyItinerary) {
      if (d.distance === 0) continue;
      const leg = polyline.decode(d.geometry ?? '', 5);
      expect(leg.length).toBeGreaterThan(2);
      // The leg ends near the day's stop.
      const end = leg.at(-1)!;
      expect(haversineMiles({ latitude: end[0], longitude: end[1] }, d.to)).toBeLessThan(30);
    }
  });

  it('routes Seattle to San Diego scenic along the Pacific coast', async () => {
    const p = await roadPlan({ fromLocation: 'Seattle, WA', toLocation: 'San Diego, CA' });
    const scenic = p.routeOptions.find((o) => o.type === 'scenic')!;
    const fastest = p.routeOptions.find((o) => o.type === 'fastest')!;
    expect(scenic.roads).toContain('US-101');
    expect(fastest.roads).toEqual(['I-5']);
    // The line passes the coast of Oregon (Newport lies on US-101, far from I-5).
    const line = polyline.decode(scenic.geometry ?? '', 5);
    const newport = { latitude: 44.6368, longitude: -124.0535 };
    expect(line.some(([la, lo]) => haversineMiles({ latitude: la, longitude: lo }, newport) < 15)).toBe(true);
    expect(new Set(p.routeOptions.map((o) => o.geometry)).size).toBe(3);
  });

  it('never drives more than the limit on a 14-day Boston to Seattle trip', async () => {
    const p = await plan({ fromLocation: 'Boston, MA', toLocation: 'Seattle, WA', duration: 14 });
    for (const o of p.routeOptions) {
      for (const d of o.dailyItinerary) expect(d.driveHours).toBeLessThanOrEqual(6.05);
      const miles = o.dailyItinerary.reduce((a, d) => a + d.distance, 0);
      expect(o.distance).toBe(miles);
      expect(miles).toBeGreaterThan(2900);
    }
  });

  it('ends the nights of a 14-day New York to San Francisco trip at parks that keep both days within the limit', async () => {
    const p = await plan({ fromLocation: 'New York, NY', toLocation: 'San Francisco, CA', duration: 14 });
    let atParks = 0;
    for (const o of p.routeOptions) {
      const days = o.dailyItinerary;
      days.forEach((d, i) => {
        if (i > 0) expect(d.from).toEqual(days[i - 1].to);
        if (d.distance === 0) return;
        expect(d.driveHours).toBeLessThanOrEqual(6.05);
        const park = parkPoint(d.rvPark);
        if (d.to.name === 'San Francisco, CA') {
          // The drive to the destination ends there, and says how far by road its park is.
          expect(d.notes[0]).toMatch(/^Tonight: .+, \d+ mi from San Francisco\./);
          return;
        }
        if (!park || d.to.latitude !== park.latitude || d.to.longitude !== park.longitude) {
          // Where no park keeps the days within the limit, the day ends on the road and says how far.
          if (i < days.length - 1) expect(d.notes[0]).toMatch(/(about \d+ miles?|less than a mile) from /);
          return;
        }
        atParks += 1;
        // Where the day's drive ends, or, for a park off the roads our network holds, where it
        // ends short of the park, said with the straight-line miles left.
        expect(d.notes[0]).toMatch(
          /where the day's drive ends|at the end of the day\. The day's miles and route end at the nearest road our network holds: the last about \d+ mi/,
        );
        // The next driving day leaves from this park and keeps within the limit too.
        const after = days.slice(i + 1).find((n) => n.distance > 0);
        if (after) {
          expect([after.from.latitude, after.from.longitude]).toEqual([park.latitude, park.longitude]);
          expect(after.driveHours).toBeLessThanOrEqual(6.05);
        }
      });
    }
    expect(atParks).toBeGreaterThanOrEqual(10);
  });

  it('warns on the days that go over the limit when the trip is too short', async () => {
    const p = await plan({ fromLocation: 'Denver, CO', toLocation: 'Moab, UT', duration: 1 });
    const day = p.dailyItinerary[0];
    expect(day.driveHours).toBeGreaterThan(6);
    expect(day.warnings?.[0]).toMatch(/over your limit of 6 h a day/);
  });

  it('costs fuel from the routed miles and the rig MPG', async () => {
    const a = await plan({
      fromLocation: 'Denver, CO',
      toLocation: 'Moab, UT',
      rvType: 'class-a',
      routeType: 'fastest',
    });
    const b = await plan({
      fromLocation: 'Denver, CO',
      toLocation: 'Moab, UT',
      rvType: 'class-b',
      routeType: 'fastest',
    });
    expect(a.costBreakdown.fuel).toBe(Math.round((a.overview.totalDistance / 8) * 3.75));
    expect(b.costBreakdown.fuel).toBe(Math.round((b.overview.totalDistance / 18) * 3.75));
  });

  it('refuses places the road network does not reach', async () => {
    await expect(plan({ toLocation: 'Honolulu, HI' })).rejects.toThrow(NoRoadRouteError);
  });
});
