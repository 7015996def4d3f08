import { describe, expect, it } from 'vitest';
import { WAY_ROUND, seasonTestRouter } from './season-test-router';

// Yellowstone's passes on the park's own roads (Sylvan, Craig, Dunraven): a traveller who asked to
// avoid mountain passes is kept off one only when a way at most about 15 % longer exists; otherwise
// the day names it. On the bundled graph with its own router (cache off), no restricted segments.
const { tables, router, drives, notes, route } = seasonTestRouter();

const oldFaithful = { latitude: 44.4605, longitude: -110.8266 };
const westThumb = { latitude: 44.41686, longitude: -110.58112 };
const norris = { latitude: 44.7372, longitude: -110.699 };
const cookeCity = { latitude: 45.0205, longitude: -109.9335 };
const cody = { latitude: 44.5263, longitude: -109.0565 };
const lakeVillage = { latitude: 44.553, longitude: -110.4005 };
const dubois = { latitude: 43.5333, longitude: -109.6307 };
const july = '2027-07-15';

describe("passes on a national park's own roads", () => {
  it('are in the pass table with their park, on the park roads of the graph', () => {
    const park = tables.passes.filter((p) => p.park === 'yell').map((p) => p.id);
    expect(park.sort()).toEqual(['craig-pass', 'dunraven-pass', 'sylvan-pass']);
  });

  it('Old Faithful to West Thumb asked to avoid passes: the way round is far longer, so the day names Craig Pass', () => {
    const plain = route(oldFaithful, westThumb, july);
    expect(drives(plain)).toContain('craig-pass');
    expect(plain.restrictions).toBeUndefined();

    const asked = route(oldFaithful, westThumb, july, { avoidPasses: true });
    expect(drives(asked)).toContain('craig-pass');
    expect(asked.miles).toBeCloseTo(plain.miles, 1);
    const [note] = notes(asked, 'passes');
    expect(note).toMatch(
      /^Crosses Craig Pass \(Grand Loop Road \(US-89\/191\/287\), 8,262 ft\) although you asked to avoid mountain passes: it is on the park's own road, and no way around it is within about 15 % more miles\. Wyoming's chain law/,
    );
  });

  it('Norris to Cooke City asked to avoid passes: by Mammoth, at most 15 % longer, it keeps off Dunraven Pass', () => {
    const plain = route(norris, cookeCity, july);
    expect(drives(plain)).toContain('dunraven-pass');
    expect(plain.restrictions).toBeUndefined();

    const asked = route(norris, cookeCity, july, { avoidPasses: true });
    expect(drives(asked)).not.toContain('dunraven-pass');
    expect(asked.miles).toBeGreaterThan(plain.miles);
    expect(asked.miles).toBeLessThanOrEqual(plain.miles * 1.15);
    expect(notes(asked, 'avoided')).toEqual([
      'Avoided Dunraven Pass (Grand Loop Road, 8,859 ft): you asked to avoid mountain passes.',
    ]);
  });

  it('Cody to Lake Village asked to avoid passes: Sylvan Pass is the only way in from the east, and is named', () => {
    const asked = route(cody, lakeVillage, july, { avoidPasses: true });
    expect(drives(asked)).toContain('sylvan-pass');
    expect(notes(asked, 'passes')[0]).toMatch(
      /^Crosses Sylvan Pass \(East Entrance Road \(US-14\/16\/20\), 8,524 ft\)/,
    );
  });

  it('a leg over a park pass and a highway pass keeps off the highway pass at any length and names the park one', () => {
    const plain = route(oldFaithful, dubois, july);
    expect(drives(plain)).toEqual(expect.arrayContaining(['craig-pass', 'togwotee-pass']));

    const asked = route(oldFaithful, dubois, july, { avoidPasses: true });
    expect(drives(asked)).toContain('craig-pass');
    expect(drives(asked)).not.toContain('togwotee-pass');
    expect(notes(asked, 'avoided')).toEqual([
      expect.stringMatching(new RegExp(`^Avoided Togwotee Pass \\(US-26/US-287, 9,658 ft\\): you asked to avoid mountain passes${WAY_ROUND}\\.$`)),
    ]);
    // Round by the park's east side and Cody: both park passes on the way are named.
    const named = notes(asked, 'passes').map((n) => n.match(/^Crosses (.+?) \(/)?.[1]);
    expect(named.sort()).toEqual(['Craig Pass', 'Sylvan Pass']);
  });

  it('drives from a camp inside the park keep its passes when the traveller asked to avoid them', () => {
    const camp = [{ at: oldFaithful, hours: 0 }];
    const [plain] = router.hoursFromRoad(
      camp,
      [westThumb],
      { profile: 'fastest', rvType: 'class-c', date: july },
      3,
    );
    const [asked] = router.hoursFromRoad(
      camp,
      [westThumb],
      { profile: 'fastest', rvType: 'class-c', date: july, avoidPasses: true },
      3,
    );
    expect(plain).not.toBeNull();
    expect(asked).toBeCloseTo(plain!, 3);
  });
});
