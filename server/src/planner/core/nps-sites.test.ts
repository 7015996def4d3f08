import { describe, expect, it } from 'vitest';
import { loadBundledData } from '../../catalogue/bundled-data';
import type { DayActivityOptions } from './activities';
import { planDayActivities } from './activities';
import { bundledParkClosures } from '../park-closures';
import { parkWinterRoads } from './activity-season';

// A rest day's claims about NPS sites, from data/nps-units.json only.

const units = loadBundledData().npsUnits ?? [];
const restDayOptions = (
  latitude: number,
  longitude: number,
  area: string,
  withUnits = true,
): DayActivityOptions => ({
  stop: { latitude, longitude, name: area, area },
  parks: loadBundledData().parks,
  ...(withUnits ? { units } : {}),
  style: 'balanced',
  driveHours: 0,
  restDay: true,
  restDayIndex: 0,
  month: 6,
  closures: bundledParkClosures(),
  prefer: (park: { fullName: string }) => /Historic|Historical|Battlefield|Memorial/.test(park.fullName),
});
const restDay = (latitude: number, longitude: number, area: string, withUnits = true) =>
  planDayActivities(restDayOptions(latitude, longitude, area, withUnits));

describe('NPS sites on a rest day', () => {
  it('near Boston: visits to its historical parks, each counted for Historic Sites, with the NPS page', () => {
    const day = restDay(42.3601, -71.0589, 'Boston, MA');
    const visits = day.details.filter((a) => a.name.startsWith('Visit '));
    expect(visits.length).toBe(3);
    expect(day.prioritized).toBe(3);
    expect(visits.map((v) => v.name)).toContain('Visit Boston National Historical Park');
    for (const v of visits)
      expect(v.description).toMatch(
        /^A National Park Service site \(.+\), about \d+ miles.*https:\/\/www\.nps\.gov\/[a-z]+\/ before you go\.$/,
      );
  });

  it('near St. Louis: a historic site before Gateway Arch National Park’s other activities, on a long drive day too', () => {
    for (const driveHours of [0, 5]) {
      const day = planDayActivities({
        ...restDayOptions(38.627, -90.1994, 'St. Louis, MO'),
        driveHours,
        restDay: driveHours === 0,
      });
      expect(day.offered).toBeGreaterThan(0);
      expect(day.prioritized).toBeGreaterThan(0);
      expect(day.details.map((a) => a.name)).toContain('Visit Ulysses S. Grant National Historic Site');
    }
  });

  it('in western Kansas, where the list has no site within reach, says so of every NPS site', () => {
    const [explore] = restDay(39.0, -101.0, 'Colby, KS').details;
    expect(explore.description).toMatch(
      /^No National Park Service site in our data \(the NPS's list of its parks, monuments, historic sites and other areas\) lies within about 70 minutes' drive of camp; ask the campground host or the local visitor information in Colby, KS/,
    );
  });

  it('a site within reach whose activities the day cannot use is not called absent', () => {
    const day = planDayActivities({
      stop: { latitude: 43.73, longitude: -110.8, name: 'Jackson, WY', area: 'Jackson, WY' },
      parks: loadBundledData().parks.map((p) => ({ ...p, activities: [] })),
      units: units.filter((u) => u.code === 'grte'),
      style: 'balanced',
      driveHours: 0,
      restDay: true,
      restDayIndex: 0,
      closures: bundledParkClosures(),
    });
    expect(day.details[0].description).toMatch(
      /^The National Park Service sites within about 70 minutes' drive of camp list nothing in our data for this day/,
    );
  });

  it('without the list, claims only what the 63 national parks can say', () => {
    const [explore] = restDay(42.3601, -71.0589, 'Boston, MA', false).details;
    expect(explore.description).toContain(
      'our data holds the 63 national parks, not every National Park Service site',
    );
  });
});

// A site whose one road is closed (a seasonal-roads row naming it, `takes: "park"`) is not visited in
// the months the road is closed, and the day does not call the sites absent; a row that takes only
// part of a site (Cedar Breaks' UT-148, its north side open by UT-143) leaves the visit.
describe('NPS sites whose road is closed in the month', () => {
  const at = (
    latitude: number,
    longitude: number,
    area: string,
    month: number,
    closures = bundledParkClosures(),
    // Without the national parks' activities (Yosemite's or Zion's fill a rest day), the sites fill it.
  ) => planDayActivities({ ...restDayOptions(latitude, longitude, area), parks: [], month, closures });
  const names = (d: ReturnType<typeof planDayActivities>) => d.details.map((a) => a.name);

  it('Devils Postpile from Mammoth Lakes: none in June or November, a visit with the shuttle rule in August', () => {
    for (const month of [6, 11]) {
      const day = at(37.6485, -118.9721, 'Mammoth Lakes, CA', month);
      expect(
        names(day).filter((n) => /Devils Postpile/.test(n)),
        String(month),
      ).toEqual([]);
      // Within reach, though not visited: the day does not call the sites absent.
      expect(day.details.map((a) => a.description).join(' ')).not.toMatch(/No National Park Service site/);
    }
    const aug = at(37.6485, -118.9721, 'Mammoth Lakes, CA', 8);
    expect(aug.details.find((a) => /Devils Postpile/.test(a.name))?.description).toMatch(
      /mandatory Reds Meadow Shuttle/,
    );
  });

  it('a closure of our own making: Timpanogos Cave kept off in the months its made-up road is closed only', () => {
    const road = {
      id: 'made-up',
      name: 'a made-up canyon road',
      road: 'UT-92',
      roads: ['UT-92'],
      at: { latitude: 40.44, longitude: -111.71 },
      radiusMiles: 1,
      sourceUrl: 'https://example.org/',
      checked: '2026-12-06',
      authority: 'a test',
      closes: '11-01',
      opens: '05-01',
      uncertainDays: 0,
      season: 'a test',
      confirmed: false,
      park: { code: 'tica', takes: 'park' as const },
    };
    const closures = parkWinterRoads([road]);
    const visits = (month: number) =>
      names(at(40.4, -111.75, 'American Fork, UT', month, closures)).filter((n) => /Timpanogos/.test(n));
    expect(visits(1)).toEqual([]);
    expect(visits(4)).toEqual([]);
    expect(visits(7)).toEqual(['Visit Timpanogos Cave National Monument']);
  });

  it('Cedar Breaks from Cedar City in January: still visited (UT-148 closed, the north side open)', () => {
    expect(names(at(37.6775, -113.0619, 'Cedar City, UT', 1))).toContain(
      'Visit Cedar Breaks National Monument',
    );
  });
});
