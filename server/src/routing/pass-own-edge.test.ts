import { describe, expect, it } from 'vitest';
import type { LatLngLike, RoutedPath } from './core/road-types';
import { WAY_ROUND_SAID, seasonTestRouter } from './season-test-router';

// A place part-way along a pass's own graph edge (the graph's edges run junction to junction: CA-108
// is one edge of 52 miles over Sonora Pass, US-24 one of 40 over Wilkerson and Ute passes). A piece
// of that edge short of the summit drives no pass, and a drive that would cross it goes round when a
// way round exists (asked to avoid passes: at any length; in winter: within about 15 %). Before, a
// pass whose edge is also a seasonal road's (Sonora, Ebbetts, Monitor, Independence, Battle, Baldy,
// Dunraven, Sylvan and Craig) counted any piece of its edge as over the summit: asked to avoid passes,
// a place on it could leave by neither end, and the day said "no road in our network gets around it";
// and a piece over one summit of an edge holding two counted both.
const { route, drives, notes } = seasonTestRouter();
const at = (latitude: number, longitude: number): LatLngLike => ({ latitude, longitude });
const july = { avoidPasses: true } as const;
const passNotes = (p: RoutedPath, id: string) =>
  (p.restrictions ?? []).filter((r) => r.id === id && r.pass).map((r) => `${r.kind}: ${r.note}`);

// CA-89 two miles east of its CA-4 junction, west of Monitor Pass's summit.
const westOfMonitor = at(38.6659, -119.6931);
const markleeville = at(38.7713, -119.8327);
const topaz = at(38.6415, -119.5122);
// Dardanelle, CA-108 half-way up its edge, west of Sonora Pass's summit.
const dardanelle = at(38.34, -119.83);
const sonora = at(37.98409, -120.38214);
const bridgeport = at(38.25575, -119.23127);
// Cove Campground, on US-24's edge between Wilkerson Pass (west) and Ute Pass (east).
const coveCampground = at(38.91003, -105.46078);
const coloradoSprings = at(38.83388, -104.82136);

describe("a place on a pass's own road edge", () => {
  it('drives no pass on the piece of its edge short of the summit (asked to avoid passes, and in winter)', () => {
    for (const [from, to, id] of [
      [westOfMonitor, markleeville, 'monitor-pass-summit'],
      [dardanelle, sonora, 'sonora-pass-summit'],
    ] as const) {
      for (const p of [route(from, to, '2027-07-15', july), route(to, from, '2027-07-15', july)]) {
        expect(drives(p)).not.toContain(id);
        expect(passNotes(p, id)).toEqual([]);
      }
    }
    // Early November: winter for the passes, Monitor's road not yet closed for the season.
    const november = route(westOfMonitor, markleeville, '2026-11-05');
    expect(passNotes(november, 'monitor-pass-summit')).toEqual([]);
  });

  it('goes round the summit beyond it when asked to avoid passes, and says what it avoided', () => {
    for (const [from, to, id, name] of [
      [
        westOfMonitor,
        topaz,
        'monitor-pass-summit',
        new RegExp(
          `^avoided: Avoided Monitor Pass \\(CA-89, 8,314 ft\\): you asked to avoid mountain passes${WAY_ROUND_SAID}\\.$`,
        ),
      ],
      [
        dardanelle,
        bridgeport,
        'sonora-pass-summit',
        new RegExp(
          `^avoided: Avoided Sonora Pass \\(CA-108, 9,628 ft\\): you asked to avoid mountain passes${WAY_ROUND_SAID}\\.$`,
        ),
      ],
    ] as const) {
      const over = route(from, to, '2027-07-15');
      expect(drives(over)).toContain(id);
      const asked = route(from, to, '2027-07-15', july);
      expect(drives(asked)).not.toContain(id);
      expect(passNotes(asked, id)).toEqual([expect.stringMatching(name)]);
      expect(notes(asked, 'passes').join(' ')).not.toMatch(/no road in our network gets around/);
    }
  });

  it('between two summits on one edge: names only the pass it crosses, and says the place is on its road', () => {
    const out = route(coveCampground, coloradoSprings, '2027-07-15', july);
    expect(drives(out)).toEqual(['ute-pass']);
    expect(passNotes(out, 'wilkerson-pass')).toEqual([]);
    expect(passNotes(out, 'ute-pass')).toEqual([
      expect.stringMatching(
        /^passes: Crosses Ute Pass \(US-24, 9,165 ft\) although you asked to avoid mountain passes: the place this drive starts from is on the pass's own road, and every way out of there in our network crosses a mountain pass\. Colorado's/,
      ),
    ]);
    const back = route(coloradoSprings, coveCampground, '2027-01-15');
    expect(passNotes(back, 'wilkerson-pass')).toEqual([]);
    expect(passNotes(back, 'ute-pass')).toEqual([
      expect.stringMatching(
        /^passes: Crosses Ute Pass \(US-24, 9,165 ft\) in winter: the place this drive ends at is on the pass's own road, and every way into there in our network crosses a mountain pass\./,
      ),
    ]);
  });
});
