import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { openOnDate } from '../catalogue/core/campgrounds';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// A campground the traveller names, closed on the nights by the season it reports (not an agency's
// page): the planner kept it off (the rule every night's choice uses), and said so only for the
// agencies' seasons and dated closures. KOA Circle Pines (Williams, AZ: OpenStreetMap's season "Mar
// 15-Nov 04 unknown; Nov 05-Mar 14 closed") and Twin Points (Lake Keystone, OK: "Nov 01-Mar 31
// closed") as a stop or the destination in January slept elsewhere in silence. One rule now makes
// both the choice and the note.
const data = loadBundledData();
const plan = (input: object): Promise<TripPlan> =>
  planTrip(generateTripInputSchema.parse({ rvType: 'class-c', ...input }), data, { now: fixedNow });
const circlePines = { name: 'KOA Circle Pines', latitude: 35.26002, longitude: -112.1176 };
const row = (name: string) => data.campgrounds.rows.find((r) => r.name === name)!;
const closedNote = (p: TripPlan, name: string) =>
  p.dailyItinerary.flatMap((d) => d.notes).filter((n) => n.startsWith(`${name} is closed for the season on`));

describe('a named campground closed by the season it reports', () => {
  it('the data: both report their season, and are closed in January and open in July', () => {
    for (const name of ['KOA Circle Pines', 'Twin Points']) {
      expect(row(name).agencySeason).toBeUndefined();
      expect(openOnDate(row(name), '2027-01-15')).toBe(false);
      expect(openOnDate(row(name), '2027-07-15')).toBe(true);
    }
  });

  it('as a stop in January: the night is elsewhere, and the day says why, with the season as reported', async () => {
    const p = await plan({
      fromLocation: 'Phoenix, AZ',
      toLocation: 'Las Vegas, NV',
      departureDate: '2027-01-15',
      duration: 3,
      stops: [{ ...circlePines, nights: 1 }],
    });
    const day = p.dailyItinerary[0];
    expect(day.rvPark.name).not.toBe('KOA Circle Pines');
    expect(closedNote(p, 'KOA Circle Pines')).toEqual([
      `KOA Circle Pines is closed for the season on Jan 15 (KOA Circle Pines's OpenStreetMap season tag ("Mar 15-Nov 04 unknown; Nov 05-Mar 14 closed"); as reported, so check with the park), so the night is at ${day.rvPark.name} instead.`,
    ]);
  }, 120_000);

  it('as the destination in January, on every night it is closed; in July, the night is there', async () => {
    const january = await plan({
      fromLocation: 'Tulsa, OK',
      toLocation: 'Twin Points',
      departureDate: '2027-01-15',
      duration: 2,
      stops: [],
    });
    expect(january.dailyItinerary.map((d) => d.rvPark.name)).not.toContain('Twin Points');
    expect(closedNote(january, 'Twin Points')).toEqual([
      expect.stringMatching(
        /^Twin Points is closed for the season on Jan 15 and Jan 16 \(Twin Points's OpenStreetMap season tag/,
      ),
    ]);
    const july = await plan({
      fromLocation: 'Tulsa, OK',
      toLocation: 'Twin Points',
      departureDate: '2027-07-15',
      duration: 2,
    });
    expect(closedNote(july, 'Twin Points')).toEqual([]);
  }, 120_000);
});
