import { describe, expect, it } from 'vitest';
import { seasonTestRouter } from './season-test-router';

// Wyoming's seasonal highways over the Bighorns (US-14A) and the Snowy Range (WY-130), on the bundled
// graph with its own router (cache off) and no restricted segments.
const { drivesRoads: drives, notes, route } = seasonTestRouter();
const avoided = (p: Parameters<typeof notes>[0]) => notes(p, 'avoided');

const sheridan = { latitude: 44.797, longitude: -106.956 };
const lovell = { latitude: 44.8375, longitude: -108.3896 };
const laramie = { latitude: 41.3114, longitude: -105.5911 };
// Where WY-130 meets WY-230, south of Saratoga: the town itself lies on WY-130's edge north of that
// junction, and an RV reaches it faster by I-80 and WY-130 from the north than over the range.
const saratogaJunction = { latitude: 41.3575, longitude: -106.7421 };

describe('US-14A over the Bighorns (Medicine Wheel Passage)', () => {
  it('Sheridan to Lovell: over it in July; in January round by US-14 and Greybull, saying so', () => {
    const july = route(sheridan, lovell, '2027-07-15');
    expect(drives(july)).toContain('medicine-wheel-passage');

    const january = route(sheridan, lovell, '2027-01-15');
    expect(drives(january)).not.toContain('medicine-wheel-passage');
    expect(january.miles).toBeGreaterThan(july.miles * 1.15);
    expect(avoided(january)).toEqual([
      "Avoided the Medicine Wheel Passage over the Bighorns (US-14A): usually closed for winter from about November 25 to about May 26 (Wyoming Department of Transportation). Reported, not confirmed on the agency's own page: check before you go.",
    ]);
  });
});

describe('WY-130 over the Snowy Range', () => {
  it('Laramie to the WY-230 junction south of Saratoga: over it in July, round it in January', () => {
    const july = route(laramie, saratogaJunction, '2027-07-15');
    expect(drives(july)).toContain('snowy-range-road');
    const january = route(laramie, saratogaJunction, '2027-01-15');
    expect(drives(january)).not.toContain('snowy-range-road');
    expect(avoided(january)[0]).toMatch(
      /^Avoided the Snowy Range Road \(WY-130\): usually closed for winter from about November 10 to about May 22/,
    );
  });
});

describe("Yellowstone's Grand Loop Road over Dunraven Pass", () => {
  // Tower Junction and Canyon Junction (the park-road overlay's places, data/park-roads.json).
  const towerJunction = { latitude: 44.9163, longitude: -110.4161 };
  const canyonJunction = { latitude: 44.7347, longitude: -110.4877 };

  it('Tower Junction to Canyon: over the pass in July; after mid-October round by Mammoth and Norris, saying so', () => {
    const july = route(towerJunction, canyonJunction, '2027-07-15');
    expect(drives(july)).toContain('dunraven-pass-road');
    // The park's published 19 miles over the pass.
    expect(july.miles).toBeLessThan(21);
    const october = route(towerJunction, canyonJunction, '2027-10-20');
    expect(drives(october)).not.toContain('dunraven-pass-road');
    expect(october.miles).toBeGreaterThan(45);
    expect(avoided(october)).toEqual([
      "Avoided the road over Dunraven Pass, Tower Fall to Canyon Junction (Grand Loop Road): usually closed for winter from about October 15 to about May 25 (Yellowstone National Park). Reported, not confirmed on the agency's own page: check before you go.",
    ]);
  });
});
