import { describe, expect, it } from 'vitest';
import { mountainPassSchema, passCounted, winterPassNote, winterOn } from './core/seasons';
import { seasonTestRouter } from './season-test-router';
import { sharedRoadGraph } from './graph';
import { createRoadRouter } from './road-router';

// The main roads' winter passes (data/mountain-passes.json rows with tier 'winter'): named on a
// winter day that crosses one, with its elevation and the state's chain rule; never gone around,
// not even when the traveller asked to avoid passes (the high ones); silent from May to October.
const { tables, drives, notes, route } = seasonTestRouter();
const winterRows = tables.passes.filter((p) => p.tier === 'winter');
const named = (p: Parameters<typeof notes>[0]) =>
  notes(p, 'passes')
    .map((n) => n.match(/^Crosses (.+?) \(/)?.[1])
    .sort();
const avoided = (p: Parameters<typeof notes>[0]) => notes(p, 'avoided');

const sacramento = { latitude: 38.5816, longitude: -121.4944 };
const reno = { latitude: 39.5296, longitude: -119.8138 };
const seattle = { latitude: 47.6062, longitude: -122.3321 };
const ellensburg = { latitude: 46.9965, longitude: -120.5478 };
const coeurDAlene = { latitude: 47.6777, longitude: -116.7805 };
const missoula = { latitude: 46.8721, longitude: -113.994 };
const medford = { latitude: 42.3265, longitude: -122.8756 };
const yreka = { latitude: 41.7354, longitude: -122.6345 };
const sandy = { latitude: 45.3973, longitude: -122.2612 };
const madras = { latitude: 44.6335, longitude: -121.1295 };

describe('the table of winter passes', () => {
  it('reads its rows: each a winter tier, with a source, an elevation and its state chain rule', () => {
    expect(winterRows.length).toBeGreaterThanOrEqual(15);
    for (const p of winterRows) {
      expect(p.elevationFeet).toBeLessThan(8000);
      expect(tables.chainLaws[p.state], p.id).toBeDefined();
      expect(p.sourceUrl).toMatch(/^https?:\/\//);
    }
    for (const s of ['WA', 'OR', 'MT'])
      expect(tables.chainLaws[s]?.sourceUrl).toMatch(/wsdot|oregon\.gov|mt\.gov/);
    // The tier is 'winter' or absent; any other word is refused.
    const row = { ...winterRows[0] };
    expect(mountainPassSchema.safeParse({ ...row, tier: 'chains' }).success).toBe(false);
    expect(mountainPassSchema.parse({ ...row, tier: undefined }).tier).toBeUndefined();
  });

  it('counts a winter pass only from November to April, a high pass whenever the passes count', () => {
    const [winterPass] = winterRows;
    const high = tables.passes.find((p) => p.tier === undefined)!;
    expect(winterOn({ date: '2027-01-15' })).toBe(true);
    expect(winterOn({ date: '2027-07-15' })).toBe(false);
    expect(winterOn({ date: '2027-10-30', lastDate: '2027-11-02' })).toBe(true);
    expect(passCounted(winterPass, 'avoid', false)).toBe(false);
    expect(passCounted(winterPass, 'avoid', true)).toBe(true);
    expect(passCounted(winterPass, 'winter', true)).toBe(true);
    expect(passCounted(high, 'avoid', false)).toBe(true);
    expect(passCounted(high, 'none', false)).toBe(false);
    const law = tables.chainLaws[winterPass.state];
    expect(winterPassNote(winterPass, law, false)).not.toContain('Avoiding mountain passes');
    expect(winterPassNote(winterPass, law, true)).toContain(
      'Avoiding mountain passes keeps off the high passes',
    );
  });
});

describe('a main road over a winter pass', () => {
  it('Sacramento to Reno in January names Donner Summit and California chain controls, and keeps I-80', () => {
    const july = route(sacramento, reno, '2027-07-15');
    expect(drives(july)).toContain('donner-summit');
    expect(july.restrictions).toBeUndefined();
    const january = route(sacramento, reno, '2027-01-15');
    expect(drives(january)).toContain('donner-summit');
    expect(january.miles).toBeCloseTo(july.miles, 5);
    expect(named(january)).toContain('Donner Summit');
    const note = notes(january, 'passes').find((n) => n.startsWith('Crosses Donner Summit'));
    expect(note).toMatch(/^Crosses Donner Summit \(I-80, [\d,]+ ft\), a main road's pass/);
    expect(note).toContain("California's chain controls");
    expect(avoided(january)).toEqual([]);
  });

  it('Seattle to Ellensburg names Snoqualmie Pass with WSDOT traction rules in November, nothing in July', () => {
    const july = route(seattle, ellensburg, '2027-07-15');
    expect(drives(july)).toContain('snoqualmie-pass');
    expect(july.restrictions).toBeUndefined();
    const november = route(seattle, ellensburg, '2026-11-20');
    expect(drives(november)).toContain('snoqualmie-pass');
    const note = notes(november, 'passes').find((n) => n.startsWith('Crosses Snoqualmie Pass'));
    expect(note).toContain('Snoqualmie Pass (I-90, 3,022 ft)');
    expect(note).toContain('Washington State Department of Transportation');
  });

  it('Sandy to Madras, OR over Mount Hood in December names Blue Box Pass on US-26 with Oregon’s chain law', () => {
    const december = route(sandy, madras, '2026-12-10');
    expect(drives(december)).toContain('blue-box-pass');
    const note = notes(december, 'passes').find((n) => n.startsWith('Crosses Blue Box Pass'));
    expect(note).toContain('(US-26, 4,026 ft)');
    expect(note).toContain("Oregon's chain law");
  });

  it('Coeur d’Alene to Missoula in February names Fourth of July and Lookout passes on I-90', () => {
    const february = route(coeurDAlene, missoula, '2027-02-10');
    expect(named(february)).toEqual(expect.arrayContaining(['Fourth of July Summit', 'Lookout Pass']));
    expect(avoided(february)).toEqual([]);
  });

  it('asked to avoid passes: in winter the main road is kept and the day says why; in summer nothing is said', () => {
    const januaryAsked = route(medford, yreka, '2027-01-15', { avoidPasses: true });
    expect(drives(januaryAsked)).toContain('siskiyou-summit');
    const note = notes(januaryAsked, 'passes').find((n) => n.startsWith('Crosses Siskiyou Summit'));
    expect(note).toContain('Avoiding mountain passes keeps off the high passes');
    expect(note).toContain('Oregon Department of Transportation');
    const julyAsked = route(medford, yreka, '2027-07-15', { avoidPasses: true });
    expect(drives(julyAsked)).toContain('siskiyou-summit');
    expect(julyAsked.restrictions).toBeUndefined();
  });

  it('the tier is what keeps the main road: Donner Summit as a high pass would be gone around when asked', () => {
    // The same tables with Donner Summit's tier taken away: asked to avoid passes, the leg goes
    // round it (by US-50 over Echo Summit, a winter pass that stays open to it) and says so.
    const asHigh = {
      ...tables,
      passes: tables.passes.map((p) => (p.id === 'donner-summit' ? { ...p, tier: undefined } : p)),
    };
    const router = createRoadRouter(sharedRoadGraph(), [], { cacheWords: 0, seasons: asHigh });
    const req = { profile: 'fastest', rvType: 'class-c', date: '2027-01-15', avoidPasses: true } as const;
    const round = router.route([sacramento, reno], req);
    expect(drives(round)).not.toContain('donner-summit');
    expect(drives(round)).toContain('echo-summit');
    expect(avoided(round).join(' ')).toMatch(/^Avoided Donner Summit \(I-80/);
    const kept = route(sacramento, reno, '2027-01-15', { avoidPasses: true });
    expect(drives(kept)).toContain('donner-summit');
    expect(kept.miles).toBeLessThan(round.miles);
  });
});
