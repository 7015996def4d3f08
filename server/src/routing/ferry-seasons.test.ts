import { describe, expect, it } from 'vitest';
import { sharedRoadGraph } from './graph';
import { ferrySeasonOn } from './ferry-rules';
import { ferrySegment, loadRoadFerries } from './road-ferries';
import { segmentRule, sharedRestrictedSegments } from './restricted-segments';
import { createRoadRouter } from './road-router';
import type { RouteRequest } from './core/road-types';

// A ferry with a published season (data/road-ferries.json: the Fort Ticonderoga Ferry, May to
// October) is kept off out of it, as the seasonal roads are, and warned of in its uncertain weeks.
const ferries = loadRoadFerries();
const ticonderogaFerry = ferries.find((f) => f.id === 'fort-ticonderoga')!;
const graph = sharedRoadGraph();
const router = createRoadRouter(graph, [...sharedRestrictedSegments(), ...ferries.map(ferrySegment)]);
const req = (date?: string, lastDate?: string): RouteRequest => ({
  profile: 'fastest',
  rvType: 'class-c',
  ...(date ? { date } : {}),
  ...(lastDate ? { lastDate } : {}),
});
// Either side of Lake Champlain at Ticonderoga (NY-74 and VT-74, over the ferry).
const ticonderoga = { latitude: 43.8581, longitude: -73.4214 };
const shoreham = { latitude: 43.8565, longitude: -73.367 };

describe("a ferry's season", () => {
  it('is read for every ferry that publishes one, and closes it from its closing day to the day before it opens', () => {
    expect(ticonderogaFerry.season).toEqual({ opens: '05-01', closes: '11-01', uncertainDays: 30 });
    const at = (date?: string, lastDate?: string) => ferrySeasonOn(ticonderogaFerry, req(date, lastDate));
    expect(at('2027-01-15')).toBe('closed');
    expect(at('2027-04-30')).toBe('closed');
    expect(at('2027-11-01')).toBe('closed');
    expect(at('2027-05-01')).toBe('uncertain');
    expect(at('2027-05-30')).toBe('uncertain');
    expect(at('2027-10-31')).toBe('uncertain');
    expect(at('2027-07-15')).toBe('open');
    // A route drawn for several days is closed when any of them is.
    expect(at('2027-10-30', '2027-11-02')).toBe('closed');
    // No date, no season; a ferry without a season runs all year.
    expect(at()).toBe('open');
    const allYear = ferries.find((f) => f.id === 'port-aransas')!;
    expect(allYear.season).toBeUndefined();
    expect(ferrySeasonOn(allYear, req('2027-01-15'))).toBe('open');
  });

  it('keeps every rig off a ferry out of its season, and lets it board in season', () => {
    const segment = ferrySegment(ticonderogaFerry);
    expect(segmentRule(segment, req('2027-01-15'))).toBe('avoid');
    expect(segmentRule(segment, req('2027-07-15'))).toBe('notice');
    expect(segmentRule(segment, req())).toBe('notice');
  });
});

describe('routes over a seasonal ferry', () => {
  it('goes round Lake Champlain in January and says why, and takes the ferry in July', () => {
    const winter = router.route([ticonderoga, shoreham], req('2027-01-15'));
    const summer = router.route([ticonderoga, shoreham], req('2027-07-15'));
    expect(summer.restrictions?.find((r) => r.id === 'ferry-fort-ticonderoga')?.kind).toBe('ferry');
    expect(winter.miles).toBeGreaterThan(summer.miles + 10);
    const avoided = winter.restrictions?.find((r) => r.id === 'ferry-fort-ticonderoga');
    expect(avoided?.kind).toBe('avoided');
    expect(avoided?.note).toBe(
      "Avoided the Fort Ticonderoga Ferry (NY-74 / VT-74): it usually runs only from about May 1 to about October 31, and not on this drive's date (privately owned). Reported, not confirmed on the agency's own page: check before you go.",
    );
  });

  it('crosses in the weeks its season may not have begun, and warns', () => {
    const may = router.route([ticonderoga, shoreham], req('2027-05-10'));
    const ferry = may.restrictions?.find((r) => r.id === 'ferry-fort-ticonderoga');
    expect(ferry?.kind).toBe('ferry');
    expect(ferry?.note).toMatch(/^Ferry: the Fort Ticonderoga Ferry \(privately owned\)/);
    expect(ferry?.note).toContain(
      ' The Fort Ticonderoga Ferry usually runs from about May 1 to about October 31: this day is close to those dates, so check that it is running before you go.',
    );
    const july = router.route([ticonderoga, shoreham], req('2027-07-15'));
    expect(july.restrictions?.find((r) => r.id === 'ferry-fort-ticonderoga')?.note).not.toContain('check that it is running');
  });
});
