import { describe, expect, it } from 'vitest';
import type { ParkRow } from '../../catalogue/core/data';
import { haversineMiles } from '../../geo';
import { planDayActivities } from './activities';
import type { CampDrives } from './camp-drives';
import { CAMP_REACH_MILES, parksInReach } from './camp-drives';
import { inSeason, onClosedRoad, parkWinterRoads, waterMonths, winterRoadNotes } from './activity-season';
import { sharedSeasonTables } from '../../routing/seasons';
import type { SeasonalRoad } from '../../routing/core/seasons';
import { bundledParkClosures } from '../park-closures';

const closures = bundledParkClosures();

// Days that fit: activities within about an hour of camp, in season, on open roads, a few a day.

const park = (o: Partial<ParkRow> & Pick<ParkRow, 'parkCode' | 'latitude' | 'longitude'>): ParkRow => ({
  id: o.parkCode,
  fullName: `${o.parkCode} National Park`,
  states: [],
  description: 'A park.',
  activities: ['Hiking', 'Scenic Driving', 'Boating', 'Swimming', 'Stargazing', 'Snowshoeing'],
  url: '',
  sourced: true,
  ...o,
});

const ACADIA = { latitude: 44.35, longitude: -68.21 };
const CRATER_LAKE = { latitude: 42.94, longitude: -122.1 };
const EVERGLADES = { latitude: 25.29, longitude: -80.9 };

describe('water activities only while the water is warm there', () => {
  it('no boating or canoeing at Acadia in late October, no swimming at Crater Lake in May', () => {
    expect(inSeason('Boating', ACADIA, 10)).toBe(false);
    expect(inSeason('Canoeing', ACADIA, 10)).toBe(false);
    expect(inSeason('Boating', ACADIA, 7)).toBe(true);
    expect(inSeason('Swimming', CRATER_LAKE, 5)).toBe(false);
    expect(inSeason('Swimming', CRATER_LAKE, 8)).toBe(true);
    expect(inSeason('Hiking', ACADIA, 10)).toBe(true);
  });

  it('through the year in the south, longer in the middle latitudes', () => {
    expect(inSeason('Boating', EVERGLADES, 1)).toBe(true);
    expect(waterMonths({ latitude: 35.5, longitude: -83.5 })).toEqual([5, 10]);
    expect(waterMonths({ latitude: 30.4, longitude: -84.3 })).toEqual([4, 11]);
  });
});

describe('nothing on a road the plan says is closed', () => {
  const lassen = park({ parkCode: 'lavo', latitude: 40.49, longitude: -121.42 });
  const glacier = park({ parkCode: 'glac', latitude: 48.68, longitude: -113.8 });

  it("Lassen's park road before about June: no activities there", () => {
    expect(onClosedRoad(lassen, 'Hiking', 5, closures)).toBe(true);
    expect(onClosedRoad(lassen, 'Stargazing', 5, closures)).toBe(true);
    expect(onClosedRoad(lassen, 'Hiking', 7, closures)).toBe(false);
    const may = planDayActivities({
      stop: { latitude: 40.45, longitude: -121.5, name: 'Mineral, CA', area: 'Mineral, CA' },
      parks: [lassen],
      style: 'scenic',
      driveHours: 0,
      restDay: true,
      restDayIndex: 0,
      month: 5,
      closures,
    });
    expect(may.details.some((a) => a.parkId === 'lavo')).toBe(false);
  });

  it('Going-to-the-Sun Road closed in June: no scenic driving, hiking still', () => {
    expect(onClosedRoad(glacier, 'Scenic Driving', 6, closures)).toBe(true);
    expect(onClosedRoad(glacier, 'Hiking', 6, closures)).toBe(false);
    expect(onClosedRoad(glacier, 'Scenic Driving', 8, closures)).toBe(false);
  });
});

// A July rest day at a camp near Yosemite, with the day's drives when given.
const yosemite = park({ parkCode: 'yose', latitude: 37.85, longitude: -119.56 });
const yosemiteRestDay = (camp: { latitude: number; longitude: number }, drives?: CampDrives) =>
  planDayActivities({
    stop: { ...camp, name: 'Camp', area: 'Town, CA' },
    parks: [yosemite],
    style: 'scenic',
    driveHours: 0,
    restDay: true,
    restDayIndex: 0,
    month: 7,
    closures,
    ...(drives ? { drives } : {}),
  }).details;

