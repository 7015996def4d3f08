import { describe, expect, it } from 'vitest';
import type { SeasonalRoad } from './core/seasons';
import {
  closedOn,
  isWinter,
  monthsClosed,
  passMode,
  requestDates,
  roadsOn,
  uncertainOn,
} from './core/seasons';
import { loadSeasonTables } from './seasons';

const road = (closes: string, opens: string, uncertainDays = 10): SeasonalRoad => ({
  id: 'r',
  name: 'A Road',
  road: 'US-1',
  roads: ['US-1'],
  at: { latitude: 40, longitude: -105 },
  radiusMiles: 1,
  sourceUrl: 'https://example.gov/',
  checked: '2026-12-01',
  authority: 'A Park',
  closes,
  opens,
  uncertainDays,
  season: 'closed in winter',
  confirmed: true,
});

describe('the season tables', () => {
  it('reads both tables, every pass with a chain law for its state and a source on every row', () => {
    const t = loadSeasonTables();
    expect(t.passes.length).toBeGreaterThan(0);
    expect(t.roads.length).toBeGreaterThan(0);
    for (const p of t.passes) {
      expect(t.chainLaws[p.state], p.id).toBeDefined();
      // A high pass is of about 8,000 ft or more; a main road's winter pass (tier 'winter') is below.
      if (p.tier === 'winter') expect(p.elevationFeet, p.id).toBeLessThan(7900);
      else expect(p.elevationFeet, p.id).toBeGreaterThanOrEqual(7900);
    }
    // A web address on every row (Indian Canyon's only source, a local paper, is known by its http address).
    for (const r of [...t.passes, ...t.roads])
      expect(r.sourceUrl, r.id).toMatch(/^https?:\/\/[^/]+\.[a-z]+\//);
    expect(new Set([...t.passes, ...t.roads].map((r) => r.id)).size).toBe(t.passes.length + t.roads.length);
  });
});

describe('a seasonal road on a date', () => {
  const winter = road('10-15', '05-28');
  it('is closed from its closing day over the new year up to the day before it opens', () => {
    expect(closedOn(winter, '2027-10-14')).toBe(false);
    expect(closedOn(winter, '2027-10-15')).toBe(true);
    expect(closedOn(winter, '2027-01-01')).toBe(true);
    expect(closedOn(winter, '2027-05-27')).toBe(true);
    expect(closedOn(winter, '2027-05-28')).toBe(false);
    expect(closedOn(winter, '2027-07-04')).toBe(false);
  });

  it('is closed in every month with one usual closed day in it', () => {
    expect(monthsClosed(winter)).toEqual([1, 2, 3, 4, 5, 10, 11, 12]);
    // Closed from 1 November up to 30 April: May is open from its first day.
    expect(monthsClosed(road('11-01', '05-01'))).toEqual([1, 2, 3, 4, 11, 12]);
    // A season within one year (closed in summer) counts the same way.
    expect(monthsClosed(road('06-10', '08-02'))).toEqual([6, 7, 8]);
  });

  it('is uncertain within its days either side of opening and closing', () => {
    expect(uncertainOn(winter, '2027-06-06')).toBe(true);
    expect(uncertainOn(winter, '2027-06-08')).toBe(false);
    expect(uncertainOn(winter, '2027-05-20')).toBe(true);
    expect(uncertainOn(winter, '2027-10-10')).toBe(true);
    expect(uncertainOn(winter, '2027-07-15')).toBe(false);
  });

  it('a request over several days sees a road closed on any of them, else uncertain on any', () => {
    const open = road('11-01', '04-01', 3);
    expect(roadsOn([winter, open], { date: '2027-05-25', lastDate: '2027-06-02' })).toEqual({
      closed: [0],
      uncertain: [],
    });
    expect(roadsOn([winter, open], { date: '2027-07-01' })).toEqual({ closed: [], uncertain: [] });
    expect(roadsOn([winter, open], { date: '2027-03-30', lastDate: '2027-04-02' })).toEqual({
      closed: [0, 1],
      uncertain: [],
    });
    expect(roadsOn([open], { date: '2027-04-02' })).toEqual({ closed: [], uncertain: [0] });
    expect(roadsOn([winter], {})).toEqual({ closed: [], uncertain: [] });
  });
});

describe('passes by season', () => {
  it('winter is November to April', () => {
    expect(['2027-10-31', '2027-11-01', '2027-04-30', '2027-05-01'].map(isWinter)).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('the request decides: asked to avoid, winter on any of its days, or none', () => {
    expect(passMode({ date: '2027-07-01', avoidPasses: true })).toBe('avoid');
    expect(passMode({ date: '2027-10-28', lastDate: '2027-11-02' })).toBe('winter');
    expect(passMode({ date: '2027-07-01', lastDate: '2027-07-20' })).toBe('none');
    expect(passMode({})).toBe('none');
    expect(requestDates({ date: '2027-12-30', lastDate: '2028-01-02' })).toEqual([
      '2027-12-30',
      '2027-12-31',
      '2028-01-01',
      '2028-01-02',
    ]);
  });
});
