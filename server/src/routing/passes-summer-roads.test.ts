import { describe, expect, it } from 'vitest';
import { seasonTestRouter } from './season-test-router';

// The high passes on US routes the seasonal table closes for winter (US-212's Beartooth Pass, US-34's
// Trail Ridge Road), on the bundled graph with its own router (cache off) and no restricted segments.
// In winter their roads are closed (the seasonal rows say so); the pass rows are for summer, when a
// traveller asked to avoid mountain passes.
const { drives, notes, route } = seasonTestRouter();

const redLodge = { latitude: 45.1858, longitude: -109.2468 };
const cookeCity = { latitude: 45.0202, longitude: -109.9327 };
const estesPark = { latitude: 40.3772, longitude: -105.5217 };
const grandLake = { latitude: 40.2522, longitude: -105.8231 };

describe('Beartooth Pass on US-212', () => {
  it('Red Lodge to Cooke City in July: over the pass, and round it when asked to avoid passes', () => {
    const july = route(redLodge, cookeCity, '2027-07-15');
    expect(drives(july)).toContain('beartooth-pass');
    expect(july.restrictions).toBeUndefined();
    const asked = route(redLodge, cookeCity, '2027-07-15', { avoidPasses: true });
    expect(drives(asked)).not.toContain('beartooth-pass');
    expect(notes(asked, 'avoided').join(' ')).toMatch(
      /Avoided Beartooth Pass \(US-212, 10,947 ft\): you asked to avoid mountain passes/,
    );
  });
});

describe("Trail Ridge Road's high point on US-34, Rocky Mountain National Park's own road", () => {
  it('Estes Park to Grand Lake in July, asked to avoid passes: no way round near, so the day names it', () => {
    const july = route(estesPark, grandLake, '2027-07-15');
    expect(drives(july)).toContain('trail-ridge-road-high-point');
    expect(july.restrictions).toBeUndefined();
    const asked = route(estesPark, grandLake, '2027-07-15', { avoidPasses: true });
    expect(drives(asked)).toContain('trail-ridge-road-high-point');
    expect(notes(asked, 'passes').join(' ')).toMatch(
      /^Crosses the high point of Trail Ridge Road \(US-34, 12,183 ft\)/,
    );
  });
});
