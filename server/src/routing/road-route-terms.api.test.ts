import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RIG_DEFAULTS } from '@shared/schemas/rig';
import { roadLegsSchema, roadRouteSchema } from '@shared/schemas/road-route';
import type { TestContext } from '../test/test-app';
import { createTestApp } from '../test/test-app';

// /api/road-route and its legs route as the planner's days do: the day's date (seasonal roads,
// passes in winter), the pass choice, the trip's own rig (its height through a low tunnel), its
// route preference (the plan's route option) and its Interstate choice.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// Either side of Tioga Road (CA-120, closed for winter from about November 15 to about June 1).
const groveland = { latitude: 37.8385, longitude: -120.2277 };
const mammoth = { latitude: 37.6485, longitude: -118.9721 };
// Either end of the Iron Mountain Road (US-16A), whose tunnels are as low as 11 ft.
const keystone = { latitude: 43.8956, longitude: -103.4249 };
const gameLodge = { latitude: 43.7636, longitude: -103.3635 };
// Sacramento to Reno: I-80 over Donner Summit the fastest way; US-50 by Lake Tahoe off Interstates.
const sacramento = { latitude: 38.5816, longitude: -121.4944 };
const reno = { latitude: 39.5296, longitude: -119.8138 };

const legsOf = async (body: object) => {
  const res = await request(ctx.app).post('/api/road-route/legs').send(body);
  expect(res.status).toBe(200);
  return roadLegsSchema.parse(res.body).legs;
};
const tioga = (texts: readonly string[]) => texts.filter((t) => t.includes('Tioga Road'));

