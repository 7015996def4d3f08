import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { RIG_DEFAULTS } from '@shared/schemas/rig';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// The main roads' winter passes in a plan (data/mountain-passes.json, tier 'winter'): a day that
// crosses one from November to April names it with its elevation and the state's chain rule, and
// the plan does not go round it; from May to October no day says a word of it.
const data = loadBundledData();
const plan = (fromLocation: string, toLocation: string, departureDate: string, more: object = {}) =>
  planTrip(
    generateTripInputSchema.parse({ fromLocation, toLocation, departureDate, duration: 3, ...more }),
    data,
    { now: fixedNow },
  );
const warnings = (p: TripPlan) => p.dailyItinerary.flatMap((d) => d.warnings ?? []);
const crossings = (p: TripPlan) => warnings(p).filter((w) => /^Crosses .*, a main road's pass/.test(w));
// A 34 ft travel trailer, as the RVer who walked Portland to Bend over Mount Hood in November.
const trailer = { rvType: 'travel-trailer', rig: { ...RIG_DEFAULTS['travel-trailer'], lengthFeet: 34 } };

describe('main roads over winter passes in a plan', () => {
  it('Portland, OR to Bend in November names the Cascade pass it crosses with Oregon’s chain law', async () => {
    const november = await plan('Portland, OR', 'Bend, OR', '2026-11-16', trailer);
    const said = crossings(november);
    expect(said.length).toBeGreaterThan(0);
    expect(said.join(' ')).toMatch(/Crosses (Blue Box Pass|Santiam Pass|Willamette Pass)/);
    expect(said.join(' ')).toContain("Oregon's chain law");
    expect(said.join(' ')).toContain('Oregon Department of Transportation');
  });

  it('Sacramento to Reno in January names Donner Summit and keeps I-80 over it', async () => {
    const january = await plan('Sacramento, CA', 'Reno, NV', '2027-01-12');
    const said = crossings(january).join(' ');
    expect(said).toMatch(/Crosses Donner Summit \(I-80, [\d,]+ ft\)/);
    expect(said).toContain("California's chain controls");
    expect(warnings(january).join(' ')).not.toMatch(/Avoided Donner Summit/);
    const fastest = january.routeOptions?.find((r) => r.type === 'fastest');
    expect(fastest?.roads).toContain('I-80');
  });

  it('Seattle to Spokane in July names no pass', async () => {
    const july = await plan('Seattle, WA', 'Spokane, WA', '2027-07-12');
    expect(warnings(july).join(' ')).not.toMatch(/Crosses|Snoqualmie/);
  });

  it('asked to avoid passes, a winter trip keeps the main road and says why; the high passes are still kept off', async () => {
    const asked = await plan('Seattle, WA', 'Spokane, WA', '2027-01-12', { avoidPasses: true });
    const said = crossings(asked).join(' ');
    expect(said).toContain('Snoqualmie Pass (I-90, 3,022 ft)');
    expect(said).toContain('Avoiding mountain passes keeps off the high passes');
    expect(said).toContain('Washington State Department of Transportation');
  });
});
