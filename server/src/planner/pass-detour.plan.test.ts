import { describe, expect, it } from 'vitest';
import { decodeLine } from '@shared/plan/polyline';
import { generateTripInputSchema } from '@shared/schemas/plan';
import type { Day } from '@shared/schemas/plan';
import { segmentsOnLine } from '../routing/restricted-segments';
import { asSegment, sharedSeasonTables } from '../routing/seasons';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

const data = loadBundledData();
const plan = (fromLocation: string, toLocation: string, duration: number) =>
  planTrip(
    generateTripInputSchema.parse({
      fromLocation,
      toLocation,
      departureDate: '2027-07-10',
      duration,
      avoidPasses: true,
    }),
    data,
    { now: fixedNow },
  );
const passes = sharedSeasonTables().passes.map(asSegment);
// The passes a day's drawn drive crosses.
const crossed = (days: readonly Day[]) =>
  days.flatMap((d) => {
    if (!d.geometry) return [];
    const pts = decodeLine(d.geometry);
    const line = { lat: pts.map((p) => p[0]), lng: pts.map((p) => p[1]) };
    return segmentsOnLine(line, passes, { propaneOnBoard: true }).map((s) => s.segment.id);
  });
const miles = String.raw`[\d,]+ miles \((?:\d+ h )?\d+ min\)|[\d,]+ miles \(\d+ h\)`;

// Asked to avoid mountain passes, the way round is taken at any length, and the day says what it
// costs: more than 15 % longer, a note with the miles and hours over the pass and round it; more
// than twice the drive over the pass, a warning that says so and how to cross it instead.
describe('the way round a pass the traveller asked to avoid', () => {
  it('Aspen to Twin Lakes: round Independence Pass (about 700 miles for 40) is a warning on the day, on every option', async () => {
    const p = await plan('Aspen, CO', 'Twin Lakes (Lake County), CO', 2);
    expect(p.selectedRoute).toBe('balanced');
    const far = new RegExp(
      `^Avoided Independence Pass \\(CO-82, 12,095 ft\\): you asked to avoid mountain passes, and the way round is more than twice as long: about (${miles}) against (${miles}) over it, (${miles}) more\\. To cross the pass instead, turn off "Avoid mountain passes"\\.$`,
    );
    for (const option of p.routeOptions) {
      const days = option.dailyItinerary;
      // Every option keeps the traveller's rule, not only the chosen one.
      expect(crossed(days), option.type).toEqual([]);
      const warned = days.flatMap((d) => (d.warnings ?? []).filter((w) => far.test(w)));
      expect(warned, option.type).toHaveLength(1);
      // Never also a quiet note.
      expect(
        days
          .flatMap((d) => d.notes)
          .filter((n) => n.startsWith('Avoided Independence Pass') && n.includes('twice')),
        option.type,
      ).toEqual([]);
    }
  }, 120_000);

  it('Alamosa to Durango: round Wolf Creek Pass (under twice the drive over it) is a note with both ways in miles and hours', async () => {
    const p = await plan('Alamosa, CO', 'Durango, CO', 3);
    const near = new RegExp(
      `^Avoided Wolf Creek Pass \\(US-160, 10,857 ft\\): you asked to avoid mountain passes; the way round is about (${miles}) longer than the (${miles}) over it\\.$`,
    );
    const day = p.dailyItinerary[0];
    expect(day.notes.filter((n) => near.test(n))).toHaveLength(1);
    expect((day.warnings ?? []).filter((w) => w.startsWith('Avoided Wolf Creek'))).toEqual([]);
  }, 120_000);
});
