import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { createPlanRouter } from './plan-router';
import { rigFor } from '@shared/plan/rig-profile';
import { planParkTrip } from '../test/park-trips';

// A park's night weighed from a gate the drive reaches only by way of a nearer one is said from the
// nearer one: the drive arrives by it. Sioux Falls to Badlands comes off I-90 at exit 131 by the
// Northeast Entrance; its night was said "1 mi by road from Badlands National Park's Interior
// Entrance", a gate on SD-377 the drive reaches on through the park.
const data = loadBundledData();
const tonight = (p: TripPlan, park: string) =>
  p.routeOptions.map((o) => {
    const d = o.dailyItinerary.filter((x) => x.distance > 0 && x.to.name === park).at(-1)!;
    return d.notes.find((n) => n.startsWith('Tonight: ')) ?? '';
  });

const parkAt = (id: string) => {
  const p = data.parks.find((x) => x.id === id)!;
  return { latitude: p.latitude, longitude: p.longitude, parkId: id };
};
const townAt = (name: string) => {
  const t = data.gazetteer.resolve(name);
  if (!t) throw new Error(`no town ${name}`);
  return { latitude: t.latitude, longitude: t.longitude };
};
const reqFor = (rvType: 'class-b' | 'class-c') => ({
  profile: 'fastest' as const,
  rvType,
  date: '2027-07-05',
  ...rigFor(rvType),
});
const gatesFrom = (park: string, town: string, rvType: 'class-b' | 'class-c' = 'class-c') =>
  createPlanRouter().gatesIn!(parkAt(park), townAt(town), reqFor(rvType)).map((g) => [
    g.gate.split(' (')[0],
    g.byWayOf?.gate.split(' (')[0],
  ]);

describe('the gate a drive arrives by', { timeout: 120_000 }, () => {
  it('Badlands from Sioux Falls: the Interior Entrance is reached by way of the Northeast; the Pinnacles row, at I-90 exit 110, by I-90 past it', () => {
    expect(gatesFrom('badl', 'Sioux Falls, SD')).toEqual([
      ['the Northeast Entrance', undefined],
      ['the Interior Entrance', 'the Northeast Entrance'],
      ['the Pinnacles Entrance', undefined],
    ]);
    // From the west the drive passes exit 110 on I-90 and goes in at exit 131.
    expect(gatesFrom('badl', 'Rapid City, SD')).toEqual([
      ['the Pinnacles Entrance', undefined],
      ['the Northeast Entrance', undefined],
      ['the Interior Entrance', 'the Northeast Entrance'],
    ]);
  });

  it('a gate on a highway the drive only passes is no way in: Glacier by US-2 and US-89, Joshua Tree by CA-62, Olympic by US-101', () => {
    // A 28 ft Class C may not take Going-to-the-Sun Road: every east-side gate is reached on US-2,
    // past the West Entrance's junction.
    expect(gatesFrom('glac', 'Kalispell, MT')).toEqual([
      ['the West Entrance', undefined],
      ['the Two Medicine Entrance', undefined],
      ['the St. Mary Entrance', undefined],
      ['the Many Glacier Entrance', undefined],
    ]);
    // A van goes over Going-to-the-Sun Road to St. Mary (and on to Many Glacier): in at the West Entrance.
    expect(gatesFrom('glac', 'Kalispell, MT', 'class-b')).toEqual([
      ['the West Entrance', undefined],
      ['the St. Mary Entrance', 'the West Entrance'],
      ['the Two Medicine Entrance', undefined],
      ['the Many Glacier Entrance', 'the West Entrance'],
    ]);
    expect(gatesFrom('glac', 'Browning, MT').find(([g]) => g === 'the Many Glacier Entrance')).toEqual([
      'the Many Glacier Entrance',
      undefined,
    ]);
    expect(gatesFrom('jotr', 'Palm Springs, CA').every(([, by]) => by === undefined)).toBe(true);
    // The Hoh's row is on US-101 with its station up the Upper Hoh Road: Kalaloch is on along US-101.
    expect(gatesFrom('olym', 'Port Angeles, WA').every(([, by]) => by === undefined)).toBe(true);
  });

  it('Rocky Mountain: from Grand Lake the Beaver Meadows Entrance is over Trail Ridge Road by the Grand Lake Entrance; from Denver each is its own way in', () => {
    expect(gatesFrom('romo', 'Grand Lake, CO')).toEqual([
      ['the Grand Lake Entrance', undefined],
      ['the Beaver Meadows Entrance', 'the Grand Lake Entrance'],
    ]);
    expect(gatesFrom('romo', 'Denver, CO')).toEqual([
      ['the Beaver Meadows Entrance', undefined],
      ['the Grand Lake Entrance', undefined],
    ]);
  });

  it('Sioux Falls to Badlands in October: the night is said from the Northeast Entrance, not the Interior', async () => {
    const p = await planParkTrip(data, {
      from: 'Sioux Falls, SD',
      to: 'Badlands National Park',
      date: '2027-10-05',
    });
    const notes = tonight(p, 'Badlands National Park');
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) {
      expect(note).toMatch(
        /^Tonight: Cedar Pass Campground, .*\d+ (mi by road|road miles) from Badlands National Park's Northeast Entrance/,
      );
      expect(note).not.toMatch(/Interior Entrance/);
    }
  });
});
