import polyline from '@mapbox/polyline';
import { describe, expect, it } from 'vitest';
import { tripPlanSchema } from '@shared/schemas/plan';
import type { GenerateTripInput } from '@shared/schemas/plan';
import { loadBundledData } from '../../catalogue/bundled-data';
import { haversineMiles } from '../../geo';
import { PASS_THROUGH_MILES } from './itinerary';
import { planFromDenver } from '../../test/planner-data';

const data = loadBundledData();
const plan = (overrides: Partial<GenerateTripInput>) => planFromDenver(data, { duration: 6, ...overrides });

const durango = { name: 'Durango, CO', latitude: 37.2753, longitude: -107.88007 };
const ouray = { name: 'Ouray, CO', latitude: 38.02277, longitude: -107.67145 };

describe('the traveller’s stops', () => {
  it('every route passes the stops in order, longer than the direct route, each an overnight', async () => {
    const direct = (await plan({})).routeOptions[0].distance;
    const p = await plan({ stops: [durango] });
    expect(() => tripPlanSchema.parse(p)).not.toThrow();
    for (const option of p.routeOptions) {
      expect(option.waypoints.map((w) => w.name)).toContain('Durango, CO');
      expect(option.distance).toBeGreaterThan(direct);
      expect(option.dailyItinerary.some((d) => d.to.name === 'Durango, CO')).toBe(true);
    }
    const order = (names: string[]) => [names.indexOf('Ouray, CO'), names.indexOf('Durango, CO')];
    const [o1, d1] = order(
      (await plan({ stops: [ouray, durango] })).routeOptions[0].waypoints.map((w) => w.name),
    );
    expect(o1).toBeLessThan(d1);
    const [o2, d2] = order(
      (await plan({ stops: [durango, ouray] })).routeOptions[0].waypoints.map((w) => w.name),
    );
    expect(d2).toBeLessThan(o2);
  });

  it('honours the nights set at a stop and keeps the trip length when other stays can give', async () => {
    const p = await plan({ stops: [{ ...durango, nights: 3 }] });
    for (const option of p.routeOptions) {
      const at = option.dailyItinerary.filter((d) => d.to.name === 'Durango, CO');
      expect(at).toHaveLength(3);
      expect(at.every((d) => d.nights === 3)).toBe(true);
      expect(option.dailyItinerary).toHaveLength(6);
      option.dailyItinerary.forEach((d, i) => expect(d.day).toBe(i + 1));
    }
  });

  it('adds days, and says so, when the nights asked for do not fit', async () => {
    const p = await plan({ duration: 3, stops: [{ ...durango, nights: 4 }] });
    expect(p.dailyItinerary.length).toBeGreaterThan(3);
    expect(p.warnings.join(' ')).toMatch(/Your stays add \d+ days? to the trip/);
  });
});

// Rifle is where the fastest route's first day ends on a 2-day trip at 4 h a day.
const rifle = { name: 'Rifle, CO', latitude: 39.5347, longitude: -107.78312 };

describe('pass-through stops (nights: 0)', () => {
  it('a stop left to the planner near where a day ends becomes that night', async () => {
    const p = await plan({ duration: 2, maxDrivingHoursPerDay: 4, stops: [rifle] });
    for (const option of p.routeOptions)
      expect(option.dailyItinerary.some((d) => d.to.name === 'Rifle, CO')).toBe(true);
  });

  it('is routed through but never the end of a day, and the day through it lists it', async () => {
    const p = await plan({ duration: 2, maxDrivingHoursPerDay: 4, stops: [{ ...rifle, nights: 0 }] });
    expect(() => tripPlanSchema.parse(p)).not.toThrow();
    for (const option of p.routeOptions) {
      expect(option.waypoints.map((w) => w.name)).toContain('Rifle, CO');
      const days = option.dailyItinerary;
      for (const d of days) {
        expect(d.to.name).not.toBe('Rifle, CO');
        expect(haversineMiles(d.to, rifle)).toBeGreaterThanOrEqual(PASS_THROUGH_MILES);
        // Where the day's road ends, not only the town it is named after.
        const [lat, lng] = polyline.decode(d.geometry ?? '').at(-1) ?? [0, 0];
        expect(haversineMiles({ latitude: lat, longitude: lng }, rifle)).toBeGreaterThanOrEqual(
          PASS_THROUGH_MILES,
        );
      }
      const through = days.filter((d) => d.via?.some((v) => v.name === 'Rifle, CO'));
      expect(through).toHaveLength(1);
      expect(through[0].title).toContain('via Rifle, CO');
      expect(through[0].notes).toContain('Passes through Rifle, CO.');
      expect(through[0].driveHours).toBeGreaterThan(0);
    }
    for (const d of p.dailyItinerary)
      expect((d.warnings ?? []).join(' ')).not.toMatch(/only to pass through/);
  });

  it('says so on the day when the driving limit leaves no other place to end it', async () => {
    // Two days for about 6 h of driving at 1 h a day: each day must drive half, which ends at Rifle.
    const p = await plan({
      duration: 2,
      maxDrivingHoursPerDay: 1,
      routeType: 'fastest',
      stops: [{ ...rifle, nights: 0 }],
    });
    const day1 = p.dailyItinerary[0];
    expect(haversineMiles(day1.to, rifle)).toBeLessThan(PASS_THROUGH_MILES);
    expect((day1.warnings ?? []).join(' ')).toMatch(
      /This day ends near Rifle, CO, which you asked only to pass through/,
    );
  });

  it('keeps the other stops as overnights and the nights asked for', async () => {
    const durangoStay = { ...durango, nights: 2 };
    const p = await plan({ duration: 6, stops: [{ ...rifle, nights: 0 }, durangoStay] });
    for (const option of p.routeOptions) {
      const days = option.dailyItinerary;
      expect(days.some((d) => d.to.name === 'Rifle, CO')).toBe(false);
      expect(days.filter((d) => d.to.name === 'Durango, CO')).toHaveLength(2);
      expect(days.filter((d) => d.via?.some((v) => v.name === 'Rifle, CO'))).toHaveLength(1);
    }
  });
});

describe('pace rules', () => {
  it('2-2-2: no day over about 200 miles or past 2 pm, and a 2-night stay after at most two 1-night stops', async () => {
    const p = await plan({
      toLocation: 'Las Vegas, NV',
      duration: 10,
      paceRule: '2-2-2',
      departureTime: '10:00',
    });
    for (const d of p.dailyItinerary) {
      expect(d.distance).toBeLessThanOrEqual(205);
      expect(d.driveHours).toBeLessThanOrEqual(4.05);
    }
    const stays = p.dailyItinerary.filter((d, i, all) => i === 0 || all[i - 1].to.name !== d.to.name);
    let run = 0;
    for (const s of stays.slice(0, -1)) {
      run = s.nights >= 2 ? 0 : run + 1;
      expect(run).toBeLessThanOrEqual(2);
    }
  });

  it('a max of 4 h a day gives no day over 4 h when the days allow it', async () => {
    const p = await plan({ maxDrivingHoursPerDay: 4 });
    for (const option of p.routeOptions)
      for (const d of option.dailyItinerary) expect(d.driveHours).toBeLessThanOrEqual(4);
  });
});
