import { describe, expect, it } from 'vitest';
import { seasonTestRouter } from './season-test-router';

// Wyoming's seasonal highways over the Bighorns (US-14A) and the Snowy Range (WY-130), on the bundled
// graph with its own router (cache off) and no restricted segments.
const { drivesRoads: drives, notes, route } = seasonTestRouter();
const avoided = (p: Parameters<typeof notes>[0]) => notes(p, 'avoided');

const sheridan = { latitude: 44.797, longitude: -106.956 };
const lovell = { latitude: 44.8375, longitude: -108.3896 };
const laramie = { latitude: 41.3114, longitude: -105.5911 };
// Saratoga lies on WY-130 north of the range, where I-80 is about as quick as the pass in July:
// Encampment, south-west of the range, is reached over it (about 78 miles against some 115 by I-80).
const encampment = { latitude: 41.2083, longitude: -106.7939 };

describe('US-14A over the Bighorns (Medicine Wheel Passage)', () => {
  it('Sheridan to Lovell: over it in July; in January round by US-14 and Greybull, saying so', () => {
    const july = route(sheridan, lovell, '2027-07-15');
    expect(drives(july)).toContain('medicine-wheel-passage');

    const january = route(sheridan, lovell, '2027-01-15');
    expect(drives(january)).not.toContain('medicine-wheel-passage');
    expect(january.miles).toBeGreaterThan(july.miles * 1.15);
    expect(avoided(january)).toEqual([
      'Avoided the Medicine Wheel Passage over the Bighorns (US-14A): usually closed for winter from about November 25 to about May 26 (Wyoming Department of Transportation).',
    ]);
  });
});

describe('WY-130 over the Snowy Range', () => {
  it('Laramie to Encampment: over it in July, round it in January', () => {
    const july = route(laramie, encampment, '2027-07-15');
    expect(drives(july)).toContain('snowy-range-road');
    const january = route(laramie, encampment, '2027-01-15');
    expect(drives(january)).not.toContain('snowy-range-road');
    expect(avoided(january)[0]).toMatch(
      /^Avoided the Snowy Range Road \(WY-130\): usually closed for winter from about November 10 to about May 22/,
    );
  });
});
