import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// RVers' walks: a plan booked Mount Rainier's Ohanapecosh Campground for late October, weeks after
// the park closes it for the season. The agencies' campground seasons (data/campground-seasons.json)
// now keep a plan off a campground out of season, the day says why, and the weeks its opening or
// closing may fall in are said.
const data = loadBundledData();
const plan = (from: string, to: string, departureDate: string): Promise<TripPlan> =>
  planTrip(
    generateTripInputSchema.parse({ fromLocation: from, toLocation: to, departureDate, duration: 2 }),
    data,
    {
      now: fixedNow,
    },
  );
const parks = (p: TripPlan) => p.dailyItinerary.map((d) => d.rvPark.name);
const notes = (p: TripPlan) => p.dailyItinerary.flatMap((d) => d.notes ?? []);
const warnings = (p: TripPlan) => p.dailyItinerary.flatMap((d) => d.warnings ?? []);

describe("the agencies' campground seasons in a plan", () => {
  it('never books Ohanapecosh in late October, and the day says why the night is elsewhere', async () => {
    const p = await plan('Yakima, WA', 'Ohanapecosh Campground, WA', '2027-10-25');
    expect(parks(p)).not.toContain('Ohanapecosh Campground');
    expect(p.dailyItinerary[0].rvPark.isPlaceholder).toBeFalsy();
    expect(notes(p)).toContainEqual(
      expect.stringMatching(
        /^Ohanapecosh Campground is closed for the season on Oct 25 and Oct 26 \(Mount Rainier National Park's page, https:\/\/www\.nps\.gov\/mora\/planyourvisit\/campgrounds\.htm: "typical season is late May to early October"\), so the night is at .+ instead\.$/,
      ),
    );
  });

  it('books Ohanapecosh in its closing weeks with a warning to check, and in July without one', async () => {
    const early = await plan('Yakima, WA', 'Ohanapecosh Campground, WA', '2027-10-04');
    expect(parks(early)[0]).toBe('Ohanapecosh Campground');
    expect(warnings(early)).toContainEqual(
      expect.stringMatching(
        /^Ohanapecosh Campground usually closes in early October .*: by Oct 4 and Oct 5 it may have closed/,
      ),
    );
    const july = await plan('Yakima, WA', 'Ohanapecosh Campground, WA', '2027-07-14');
    expect(parks(july)[0]).toBe('Ohanapecosh Campground');
    expect([...notes(july), ...warnings(july)].join(' ')).not.toMatch(
      /closed for the season|usually (opens|closes) in/,
    );
  });

  it("keeps White River (late June to September) closed on a June 5 night, and warns of the next park's opening weeks", async () => {
    const p = await plan('Yakima, WA', 'White River Campground, WA', '2027-06-05');
    expect(parks(p)).not.toContain('White River Campground');
    expect(notes(p)).toContainEqual(
      expect.stringMatching(/^White River Campground is closed for the season on Jun 5 and Jun 6 /),
    );
    // Its night is at Ohanapecosh, open from late May: in its first weeks, the day says to check.
    if (parks(p)[0] === 'Ohanapecosh Campground')
      expect(warnings(p)).toContainEqual(
        expect.stringMatching(/^Ohanapecosh Campground usually opens in late May/),
      );
  });

  it("books none of Lassen's seasonal campgrounds on November nights, naming the closed ones near the park", async () => {
    const p = await plan('Redding, CA', 'Lassen Volcanic National Park', '2027-11-10');
    const seasonal = new Set(
      data.campgrounds.rows.filter((r) => r.agencySeason?.park === 'lavo').map((r) => r.name),
    );
    expect(seasonal.size).toBeGreaterThan(5);
    for (const name of parks(p)) expect(seasonal.has(name)).toBe(false);
    expect(notes(p)).toContainEqual(
      expect.stringMatching(
        / is closed for the season on Nov 10 and Nov 11 \(Lassen Volcanic National Park's page, /,
      ),
    );
  });
});
