import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import polyline from '@mapbox/polyline';
import { milesBetween } from '@shared/exports/export-trip';
import type { RoadStop } from '@shared/schemas/road-stops';
import { EXPORT_FORMATS } from '@shared/exports/format-labels';
import type { TripPlan } from '@shared/schemas/plan';
import { tripPlanSchema } from '@shared/schemas/plan';
import { createTestUser, testTrip } from '../test/factories';
import { databaseTargets, useTestApp } from '../test/app-suite';
import { testConfig } from '../test/test-app';

// Exports of a real six-day plan, served by the API and read back by the programs navigators and
// calendars trust: gpsbabel reads every GPX and KML, xmllint checks the XML; the CoPilot file and the
// calendar are checked field by field. Debian's gpsbabel and libxml2-utils are installed by `npm test`.

const binary = (name: string) =>
  ['/usr/bin', '/usr/local/bin'].map((dir) => path.join(dir, name)).find((p) => fs.existsSync(p));
const gpsbabel = binary('gpsbabel');
const xmllint = binary('xmllint');

/** gpsbabel reads `file` as `format` and writes back plain GPX with waypoints, routes and tracks. */
function readBack(file: string, format: 'gpx' | 'kml'): string {
  if (!gpsbabel)
    throw new Error('gpsbabel is not installed: run npm test (it installs it) or apt-get install gpsbabel');
  return execFileSync(
    gpsbabel,
    ['-w', '-r', '-t', '-i', format, '-f', file, '-o', 'gpx,gpxver=1.1', '-F', '-'],
    {
      encoding: 'utf8',
    },
  );
}