describe('within about an hour of camp, a few a day, the drive said', () => {
  const restDay = (camp: { latitude: number; longitude: number }) => yosemiteRestDay(camp);

  it('never from a camp 88 miles away', () => {
    // About 88 miles (as the crow flies) west of the park's point.
    const far = restDay({ latitude: 37.75, longitude: -121.2 });
    expect(far.some((a) => a.parkId === 'yose')).toBe(false);
    expect(far[0].name).toBe('Explore Town, CA');
  });

  it('from a camp 20 miles away, with the drive as an estimate, at most three', () => {
    const near = restDay({ latitude: 37.7, longitude: -119.9 });
    const inPark = near.filter((a) => a.parkId === 'yose');
    expect(inPark.length).toBeGreaterThan(0);
    expect(inPark.length).toBeLessThanOrEqual(3);
    expect(inPark[0].name).toBe('Scenic Driving in yose National Park');
    expect(inPark[0].description).toMatch(
      /about \d+ miles, about \d+ min from camp \(straight-line estimate\)/,
    );
  });

  it('a drive day names the camp it arrives at', () => {
    const day = planDayActivities({
      stop: { latitude: 37.7, longitude: -119.9, name: 'Camp', area: 'Town, CA' },
      campName: 'Pine Flat Campground',
      parks: [],
      style: 'scenic',
      driveHours: 5,
      restDay: false,
      restDayIndex: 0,
      closures,
    }).details;
    expect(day[0].name).toBe('Arrive and set up camp at Pine Flat Campground');
  });
});

describe('minutes from camp by road, on the roads open that day', () => {
  const camp = { latitude: 37.7, longitude: -119.9 };
  const restDay = (drives: CampDrives) => yosemiteRestDay(camp, drives);

  it('says the routed miles and minutes, without calling them an estimate', () => {
    const asked: Array<{ parks: string[]; maxHours: number }> = [];
    const day = restDay((_, parks, maxHours) => {
      asked.push({ parks: parks.map((p) => p.id), maxHours });
      return parks.map(() => ({ kind: 'road', miles: 31.4, hours: 0.8 }));
    });
    // One question for all the camp's parks, as far as the hour and ten minutes.
    expect(asked).toEqual([{ parks: ['yose'], maxHours: 70 / 60 }]);
    const inPark = day.filter((a) => a.parkId === 'yose');
    expect(inPark.length).toBeGreaterThan(0);
    expect(inPark[0].description).toContain('it is about 31 miles, about 50 min by road from camp.');
    expect(inPark[0].description).not.toMatch(/estimate/);
  });

  it('leaves out a park no open road reaches within the hour, however short its straight line', () => {
    const day = restDay((_, parks) => parks.map(() => ({ kind: 'beyond' })));
    expect(day.some((a) => a.parkId === 'yose')).toBe(false);
    expect(day[0].name).toBe('Explore Town, CA');
    const long = restDay((_, parks) => parks.map(() => ({ kind: 'road', miles: 60, hours: 1.5 })));
    expect(long.some((a) => a.parkId === 'yose')).toBe(false);
  });

  it('a park whose point is on a road closed that day: met where the open road ends, naming the road; left out past the hour', () => {
    const road =
      'Tioga Road (Tioga Pass) (CA-120), usually closed for winter from about November 15 to about June 1 (Yosemite National Park)';
    const day = restDay((_, parks) =>
      parks.map(() => ({ kind: 'closed', miles: 17.3, hours: 0.43, edge: 1, road })),
    );
    const inPark = day.filter((a) => a.parkId === 'yose');
    expect(inPark.length).toBeGreaterThan(0);
    expect(inPark[0].description).toContain(
      `it is about 17 miles, about 25 min by road from camp to where the open road ends: the way on is ${road}.`,
    );
    const far = restDay((_, parks) =>
      parks.map(() => ({ kind: 'closed', miles: 60, hours: 1.5, edge: 1, road })),
    );
    expect(far.some((a) => a.parkId === 'yose')).toBe(false);
  });

  it('keeps a park the roads cannot measure, as a straight-line estimate said so', () => {
    const day = restDay((_, parks) => parks.map(() => ({ kind: 'unrouted' })));
    const inPark = day.filter((a) => a.parkId === 'yose');
    expect(inPark.length).toBeGreaterThan(0);
    expect(inPark[0].description).toMatch(
      /about \d+ miles, about \d+ min from camp \(straight-line estimate\)\./,
    );
  });

  it("asks about parks a road may reach within the hour though past the estimate's 40 miles", () => {
    // About 50 miles west of the park's point: too far for the estimate, not for an Interstate.
    const far = { latitude: 37.85, longitude: -120.47 };
    expect(haversineMiles(far, yosemite)).toBeGreaterThan(CAMP_REACH_MILES);
    const drives: CampDrives = (_, parks) => parks.map(() => ({ kind: 'road', miles: 55, hours: 1 }));
    expect(parksInReach(far, [yosemite], drives).map((p) => p.distanceText)).toEqual([
      'about 55 miles, about 1 h by road from camp',
    ]);
    expect(parksInReach(far, [yosemite])).toEqual([]);
  });
});

