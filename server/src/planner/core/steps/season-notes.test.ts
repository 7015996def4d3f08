import { describe, expect, it } from 'vitest';
import type { CampgroundRow } from '../../../catalogue/core/data';
import type { AgencySeason } from '../../../catalogue/core/agency-seasons';
import { outOfSeasonNotes, seasonEdgeWarning } from './season-notes';
import { osmCampgroundRow } from '../../../test/planner-data';

const season: AgencySeason = {
  id: 'a',
  name: 'the Upper Loop',
  opens: { from: '06-21', to: '06-30' },
  closes: { from: '09-01', to: '09-30' },
  words: 'typical season is late June to September',
  authority: 'Test National Park',
  sourceUrl: 'https://www.nps.gov/test/',
  confirmed: true,
};
const row = (id: string, more: Partial<CampgroundRow> = {}): CampgroundRow => osmCampgroundRow(id, more);
const stop = { latitude: 46.7, longitude: -121.6 };

describe('the day and the campgrounds closed for the season', () => {
  const closed = row('a', { name: 'the Upper Loop', agencySeason: season });
  const far = row('b', { agencySeason: { ...season, id: 'b' } });
  const open = row('c');
  const chosen = { row: open, distance: 8 };
  const near = (_: unknown, radius: number) =>
    [
      { item: closed, distance: 2 },
      { item: open, distance: 8 },
      { item: far, distance: 12 },
    ].filter((c) => c.distance <= radius);

  it('names a closed campground nearer the stop than the night, and why, on the nights it is closed', () => {
    expect(outOfSeasonNotes(near, chosen, stop, ['2027-06-19', '2027-06-20', '2027-06-21'])).toEqual([
      'The Upper Loop is closed for the season on Jun 19 and Jun 20 (Test National Park\'s page, https://www.nps.gov/test/: "typical season is late June to September"), so the night is at Camp c instead.',
    ]);
    // In season, or farther than the night's park: nothing to say.
    expect(outOfSeasonNotes(near, chosen, stop, ['2027-07-15'])).toEqual([]);
    expect(outOfSeasonNotes(near, { row: open, distance: 1 }, stop, ['2027-06-19'])).toEqual([]);
  });

  it("warns of a chosen campground's opening and closing weeks, and not in the middle of its season", () => {
    expect(seasonEdgeWarning(closed, ['2027-06-25'])).toMatch(
      /^The Upper Loop usually opens in late June \(Test National Park's page, .*\): on Jun 25 it may not be open yet; the dates vary/,
    );
    expect(seasonEdgeWarning(closed, ['2027-09-10', '2027-09-11'])).toMatch(
      /^The Upper Loop usually closes in September .*: by Sep 10 and Sep 11 it may have closed for the season;/,
    );
    expect(seasonEdgeWarning(closed, ['2027-08-01'])).toBeUndefined();
    expect(seasonEdgeWarning(open, ['2027-06-25'])).toBeUndefined();
  });
});
