import { describe, expect, it } from 'vitest';
import { tripPlanSchema } from '@shared/schemas/plan';
import type { TripPlan, Day, GenerateTripInput } from '@shared/schemas/plan';
import { loadBundledData } from '../../catalogue/bundled-data';
import { activityPriorities, amenityNeeds } from './preferences';
import { campgroundRow, moabNearAndFar, planFromDenver, testPlannerData } from '../../test/planner-data';

// Every optimize preference changes the plan the engine makes, or the plan says why it cannot.
const data = loadBundledData();
const plan = (overrides: Partial<GenerateTripInput>) => planFromDenver(data, { duration: 5, ...overrides });
const dayWarnings = (d: Day) => (d.warnings ?? []).join(' ');
const selected = (p: TripPlan) => p.routeOptions.find((o) => o.type === p.selectedRoute);

describe('preferred amenities', () => {
  it('maps the optimize form labels onto needs the catalogue reports, and keeps the rest as unknown', async () => {
    expect(amenityNeeds(['Full Hookups', 'WiFi', 'Dump Station', 'Restrooms', 'Jacuzzi'])).toEqual({
      needs: ['full-hookups', 'wifi-required', 'dump-station', 'restrooms'],
      unknown: ['Jacuzzi'],
    });
  });

  it('chooses parks that report the amenity, and warns on a night where none near does', async () => {
    const base = await plan({});
    const withDump = await plan({ preferredAmenities: ['Dump Station'] });
    expect(() => tripPlanSchema.parse(withDump)).not.toThrow();
    const reports = (p: TripPlan) =>
      p.dailyItinerary.filter((d) => d.rvPark.reported?.dumpStation === 'yes').length;
    expect(reports(withDump)).toBeGreaterThan(reports(base));
    expect(withDump.dailyItinerary.map((d) => d.rvPark.name)).not.toEqual(
      base.dailyItinerary.map((d) => d.rvPark.name),
    );
    // A night's warning sits on the day that drives there, not on the rest days of the stay.
    for (const d of withDump.dailyItinerary) {
      if (d.rvPark.reported?.dumpStation === 'yes' || d.driveHours === 0) continue;
      expect(dayWarnings(d)).toMatch(/dump station/);
    }
  });

  describe('on a small catalogue', () => {
    const [unknownWifi, wifi] = moabNearAndFar({
      name: 'Wifi Camp',
      source: 'OSM',
      internet: 'wlan',
      facilityId: undefined,
    });
    const noWifi = campgroundRow({
      id: 'ridb-3',
      name: 'Offline Camp',
      lat: 38.6,
      lng: -109.5,
      internet: 'no',
    });
    const run = async (campgrounds: ReturnType<typeof campgroundRow>[], preferredAmenities: string[]) =>
      (await planFromDenver(testPlannerData({ campgrounds }), { duration: 1, preferredAmenities }))
        .dailyItinerary[0];

    it('ranks the park that reports it above a nearer one the data is silent about', async () => {
      expect((await run([unknownWifi, wifi], [])).rvPark.name).toBe('Near Camp');
      const day = await run([unknownWifi, wifi], ['WiFi']);
      expect(day.rvPark.name).toBe('Wifi Camp');
      expect(dayWarnings(day)).not.toMatch(/Wi-Fi/);
    });

    it('counts unknown as no match and names the missing amenity on that day', async () => {
      const day = await run([unknownWifi, noWifi], ['WiFi']);
      expect(dayWarnings(day)).toMatch(
        /Wi-Fi not reported: ask .+; no campground within \d+ miles of Moab, UT in our data reports Wi-Fi/,
      );
    });
  });

  it('says at plan level which asked-for amenities the data cannot tell', async () => {
    expect((await plan({ preferredAmenities: ['Jacuzzi'] })).warnings.join(' ')).toMatch(
      /Our campground data does not report Jacuzzi/,
    );
    expect((await plan({})).warnings.join(' ')).not.toMatch(/does not report/);
  });
});

describe('prioritized activities', () => {
  const shoppingDays = (p: TripPlan) =>
    p.dailyItinerary.filter((d) => d.activities.some((a) => a.startsWith('Shopping in '))).length;

  it('puts the category’s activities first each day where a park offers them', async () => {
    const base = await plan({});
    const shop = await plan({ prioritizeActivities: ['Shopping'] });
    expect(shoppingDays(shop)).toBeGreaterThan(shoppingDays(base));
    for (const d of shop.dailyItinerary) {
      const hasShopping = d.activities.some((a) => a.startsWith('Shopping in ') || a.startsWith('Gift Shop'));
      if (!hasShopping) expect(dayWarnings(d)).toMatch(/None of your prioritized activities \(Shopping\)/);
      else expect(dayWarnings(d)).not.toMatch(/prioritized activities/);
    }
  });

  it('warns on each day where no park near offers the category', async () => {
    const p = await plan({ prioritizeActivities: ['Food & Dining'] });
    for (const d of p.dailyItinerary) {
      expect(d.activities.some((a) => a.startsWith('Dining in '))).toBe(false);
      expect(dayWarnings(d)).toMatch(/None of your prioritized activities \(Food & Dining\) is offered/);
    }
    expect((await plan({})).dailyItinerary.some((d) => /prioritized/.test(dayWarnings(d)))).toBe(false);
  });

  it('says at plan level which categories our activity data cannot speak to', async () => {
    expect(activityPriorities(['State Parks', 'Museums'])?.unsupported).toEqual(['State Parks']);
    const p = await plan({ prioritizeActivities: ['State Parks'] });
    expect(p.warnings.join(' ')).toMatch(/has nothing for State Parks/);
    // Nothing to plan around, so no day claims a category search it never made.
    expect(p.dailyItinerary.some((d) => /prioritized/.test(dayWarnings(d)))).toBe(false);
  });
});

