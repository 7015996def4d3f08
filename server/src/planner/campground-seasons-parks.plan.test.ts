import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// The campground seasons of the Rocky Mountain and Northwest parks RVers drive most
// (data/campground-seasons.json): Grand Teton's, Yellowstone's Bridge Bay, Canyon, Indian Creek and
// Lewis Lake, Yosemite's seasonal ones, Glacier's,
// Mesa Verde's Morefield, Rocky Mountain's and Rainier's Cougar Rock. Most were not read on the
// park's current page: their rows name who gives the park's dates, and the day says so.
const data = loadBundledData();
const plan = (from: string, to: string, departureDate: string): Promise<TripPlan> =>
  planTrip(generateTripInputSchema.parse({ fromLocation: from, toLocation: to, departureDate, duration: 2 }), data, {
    now: fixedNow,
  });
const parks = (p: TripPlan) => p.dailyItinerary.map((d) => d.rvPark.name);
const notes = (p: TripPlan) => p.dailyItinerary.flatMap((d) => d.notes ?? []);
const warnings = (p: TripPlan) => p.dailyItinerary.flatMap((d) => d.warnings ?? []);
const seasonalIn = (park: string) =>
  new Set(data.campgrounds.rows.filter((r) => r.agencySeason?.park === park).map((r) => r.name));

describe("the parks' campground seasons in a plan", () => {
  it("never books Jenny Lake in October, saying whose page gives Grand Teton's dates", async () => {
    const p = await plan('Jackson, WY', 'Jenny Lake Campground, WY', '2027-10-10');
    expect(parks(p)).not.toContain('Jenny Lake Campground');
    expect(p.dailyItinerary[0].rvPark.isPlaceholder).toBeFalsy();
    expect(notes(p)).toContainEqual(
      expect.stringMatching(
        /^Jenny Lake Campground is closed for the season on Oct 10 and Oct 11 \(Grand Teton National Park's dates as given by SweetwaterNOW and other papers printing the park's releases, https:\/\/www\.sweetwaternow\.com\/113422-2\/: ".+"; not confirmed on the agency's current page\), so the night is at .+ instead\.$/,
      ),
    );
  });

  it('books Colter Bay in late September with a warning of its closing weeks', async () => {
    const p = await plan('Jackson, WY', 'Colter Bay Campground, WY', '2027-09-26');
    expect(parks(p)[0]).toBe('Colter Bay Campground');
    expect(warnings(p)).toContainEqual(
      expect.stringMatching(/^Colter Bay Campground usually closes between late September and early October \(Grand Teton National Park's dates/),
    );
  });

  it("books none of Yellowstone's campgrounds with a season on an October night", async () => {
    const seasonal = seasonalIn('yell');
    expect([...seasonal]).toEqual(expect.arrayContaining(['Bridge Bay Campground', 'Canyon Campground']));
    const p = await plan('West Yellowstone, MT', 'Yellowstone National Park', '2027-10-05');
    for (const name of parks(p)) expect(seasonal.has(name), name).toBe(false);
  });

  it("keeps Glacier's Many Glacier Campground closed in April, Mesa Verde's Morefield in November and Rocky Mountain's Timber Creek in November", async () => {
    const manyGlacier = await plan('Kalispell, MT', 'Many Glacier Campground, MT', '2027-04-20');
    expect(parks(manyGlacier)).not.toContain('Many Glacier Campground');
    expect(notes(manyGlacier)).toContainEqual(
      expect.stringMatching(/^Many Glacier Campground is closed for the season on Apr 20 and Apr 21 \(Glacier National Park's dates as given by the park's 2008 campground dates page/),
    );
    const morefield = await plan('Cortez, CO', 'Morefield Campground, CO', '2027-11-10');
    expect(parks(morefield)).not.toContain('Morefield Campground');
    expect(notes(morefield)).toContainEqual(expect.stringMatching(/^Morefield Campground is closed for the season on Nov 10 and Nov 11 \(Mesa Verde National Park's dates/));
    const timberCreek = await plan('Granby, CO', 'Timber Creek Campground, CO', '2027-11-10');
    expect(parks(timberCreek)).not.toContain('Timber Creek Campground');
    for (const name of parks(timberCreek)) expect(seasonalIn('romo').has(name), name).toBe(false);
  });

  it('books Morefield in July without a word of its season', async () => {
    const p = await plan('Cortez, CO', 'Morefield Campground, CO', '2027-07-10');
    expect(parks(p)[0]).toBe('Morefield Campground');
    expect([...notes(p), ...warnings(p)].join(' ')).not.toMatch(/closed for the season|usually (opens|closes) in/);
  });

  it("keeps Rainier's Cougar Rock closed on an October 20 night, as Ohanapecosh", async () => {
    const p = await plan('Tacoma, WA', 'Cougar Rock Campground, WA', '2027-10-20');
    expect(parks(p)).not.toContain('Cougar Rock Campground');
    expect(notes(p)).toContainEqual(
      expect.stringMatching(/^Cougar Rock Campground is closed for the season on Oct 20 and Oct 21 \(Mount Rainier National Park's dates as given by Visit Rainier/),
    );
  });

  it("books Yellowstone's Indian Creek in July, not in October, saying who gives its dates", async () => {
    expect(parks(await plan('Gardiner, MT', 'Indian Creek, WY', '2027-07-10'))[0]).toBe('Indian Creek');
    const p = await plan('Gardiner, MT', 'Indian Creek, WY', '2027-10-05');
    expect(parks(p)).not.toContain('Indian Creek');
    expect(notes(p)).toContainEqual(
      expect.stringMatching(/^Indian Creek is closed for the season on Oct 5 and Oct 6 \(Yellowstone National Park's dates as given by KIFI News/),
    );
  });

  it("books Yosemite's Tuolumne Meadows in July, not in October", async () => {
    expect(parks(await plan('Lee Vining, CA', 'Tuolumne Meadows Campground, CA', '2027-07-20'))[0]).toBe(
      'Tuolumne Meadows Campground',
    );
    const p = await plan('Lee Vining, CA', 'Tuolumne Meadows Campground, CA', '2027-10-10');
    expect(parks(p)).not.toContain('Tuolumne Meadows Campground');
    expect(notes(p)).toContainEqual(
      expect.stringMatching(/^Tuolumne Meadows Campground is closed for the season on Oct 10 and Oct 11 \(Yosemite National Park's dates as given by Yosemite Blog/),
    );
    for (const name of parks(p)) expect(seasonalIn('yose').has(name), name).toBe(false);
  });
});