describe("a park's winter roads are the seasonal-roads table's rows that name the park", () => {
  const row = (o: Partial<SeasonalRoad>): SeasonalRoad => ({
    id: 'r',
    name: 'Ridge Road',
    road: 'US-9',
    roads: ['US-9'],
    at: { latitude: 40, longitude: -105 },
    radiusMiles: 1,
    sourceUrl: 'https://example.gov/',
    checked: '2026-12-02',
    authority: 'A National Park',
    closes: '10-15',
    opens: '05-28',
    uncertainDays: 7,
    season: 'closed in winter',
    confirmed: false,
    ...o,
  });

  it("reads the months and the note's dates from the row, and skips rows that name no park", () => {
    const roads = parkWinterRoads([
      row({ park: { code: 'abcd', takes: 'scenic drive', note: 'The valley road stays open.' } }),
      row({
        id: 'x',
        closes: '11-01',
        opens: '05-01',
        confirmed: true,
        park: { code: 'abcd', takes: 'park' },
      }),
      row({ id: 'y' }),
    ]);
    expect([...roads.keys()]).toEqual(['abcd']);
    const [ridge, second] = roads.get('abcd')!;
    expect(ridge).toEqual({
      id: 'r',
      months: [1, 2, 3, 4, 5, 10, 11, 12],
      closes: 'scenic drive',
      // The row's dates are a secondary source's (confirmed: false): said once, in the parentheses.
      text: "Ridge Road (US-9) is usually closed from about October 15 to about May 28 (A National Park: https://example.gov/; dates reported, not confirmed on the agency's own page). The valley road stays open.",
    });
    expect(second).toMatchObject({ months: [1, 2, 3, 4, 11, 12], closes: 'park' });
    expect(second.text).toBe(
      'Ridge Road (US-9) is usually closed from about November 1 to about May 1 (A National Park: https://example.gov/).',
    );
  });

  it('the bundled table: Teton Park Road in January and July, three Mount Rainier roads in winter', () => {
    const teton = park({ parkCode: 'grte', latitude: 43.79, longitude: -110.68 });
    expect(onClosedRoad(teton, 'Scenic Driving', 1, closures)).toBe(true);
    expect(onClosedRoad(teton, 'Hiking', 1, closures)).toBe(false);
    expect(onClosedRoad(teton, 'Scenic Driving', 5, closures)).toBe(false);
    const rainier = park({ parkCode: 'mora', latitude: 46.85, longitude: -121.76 });
    // Each note carries the table's own dates for its road.
    const byId = new Map(sharedSeasonTables().roads.map((r) => [r.id, r]));
    const notes = winterRoadNotes([rainier], 1, closures);
    // Chinook Pass, Sunrise Road and (since 7 December) the White River Road below it.
    expect(notes).toHaveLength(3);
    expect(notes[0]).toMatch(/^Chinook Pass/);
    const sunrise = notes.find((n) => n.includes('Sunrise Road'));
    expect(byId.get('sunrise-road')).toMatchObject({ closes: '10-12', opens: '07-01' });
    expect(sunrise).toContain('from about October 12 to about July 1');
    expect(notes.find((n) => n.includes('White River Road'))).toContain('from about October 25 to about May 25');
    // Sunrise Road opens about 1 July: June has no scenic driving there, August has.
    expect(onClosedRoad(rainier, 'Scenic Driving', 6, closures)).toBe(true);
    expect(onClosedRoad(rainier, 'Scenic Driving', 8, closures)).toBe(false);
    expect(winterRoadNotes([rainier], 8, closures)).toEqual([]);
    // A name written for mid-sentence ("the North Cascades Highway") starts the note capitalized.
    const noca = park({ parkCode: 'noca', latitude: 48.7, longitude: -121.2 });
    expect(winterRoadNotes([noca], 1, closures)[0]).toMatch(
      /^The North Cascades Highway \(Rainy and Washington passes\) \(WA-20\) is usually closed/,
    );
  });

  it('the parks whose visits the table changes: the ten the old monthly list had, read from it now, Mesa Verde, Great Basin, Devils Postpile and Cedar Breaks', () => {
    const codes = sharedSeasonTables().roads.flatMap((r) => (r.park ? [r.park.code] : []));
    // Mesa Verde since Wetherill Mesa Road joined the table (part of the park, closed in winter);
    // Great Basin since Wheeler Peak Scenic Drive did (its upper miles close November to June);
    // the Smokies since Clingmans Dome Road did (part of the park, closed December to March); Zion
    // since its road to Lava Point did (part of the park, closed about October to May).
    expect(new Set(codes)).toEqual(
      new Set([
        'romo',
        'yose',
        'glac',
        'mora',
        'noca',
        'grca',
        'lavo',
        'yell',
        'crla',
        'grte',
        'meve',
        'grba',
        'depo',
        'cebr',
        'grsm',
        'zion',
      ]),
    );
  });
});