describe('/api/road-route/legs by the day and the rig', () => {
  it('goes over Tioga Road in July and around it in November, and says so', async () => {
    const [july] = await legsOf({ points: [groveland, mammoth], date: '2027-07-15' });
    const [november] = await legsOf({ points: [groveland, mammoth], date: '2027-11-20' });
    expect(july.miles).toBeLessThan(130);
    expect(tioga([...july.notes, ...july.warnings])).toEqual([]);
    expect(november.miles).toBeGreaterThan(july.miles * 1.5);
    expect(tioga(november.notes)).toEqual([
      expect.stringMatching(/^Avoided Tioga Road \(Tioga Pass\) \(CA-120\): usually closed for winter/),
    ]);
    // Around by the Sierra's lower passes, each named as the planner names it.
    expect(november.warnings.some((w) => w.startsWith('Crosses '))).toBe(true);
  });

  it("routes each leg on its own day's date", async () => {
    const legs = await legsOf({
      points: [groveland, mammoth, groveland],
      dates: ['2027-07-15', '2027-11-20'],
    });
    expect(legs[0].miles).toBeLessThan(130);
    expect(tioga(legs[0].notes)).toEqual([]);
    expect(legs[1].miles).toBeGreaterThan(legs[0].miles * 1.5);
    expect(tioga(legs[1].notes)).toHaveLength(1);
  });

  it('keeps a rig taller than a tunnel out of it, and lets a lower one through', async () => {
    const rig = (heightFeet: number) => ({ ...RIG_DEFAULTS['class-c'], heightFeet });
    const body = { points: [keystone, gameLodge], rvType: 'class-c', date: '2027-07-15' };
    const [low] = await legsOf({ ...body, rig: rig(10) });
    const [tall] = await legsOf({ ...body, rig: rig(11.5) });
    expect(low.notes.filter((n) => n.includes('Iron Mountain'))).toEqual([]);
    expect(tall.miles).toBeGreaterThan(low.miles + 5);
    expect(tall.notes).toEqual([
      expect.stringMatching(
        /^Avoided the Iron Mountain Road's tunnels \(US-16A\): your rig is 11 ft 6 in high/,
      ),
    ]);
    // The same RV type's typical rig (11 ft 6 in) is not what the traveller's own low rig drives.
    const [typical] = await legsOf(body);
    expect(typical.miles).toBe(tall.miles);
  });

  it('reads whether the rig tows a car: kept off where towed vehicles are banned, told the combination where it counts', async () => {
    // Mesa Verde's entrance to Chapin Mesa (park-roads.json): towed vehicles are banned past Morefield.
    const mesa = { points: [{ latitude: 37.3382, longitude: -108.40175 }, { latitude: 37.1845, longitude: -108.4886 }] };
    const classA = (towingCar: boolean) => ({ ...RIG_DEFAULTS['class-a'], lengthFeet: 35, towingCar });
    const [alone] = await legsOf({ ...mesa, rvType: 'class-a', date: '2027-07-15', rig: classA(false) });
    const [towing] = await legsOf({ ...mesa, rvType: 'class-a', date: '2027-07-15', rig: classA(true) });
    expect([...alone.notes, ...alone.warnings].filter((n) => n.includes('Morefield'))).toEqual([]);
    expect(towing.miles).toBeLessThan(alone.miles / 3);
    expect(towing.notes).toContainEqual(
      expect.stringMatching(/^Ends short of Mesa Verde's main park road beyond Morefield Campground .*your rig tows a car/),
    );
    // West Glacier to Babb over Going-to-the-Sun Road: a 19 ft van towing a car drives it, told the 21 ft.
    const glacier = { points: [{ latitude: 48.5, longitude: -113.9787 }, { latitude: 48.8788, longitude: -113.3681 }] };
    const van = (towingCar: boolean) => ({ ...RIG_DEFAULTS['class-b'], lengthFeet: 19, heightFeet: 9, towingCar });
    const [vanAlone] = await legsOf({ ...glacier, rvType: 'class-b', date: '2027-07-15', rig: van(false) });
    const [vanTowing] = await legsOf({ ...glacier, rvType: 'class-b', date: '2027-07-15', rig: van(true) });
    expect(vanTowing.miles).toBe(vanAlone.miles);
    expect(vanAlone.warnings.filter((w) => w.includes('Going-to-the-Sun'))).toEqual([]);
    expect(vanTowing.warnings).toContainEqual(
      expect.stringMatching(/Going-to-the-Sun Road: .*your rig tows a car, and the limit counts the combination/),
    );
  });

  it("weighs the roads by the trip's route preference and keeps off Interstates when asked", async () => {
    const body = { points: [sacramento, reno], rvType: 'class-c', date: '2027-07-15' };
    const [unsaid] = await legsOf(body);
    const [fastest] = await legsOf({ ...body, routeType: 'fastest' });
    const [scenic] = await legsOf({ ...body, routeType: 'scenic' });
    const [offInterstates] = await legsOf({ ...body, routeType: 'fastest', avoidHighways: true });
    // Absent, the fastest way, as before.
    expect(unsaid).toEqual(fastest);
    expect(scenic.geometry).not.toBe(fastest.geometry);
    expect(scenic.driveHours).toBeGreaterThanOrEqual(fastest.driveHours);
    expect(offInterstates.miles).toBeGreaterThan(fastest.miles + 15);
    expect(offInterstates.driveHours).toBeGreaterThan(fastest.driveHours);
  });

  it('answers 400 JSON for a rig, dates or a flag it cannot take', async () => {
    const bad = async (body: object) => {
      const res = await request(ctx.app).post('/api/road-route/legs').send(body);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
      return res.body.message as string;
    };
    const points = [groveland, mammoth];
    expect(await bad({ points, rig: { ...RIG_DEFAULTS['class-c'], heightFeet: 40 } })).toMatch(/Rig height/);
    await bad({ points, rig: { heightFeet: 11 } });
    expect(await bad({ points, dates: ['2027-07-15', '2027-07-16'] })).toMatch(/one date for each leg/);
    await bad({ points, dates: ['July'] });
    await bad({ points, date: '2027-07-15', dates: ['2027-07-15'] });
    await bad({ points, avoidPasses: 'yes' });
    await bad({ points, avoidHighways: 'yes' });
    expect(await bad({ points, routeType: 'twisty' })).toMatch(/fastest/);
  });
});

describe('GET /api/road-route by the day and the rig', () => {
  const route = async (query: Record<string, string>) => {
    const res = await request(ctx.app)
      .get('/api/road-route')
      .query({ from: 'Keystone, SD', to: 'Hot Springs, SD', rvType: 'class-c', ...query });
    expect(res.status).toBe(200);
    return roadRouteSchema.parse(res.body);
  };

  it("takes the trip's rig as JSON: a rig over the tunnels' height goes around them", async () => {
    const rig = (heightFeet: number) => JSON.stringify({ ...RIG_DEFAULTS['class-c'], heightFeet });
    const low = await route({ rig: rig(10), date: '2027-07-15' });
    const tall = await route({ rig: rig(11.5), date: '2027-07-15' });
    expect(low.roads).toContain('US-16A');
    expect(tall.roads).not.toContain('US-16A');
    expect(tall.miles).toBeGreaterThan(low.miles);
  });

  it('takes the route preference and the Interstate choice', async () => {
    const at = { from: 'Sacramento, CA', to: 'Reno, NV', date: '2027-07-15' };
    const fastest = await route(at);
    const off = await route({ ...at, routeType: 'fastest', avoidHighways: 'true' });
    const scenic = await route({ ...at, routeType: 'scenic' });
    expect(fastest.roads).toContain('I-80');
    expect(off.roads).not.toContain('I-80');
    expect(off.miles).toBeGreaterThan(fastest.miles + 15);
    expect(scenic.roads).not.toEqual(fastest.roads);
    for (const query of [{ routeType: 'twisty' }, { avoidHighways: 'yes' }]) {
      const res = await request(ctx.app)
        .get('/api/road-route')
        .query({ ...at, ...query });
      expect(res.status).toBe(400);
    }
  });

  it('answers 400 JSON for a rig that is not JSON or not a rig', async () => {
    for (const rig of [
      '{',
      JSON.stringify({ heightFeet: 11 }),
      JSON.stringify({ ...RIG_DEFAULTS['class-c'], lengthFeet: 99 }),
    ]) {
      const res = await request(ctx.app)
        .get('/api/road-route')
        .query({ from: 'Keystone, SD', to: 'Custer, SD', rig });
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });
});