const park = (day: TripPlan['dailyItinerary'][number]) => ({
  latitude: day.rvPark.latitude!,
  longitude: day.rvPark.longitude!,
});
const count = (xml: string, tag: string) => (xml.match(new RegExp(`<${tag}[\\s>]`, 'g')) ?? []).length;
const points = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag} lat="([-\\d.]+)" lon="([-\\d.]+)"`, 'g'))].map((m) => ({
    latitude: Number(m[1]),
    longitude: Number(m[2]),
  }));

/**
 * A fuel stop and a rest area on the day's planned road, at a third and two thirds of its length: for
 * plans made before the road-stops step, so the exports are checked with road stops either way.
 */
function roadStopsOnTheRoad(day: TripPlan['dailyItinerary'][number]): RoadStop[] {
  const line = polyline
    .decode(day.geometry ?? '', 5)
    .map(([latitude, longitude]) => ({ latitude, longitude }));
  if (line.length < 2) return [];
  const along = [0];
  for (let i = 1; i < line.length; i++) along.push(along[i - 1]! + milesBetween(line[i - 1]!, line[i]!));
  const at = (f: number) => {
    const i = along.findIndex((m) => m >= along.at(-1)! * f);
    return { ...line[i]!, mile: Math.round(along[i]! * 10) / 10, detourMiles: 0 };
  };
  return [
    {
      kind: 'fuel',
      name: 'Test truck stop',
      ...at(1 / 3),
      source: 'All The Places',
      attribution: 'All The Places',
    },
    { kind: 'rest', name: 'Test rest area', ...at(2 / 3), source: 'US DOT rest areas' },
  ];
}

describe.each(databaseTargets())('trip exports on %s', (_name, url) => {
  const config = testConfig();
  const ctx = useTestApp(config, url);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-exports-'));
  let owner: { token: string };
  let tripId: string;
  let plan: TripPlan;

  beforeAll(async () => {
    owner = await createTestUser(ctx.deps.database.db, config.jwtSecret, { tier: 'pro' });
    const generated = await request(ctx.app).post('/api/ai/generate-trip').set(bearer(owner.token)).send({
      fromLocation: 'Denver, CO',
      toLocation: 'San Francisco, CA',
      departureDate: '2030-06-03',
      duration: 6,
      rvType: 'class-a',
      travelStyle: 'scenic',
    });
    expect(generated.status).toBe(200);
    plan = tripPlanSchema.parse(generated.body);
    if (!plan.dailyItinerary.some((d) => d.roadStops?.length)) {
      plan.dailyItinerary = plan.dailyItinerary.map((d) =>
        d.distance > 0 ? { ...d, roadStops: roadStopsOnTheRoad(d) } : d,
      );
      for (const option of plan.routeOptions)
        if (option.type === plan.selectedRoute) option.dailyItinerary = plan.dailyItinerary;
    }
    const trip = testTrip({ title: 'Denver to San Francisco', departureDate: '2030-06-03', duration: 6 });
    tripId = trip.id;
    const created = await request(ctx.app)
      .post('/api/trip-plans')
      .set(bearer(owner.token))
      .send({ trip, aiPlan: plan });
    expect(created.status).toBe(201);
  }, 60_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const download = async (format: string, token?: string) => {
    const req = request(ctx.app)
      .get(`/api/trip-plans/${tripId}/export/${format}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    return token ? req.set(bearer(token)) : req;
  };
  const save = (name: string, body: Buffer) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, body);
    return file;
  };
  const drivingDays = () => plan.dailyItinerary.filter((d) => d.distance > 0);
  const nightStops = () =>
    plan.dailyItinerary.filter(
      (d, i) =>
        i === 0 ||
        d.rvPark.latitude !== plan.dailyItinerary[i - 1]!.rvPark.latitude ||
        d.rvPark.longitude !== plan.dailyItinerary[i - 1]!.rvPark.longitude,
    );

  // A waypoint for every night and road stop.
  const roadStops = () => drivingDays().flatMap((d) => d.roadStops ?? []);

  it('serves every format with its content type and a download file name', async () => {
    for (const format of EXPORT_FORMATS) {
      const res = await download(format, owner.token);
      expect(res.status, format).toBe(200);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="denver-to-san-francisco.${format}"`,
      );
      expect((res.body as Buffer).length).toBeGreaterThan(100);
    }
    expect((await download('gpx', owner.token)).headers['content-type']).toMatch(/^application\/gpx\+xml/);
    expect((await download('ics', owner.token)).headers['content-type']).toMatch(/^text\/calendar/);
    const bad = await download('exe', owner.token);
    expect(bad.status).toBe(400);
    expect(JSON.parse((bad.body as Buffer).toString()).message).toMatch(/^Format must be one of/);
  });

  it('Garmin GPX: gpsbabel reads a route per driving day, shaping points every 10 miles or less, a waypoint per night and road stop', async () => {
    const file = save('trip.garmin.gpx', (await download('garmin.gpx', owner.token)).body as Buffer);
    if (xmllint) execFileSync(xmllint, ['--noout', file]);
    const back = readBack(file, 'gpx');
    expect(drivingDays().length).toBeGreaterThanOrEqual(3);
    expect(count(back, 'rte')).toBe(drivingDays().length);
    expect(roadStops().length).toBeGreaterThan(0);
    expect(count(back, 'wpt')).toBe(nightStops().length + roadStops().length);
    const routes = back.split('<rte>').slice(1);
    for (const [i, route] of routes.entries()) {
      const day = drivingDays()[i]!;
      // The day's road stops are via points of its route, in route order.
      const routed = points(route, 'rtept');
      const stopIndex = (day.roadStops ?? []).map((s) => routed.findIndex((p) => milesBetween(p, s) < 0.01));
      expect(stopIndex.every((at) => at > 0)).toBe(true);
      expect([...stopIndex].sort((a, b) => a - b)).toEqual(stopIndex);
      // Between the day's start and its park (via points a navigator routes to itself where the
      // planned road does not reach them), shaping points hold the road: no gap over 10 miles, and
      // at least one per 10 road miles.
      const shaping = routed.slice(1, -1).filter((_, j) => !stopIndex.includes(j + 1));
      expect(shaping.length).toBeGreaterThanOrEqual(Math.floor(day.distance / 10) - 2);
      for (let j = 1; j < shaping.length; j++)
        expect(milesBetween(shaping[j - 1]!, shaping[j]!)).toBeLessThanOrEqual(10);
    }
  });

  it('plain GPX: gpsbabel reads a track per driving day at full resolution, the nights and the road stops', async () => {
    const file = save('trip.gpx', (await download('gpx', owner.token)).body as Buffer);
    if (xmllint) execFileSync(xmllint, ['--noout', file]);
    const back = readBack(file, 'gpx');
    expect(count(back, 'trk')).toBe(drivingDays().length);
    expect(count(back, 'wpt')).toBe(nightStops().length + roadStops().length);
    expect(count(back, 'rte')).toBe(0);
    expect(points(back, 'trkpt').length).toBeGreaterThan(drivingDays().length * 10);
  });

  it('KML: gpsbabel reads a placemark per night and road stop and a line per driving day', async () => {
    const file = save('trip.kml', (await download('kml', owner.token)).body as Buffer);
    if (xmllint) execFileSync(xmllint, ['--noout', file]);
    const back = readBack(file, 'kml');
    expect(count(back, 'wpt')).toBe(nightStops().length + roadStops().length);
    expect(count(back, 'trk') + count(back, 'rte')).toBe(drivingDays().length);
  });

  it('CoPilot .trp: UTF-16LE with a BOM, a trip per driving day, stops in millionths of a degree', async () => {
    const body = (await download('trp', owner.token)).body as Buffer;
    expect([body[0], body[1]]).toEqual([0xff, 0xfe]);
    const text = new TextDecoder('utf-16le').decode(body.subarray(2));
    const trips = text.split(/\r\n(?=Start Trip=)/).slice(1);
    expect(trips).toHaveLength(drivingDays().length);
    for (const [i, trip] of trips.entries()) {
      const day = drivingDays()[i]!;
      const index = plan.dailyItinerary.indexOf(day);
      // From the night before's park (the trip's start on day 1) to this night's park.
      const start = index > 0 ? park(plan.dailyItinerary[index - 1]!) : day.from;
      const lat = [...trip.matchAll(/^Latitude=(-?\d+)$/gm)].map((m) => Number(m[1]) / 1e6);
      const lng = [...trip.matchAll(/^Longitude=(-?\d+)$/gm)].map((m) => Number(m[1]) / 1e6);
      // Start, the road stops, the park.
      expect(lat.length).toBe(2 + (day.roadStops?.length ?? 0) + (day.via?.length ?? 0));
      expect(lat[0]).toBeCloseTo(start.latitude, 5);
      expect(lng[0]).toBeCloseTo(start.longitude, 5);
      expect(lat.at(-1)).toBeCloseTo(park(day).latitude, 5);
      expect(lng.at(-1)).toBeCloseTo(park(day).longitude, 5);
    }
  });

  it('ICS: a drive and a stay per night, timed, and each booking opening ahead, with CRLF lines of at most 75 octets', async () => {
    const text = ((await download('ics', owner.token)).body as Buffer).toString('utf8');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, '');
    const openingsAhead = plan.dailyItinerary.filter((d) => d.booking?.opensAt && Date.parse(d.booking.opensAt) > Date.now());
    expect(count(unfolded.replace(/BEGIN:/g, '<'), 'VEVENT')).toBe(
      drivingDays().length + nightStops().length + openingsAhead.length,
    );
    expect(count(unfolded.replace(/BEGIN:/g, '<'), 'VALARM')).toBe(2 * openingsAhead.length);
    const starts = [...unfolded.matchAll(/^DTSTART:(\d{8}T\d{6})$/gm)].map((m) => m[1]);
    const ends = [...unfolded.matchAll(/^DTEND:(\d{8}T\d{6})$/gm)].map((m) => m[1]);
    expect(starts).toHaveLength(ends.length);
    for (const [i, start] of starts.entries()) expect(ends[i]! > start!).toBe(true);
  });

  it('a shared link lets a visitor download; another account and a visitor of an unshared trip get 404', async () => {
    const other = await createTestUser(ctx.deps.database.db, config.jwtSecret);
    expect((await download('garmin.gpx')).status).toBe(404);
    expect((await download('garmin.gpx', other.token)).status).toBe(404);
    const shared = await request(ctx.app)
      .post(`/api/trip-plans/${tripId}/share`)
      .set(bearer(owner.token))
      .send({});
    expect(shared.status).toBe(200);
    expect((await download('garmin.gpx')).status).toBe(200);
    expect((await download('csv', other.token)).status).toBe(200);
    await request(ctx.app).delete(`/api/trip-plans/${tripId}/share`).set(bearer(owner.token));
    expect((await download('kml')).status).toBe(404);
  });
});
