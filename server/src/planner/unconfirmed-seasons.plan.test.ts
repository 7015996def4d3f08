import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// Unconfirmed seasonal dates: most rows of data/seasonal-roads.json take their
// dates from a secondary source (confirmed: false). Every note a traveller reads from such a row
// says so, once: after a note of a road gone around, inside the parentheses of one that already
// says to check before you go. A confirmed row's notes say nothing of it.
const data = loadBundledData();
const plan = (input: object): Promise<TripPlan> =>
  planTrip(generateTripInputSchema.parse({ duration: 2, rvType: 'class-c', ...input }), data, {
    now: fixedNow,
  });
const said = (p: TripPlan) => p.dailyItinerary.flatMap((d) => [...(d.notes ?? []), ...(d.warnings ?? [])]);
const TAIL = "Reported, not confirmed on the agency's own page: check before you go.";
const ASIDE = "dates reported, not confirmed on the agency's own page";
const count = (text: string, part: string) => text.split(part).length - 1;

describe("seasonal roads' unconfirmed dates", () => {
  it('a road gone around in January says its dates are reported, once', async () => {
    const p = await plan({
      fromLocation: 'Redding, CA',
      toLocation: 'Susanville, CA',
      departureDate: '2027-01-15',
      stops: [{ name: 'Butte Lake Campground', latitude: 40.565, longitude: -121.30528, nights: 1 }],
    });
    const note = said(p).find((n) => n.startsWith("Avoided Lassen's Butte Lake Road"));
    expect(note).toBeDefined();
    expect(note!.endsWith(` ${TAIL}`)).toBe(true);
    expect(count(note!, 'not confirmed')).toBe(1);
  }, 120_000);

  it("a park's closed road in its activity notes says so in its parentheses, with one 'check before you go'", async () => {
    const p = await plan({
      fromLocation: 'Fresno, CA',
      toLocation: 'Yosemite National Park',
      departureDate: '2027-12-10',
    });
    const note = said(p).find((n) => n.startsWith('Tioga Road'));
    expect(note).toBe(
      `Tioga Road (Tioga Pass) (CA-120) is usually closed from about November 15 to about June 1 (Yosemite National Park: https://www.nps.gov/yose/planyourvisit/conditions.htm; ${ASIDE}). Check the park's road status before you go.`,
    );
  }, 120_000);

  it('a road in its uncertain weeks says its dates are reported, inside the parentheses', async () => {
    const p = await plan({
      fromLocation: 'Leadville, CO',
      toLocation: 'Aspen, CO',
      departureDate: '2027-06-01',
    });
    const note = said(p).find((n) => n.startsWith('Independence Pass (CO-82) usually opens about'));
    expect(note).toBeDefined();
    expect(note).toMatch(
      new RegExp(
        `check that it is open before you go \\(Colorado Department of Transportation: [^;]+; ${ASIDE}\\)\\.$`,
      ),
    );
    expect(count(note!, 'not confirmed')).toBe(1);
  }, 120_000);

  it("a confirmed row's note (the Snowy Range Road, WYDOT's page) says nothing of it", async () => {
    const p = await plan({
      fromLocation: 'Laramie, WY',
      toLocation: 'Saratoga, WY',
      departureDate: '2027-01-12',
    });
    const note = said(p).find((n) => /Snowy Range Road/.test(n));
    expect(note).toBeDefined();
    expect(note).not.toMatch(/not confirmed/);
  }, 120_000);
});
