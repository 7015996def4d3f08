import { describe, expect, it } from 'vitest';
import { loadBundledData } from '../../catalogue/bundled-data';
import type { DayActivityOptions } from './activities';
import { planDayActivities } from './activities';
import { bundledParkClosures } from '../park-closures';

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
