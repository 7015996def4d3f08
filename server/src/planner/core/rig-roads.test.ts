import { describe, expect, it } from 'vitest';
import type { ParkRow } from '../../catalogue/core/data';
import { rigActivity, rigRoadNotes, type ParkRigRoads, type RigRoad } from './rig-roads';

const park = (parkCode: string, activities = ['Scenic Driving', 'Hiking']): ParkRow => ({
  id: parkCode,
  parkCode,
  fullName: `Park ${parkCode}`,
  states: ['MT'],
  latitude: 48,
  longitude: -113,
  description: 'A park.',
  activities,
  url: 'https://www.nps.gov/',
  sourced: true,
});
const road = (more: Partial<RigRoad> = {}): RigRoad => ({
  name: 'Sun Road',
  takes: 'scenic drive',
  why: 'your rig is 30 ft long, and vehicles over 21 ft are prohibited (Park: https://www.nps.gov/x)',
  ...more,
});
const of = (rows: Record<string, RigRoad[]>): ParkRigRoads => new Map(Object.entries(rows));

describe("a park's scenic drive and the rig's restrictions", () => {
  it('does not offer a scenic drive whose road is closed to the rig with no other way, and says why in a note', () => {
    const roads = of({ aaaa: [road()] });
    expect(rigActivity(park('aaaa'), 'Scenic Driving', roads)).toEqual({ offered: false });
    expect(rigRoadNotes([park('aaaa')], roads)).toEqual([
      'No scenic drive is suggested in Park aaaa: Sun Road is closed to your rig: your rig is 30 ft long, and vehicles over 21 ft are prohibited (Park: https://www.nps.gov/x).',
    ]);
    // Hiking is not a drive; another park is not touched.
    expect(rigActivity(park('aaaa'), 'Hiking', roads)).toEqual({ offered: true });
    expect(rigActivity(park('bbbb'), 'Scenic Driving', roads)).toEqual({ offered: true });
  });

  it("offers it with the park's alternative, saying why", () => {
    const roads = of({ aaaa: [road({ alternative: 'the park shuttle (https://www.nps.gov/s)' })] });
    const r = rigActivity(park('aaaa'), 'Scenic Driving', roads);
    expect(r.offered).toBe(true);
    expect(r.note).toBe(
      'Sun Road is closed to your rig: your rig is 30 ft long, and vehicles over 21 ft are prohibited (Park: https://www.nps.gov/x). See it instead from the park shuttle (https://www.nps.gov/s).',
    );
    expect(rigRoadNotes([park('aaaa')], roads)).toEqual([]);
  });

  it('offers it in the smaller vehicle a trailer or a towed car leaves at camp', () => {
    const roads = of({ aaaa: [road({ smaller: 'your tow vehicle, unhitched at camp' })] });
    expect(rigActivity(park('aaaa'), 'Scenic Driving', roads).note).toMatch(
      /closed to your rig: .*\. Drive it in your tow vehicle, unhitched at camp, if that is within the road's limits\.$/,
    );
  });

  it('offers it where only a part of the park is closed to the rig, naming that part', () => {
    const roads = of({ aaaa: [road({ name: 'Roaring Fork', takes: 'part of the park' })] });
    const r = rigActivity(park('aaaa'), 'Scenic Driving', roads);
    expect(r.offered).toBe(true);
    expect(r.note).toMatch(/^Roaring Fork is closed to your rig: .*\. The park's other roads are open to it\.$/);
  });

  it('begins each road\'s sentence with a capital when its name begins with a small "the"', () => {
    const roads = of({
      aaaa: [
        road({ name: 'the Needles Highway', takes: 'part of the park' }),
        road({ name: 'the Roaring Fork Motor Nature Trail', takes: 'part of the park' }),
      ],
    });
    const r = rigActivity(park('aaaa'), 'Scenic Driving', roads);
    expect(r.note).toMatch(/^The Needles Highway is closed to your rig: .*\)\. The Roaring Fork Motor Nature Trail is closed/);
    const closed = of({ aaaa: [road({ name: 'the Needles Highway' })] });
    expect(rigRoadNotes([park('aaaa')], closed)).toEqual([
      expect.stringMatching(/^No scenic drive is suggested in Park aaaa: The Needles Highway is closed to your rig/),
    ]);
  });
});
