import { describe, expect, it } from 'vitest';
import type { LatLngLike, RoutedPath } from './core/road-types';
import { seasonTestRouter } from './season-test-router';

// A state's chain-law note (a pass crossed outside the winter within its state's chain and traction
// season) names every pass of the state the leg crosses. Its id was the first pass's: a route over
// the San Juans and back said two different notes under one id (the client keys and dismisses notes
// by it), and the pass's own id stood for a note about three passes. Each note's id is now its state
// and its passes: distinct for different notes, the same for the same passes whatever the route.
const { router } = seasonTestRouter();
const at = (latitude: number, longitude: number): LatLngLike => ({ latitude, longitude });
const ouray = at(38.0228, -107.6714);
const silverton = at(37.8119, -107.6645);
const durango = at(37.2753, -107.8801);
const october = '2027-10-21';
const lawNotes = (p: RoutedPath) =>
  (p.restrictions ?? []).filter((r) => r.note.includes('within the chain and traction season'));
const route = (stops: LatLngLike[]) =>
  router.route(stops, { profile: 'fastest', rvType: 'class-c', date: october });

describe("the ids of a state's chain-law notes", () => {
  it('a route over the San Juans and back: one id per note, none a single pass', () => {
    const notes = lawNotes(route([ouray, durango, silverton, ouray]));
    expect(notes.length).toBe(3);
    const ids = notes.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    // In the order the route meets them: out to Durango, up to Silverton, back over Red Mountain.
    expect(ids).toEqual([
      'chain-law:CO:red-mountain-pass+molas-pass+coal-bank-pass',
      'chain-law:CO:molas-pass+coal-bank-pass',
      'chain-law:CO:red-mountain-pass',
    ]);
  });

  it('the same passes give the same id on another route, different passes another id', () => {
    const whole = lawNotes(route([ouray, durango]));
    const split = lawNotes(route([ouray, silverton, durango]));
    expect(whole.map((r) => r.id)).toEqual(['chain-law:CO:red-mountain-pass+molas-pass+coal-bank-pass']);
    expect(split.map((r) => r.id)).toEqual([
      'chain-law:CO:red-mountain-pass',
      'chain-law:CO:molas-pass+coal-bank-pass',
    ]);
  });
});

// Each note is said on the leg that crosses its passes: the way back over Red Mountain Pass was said
// where the way out crossed it, on the first day's stretch of the line.
describe("where a route's chain-law notes are said", () => {
  it('on the stretch of the leg that crosses the passes', () => {
    const p = route([ouray, durango, silverton, ouray]);
    const [toDurango, toSilverton] = p.waypointIndex;
    const at = (id: string) => lawNotes(p).find((r) => r.id === id)!.index;
    expect(at('chain-law:CO:red-mountain-pass+molas-pass+coal-bank-pass')).toBeLessThanOrEqual(toDurango);
    expect(at('chain-law:CO:molas-pass+coal-bank-pass')).toBeGreaterThan(toDurango);
    expect(at('chain-law:CO:molas-pass+coal-bank-pass')).toBeLessThanOrEqual(toSilverton);
    expect(at('chain-law:CO:red-mountain-pass')).toBeGreaterThan(toSilverton);
  });
});