describe('optimize for', () => {
  it('time follows the fastest route, scenery the scenic one, and a chosen route wins', async () => {
    expect((await plan({})).selectedRoute).toBe('balanced');
    expect((await plan({ optimizeFor: 'time' })).selectedRoute).toBe('fastest');
    expect((await plan({ optimizeFor: 'scenery' })).selectedRoute).toBe('scenic');
    expect((await plan({ optimizeFor: 'time', routeType: 'scenic' })).selectedRoute).toBe('scenic');
    const time = await plan({ optimizeFor: 'time' });
    expect(time.overview.totalDriveHours).toBeLessThan((await plan({})).overview.totalDriveHours ?? Infinity);
  });

  it('follows the balanced route whatever the style when no route or target is asked (SPEC), and a target or route wins', async () => {
    expect((await plan({ travelStyle: 'fast' })).selectedRoute).toBe('balanced');
    expect((await plan({ travelStyle: 'scenic' })).selectedRoute).toBe('balanced');
    expect((await plan({ travelStyle: 'budget' })).selectedRoute).toBe('balanced');
    expect((await plan({ travelStyle: 'fast', optimizeFor: 'scenery' })).selectedRoute).toBe('scenic');
    expect((await plan({ travelStyle: 'scenic', routeType: 'balanced' })).selectedRoute).toBe('balanced');
  });

  it('cost lowers the estimate', async () => {
    expect((await plan({ optimizeFor: 'cost' })).overview.estimatedCost).toBeLessThan(
      (await plan({})).overview.estimatedCost,
    );
  });

  it('cost follows the route option with the lowest estimate, the fastest', async () => {
    const cheap = await plan({ optimizeFor: 'cost' });
    expect(cheap.selectedRoute).toBe('fastest');
    const lowest = Math.min(...cheap.routeOptions.map((o) => o.estimatedCost ?? Infinity));
    expect(selected(cheap)?.estimatedCost).toBe(lowest);
  });

  it('activities fills driving days with more of them', async () => {
    const count = (p: TripPlan) =>
      p.dailyItinerary.filter((d) => d.driveHours > 0).reduce((n, d) => n + d.activities.length, 0);
    expect(count(await plan({ optimizeFor: 'activities' }))).toBeGreaterThan(count(await plan({})));
  });
});

describe('avoid highways', () => {
  it('takes other roads where there are some', async () => {
    const usual = selected(await plan({}));
    const avoiding = selected(await plan({ avoidHighways: true }));
    expect(usual?.roads).toContain('I-70');
    expect(avoiding?.roads?.some((r) => r.startsWith('I-'))).toBe(false);
    expect(avoiding?.driveHours).toBeGreaterThan(usual?.driveHours ?? Infinity);
  });

  it('says so when no road avoids an Interstate', async () => {
    const p = await plan({ avoidHighways: true, routeType: 'fastest' });
    expect(selected(p)?.roads).toContain('I-70');
    expect(p.warnings.join(' ')).toMatch(/Avoid highways: our road network has no way around .*I-70/);
    // The day whose drive uses it says so too; rest days drive nothing.
    const days = p.dailyItinerary.filter((d) =>
      /Avoid highways: .*I-70.* on this day's drive/.test(dayWarnings(d)),
    );
    expect(days.length).toBeGreaterThan(0);
    for (const d of days) expect(d.driveHours).toBeGreaterThan(0);
    const usual = await plan({ routeType: 'fastest' });
    expect(usual.warnings.join(' ')).not.toMatch(/Avoid highways/);
    expect(usual.dailyItinerary.some((d) => /Avoid highways/.test(dayWarnings(d)))).toBe(false);
  });
});

describe('budget', () => {
  it('warns on the plan and on the day the estimate goes over', async () => {
    const tight = await plan({ budgetRange: { min: 100, max: 900 } });
    expect(tight.overview.estimatedCost).toBeGreaterThan(900);
    expect(tight.warnings.join(' ')).toMatch(/above your budget of \$900/);
    const over = tight.dailyItinerary.filter((d) => /passes your budget of \$900/.test(dayWarnings(d)));
    expect(over).toHaveLength(1);
    const loose = await plan({ budgetRange: { min: 100, max: 5000 } });
    expect(loose.warnings.join(' ')).not.toMatch(/budget/);
    expect(loose.dailyItinerary.some((d) => /budget/.test(dayWarnings(d)))).toBe(false);
  });

  it('says when the plan comes in under the lowest figure of the budget', async () => {
    const generous = await plan({ budgetRange: { min: 20_000, max: 30_000 } });
    expect(generous.overview.estimatedCost).toBeLessThan(20_000);
    expect(generous.warnings.join(' ')).toContain(
      `The estimated cost of $${generous.overview.estimatedCost} is below your budget of $20000 to $30000`,
    );
    const within = await plan({ budgetRange: { min: 100, max: 30_000 } });
    expect(within.warnings.join(' ')).not.toMatch(/budget/);
  });

  it('puts the warning on an earlier day when the budget is smaller', async () => {
    const dayOver = async (max: number) =>
      (await plan({ budgetRange: { min: 1, max } })).dailyItinerary.find((d) =>
        /passes your budget/.test(dayWarnings(d)),
      )?.day ?? 0;
    expect(await dayOver(300)).toBeGreaterThan(0);
    expect(await dayOver(300)).toBeLessThan(await dayOver(900));
  });
});
