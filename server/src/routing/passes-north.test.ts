import { describe, expect, it } from 'vitest';
import { WAY_ROUND, seasonTestRouter } from './season-test-router';

// The passes added for Wyoming's I-80, US-40 north of Kremmling, US-24 west of Colorado Springs and
// I-70's tunnels, on the bundled graph with its own router (cache off) and no restricted segments.
const { drives, notes, route } = seasonTestRouter();
// The passes a leg's notes name, sorted (the notes come in the table's order, not the road's).
const named = (p: Parameters<typeof notes>[0]) =>
  notes(p, 'passes')
    .map((n) => n.match(/^Crosses (.+?) \(/)?.[1])
    .sort();

const cheyenne = { latitude: 41.14, longitude: -104.8203 };
const laramie = { latitude: 41.3114, longitude: -105.5911 };
const saltLakeCity = { latitude: 40.7608, longitude: -111.891 };
const omaha = { latitude: 41.2565, longitude: -95.9345 };
const steamboatSprings = { latitude: 40.485, longitude: -106.8317 };
const kremmling = { latitude: 40.0589, longitude: -106.3889 };

describe('Sherman Summit on I-80 in Wyoming', () => {
  it('Cheyenne to Laramie in January: no way round within 15 %, so the leg names it, its elevation and the chain law', () => {
    const july = route(cheyenne, laramie, '2027-07-15');
    expect(drives(july)).toContain('sherman-summit');
    expect(july.restrictions).toBeUndefined();
    const january = route(cheyenne, laramie, '2027-01-15');
    expect(drives(january)).toContain('sherman-summit');
    const [note] = notes(january, 'passes');
    expect(note).toMatch(/^Crosses Sherman Summit \(I-80, 8,640 ft\) in winter: no way around it/);
    expect(note).toContain("Wyoming's chain law");
  });

  it('Salt Lake City to Omaha in January goes round it when that is at most about 15 % longer, and says so', () => {
    const july = route(saltLakeCity, omaha, '2027-07-15');
    expect(drives(july)).toContain('sherman-summit');
    const january = route(saltLakeCity, omaha, '2027-01-15');
    expect(drives(january)).not.toContain('sherman-summit');
    expect(january.miles).toBeGreaterThan(july.miles);
    expect(january.miles).toBeLessThanOrEqual(july.miles * 1.15);
    expect(notes(january, 'avoided')).toContain(
      'Avoided Sherman Summit (I-80, 8,640 ft): a winter route over it was avoided for one at most about 15 % longer.',
    );
  });
});

describe('US-40 from Steamboat Springs', () => {
  it('in January names Rabbit Ears and Muddy passes with their elevations; in July says nothing', () => {
    const july = route(steamboatSprings, kremmling, '2027-07-15');
    expect(drives(july)).toEqual(expect.arrayContaining(['rabbit-ears-pass', 'muddy-pass']));
    expect(july.restrictions).toBeUndefined();
    const january = route(steamboatSprings, kremmling, '2027-01-15');
    // In the table's order, not the road's.
    const said = notes(january, 'passes').sort();
    expect(said).toHaveLength(2);
    expect(said[0]).toMatch(/^Crosses Muddy Pass \(US-40, 8,772 ft\) in winter: no way around it/);
    expect(said[1]).toMatch(/^Crosses Rabbit Ears Pass \(US-40, 9,426 ft\) in winter: no way around it/);
    for (const n of said) expect(n).toContain("Colorado's Traction Law");
  });
});

describe('passes that share one edge of the graph', () => {
  // The graph's edges run from junction to junction, so one edge of US-24 crosses two passes and one
  // of US-550 two others: each pass is named, not only the last one found on the edge.
  it('Colorado Springs to Buena Vista in January names Ute, Wilkerson and Trout Creek passes', () => {
    const coloradoSprings = { latitude: 38.8339, longitude: -104.8214 };
    const buenaVista = { latitude: 38.8422, longitude: -106.1311 };
    expect(named(route(coloradoSprings, buenaVista, '2027-01-15'))).toEqual([
      'Trout Creek Pass',
      'Ute Pass',
      'Wilkerson Pass',
    ]);
  });

  it('Durango to Silverton in January names Coal Bank Pass and Molas Divide', () => {
    const durango = { latitude: 37.2753, longitude: -107.8801 };
    const silverton = { latitude: 37.8119, longitude: -107.6645 };
    expect(named(route(durango, silverton, '2027-01-15'))).toEqual(['Coal Bank Pass', 'Molas Divide']);
  });
});

describe("I-70's Eisenhower-Johnson Memorial Tunnels", () => {
  it('Denver to Dillon in January names the tunnels at 11,158 ft; asked to avoid passes, keeps off them', () => {
    const denver = { latitude: 39.7392, longitude: -104.9903 };
    const dillon = { latitude: 39.6303, longitude: -106.0434 };
    const january = route(denver, dillon, '2027-01-15');
    expect(drives(january)).toContain('eisenhower-johnson-tunnels');
    expect(notes(january, 'passes')[0]).toMatch(
      /^Crosses the Eisenhower-Johnson Memorial Tunnels \(I-70, 11,158 ft\) in winter: no way around it/,
    );
    const asked = route(denver, dillon, '2027-07-15', { avoidPasses: true });
    expect(drives(asked)).not.toContain('eisenhower-johnson-tunnels');
    expect(notes(asked, 'avoided')).toContainEqual(
      expect.stringMatching(new RegExp(`^Avoided the Eisenhower-Johnson Memorial Tunnels \\(I-70, 11,158 ft\\): you asked to avoid mountain passes${WAY_ROUND}\\.$`)),
    );
  });
});
