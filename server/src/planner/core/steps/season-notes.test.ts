import { describe, expect, it } from 'vitest';
import type { CampgroundRow } from '../../../catalogue/core/data';
import type { AgencySeason } from '../../../catalogue/core/agency-seasons';
import { closedNearNotes, seasonEdgeWarning } from './season-notes';
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
    expect(closedNearNotes(near, chosen, stop, ['2027-06-19', '2027-06-20', '2027-06-21'])).toEqual([
      'The Upper Loop is closed for the season on Jun 19 and Jun 20 (Test National Park\'s page, https://www.nps.gov/test/: "typical season is late June to September"), so the night is at Camp c instead.',
    ]);
    // In season, or farther than the night's park: nothing to say.
    expect(closedNearNotes(near, chosen, stop, ['2027-07-15'])).toEqual([]);
    expect(closedNearNotes(near, { row: open, distance: 1 }, stop, ['2027-06-19'])).toEqual([]);
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

// One rule for the note and the choice: whatever closes a campground on a night (openOnDate: a dated
// closure, the agency's season, the season it reports) keeps it from the night and is said on the
// day; a place not for this traveller's RV night is not named.
describe('one rule for the campgrounds closed near a named place', () => {
  const dated = row('d', {
    name: 'Dated Camp',
    closedFor: [
      {
        id: 'x',
        from: '2027-01-01',
        until: null,
        says: 'The loop is closed for repair (https://www.nps.gov/test/)',
      },
    ],
  });
  const reported = row('r', { name: 'Lakeside Campground', season: 'May-Oct' });
  const horses = row('h', { name: 'Bear Creek Horse Camp', season: 'May-Oct' });
  const open = row('o', { name: 'Open Camp' });
  const chosen = { row: open, distance: 9 };
  const near = (_: unknown, radius: number) =>
    [
      { item: dated, distance: 1 },
      { item: horses, distance: 2 },
      { item: reported, distance: 3 },
      { item: open, distance: 9 },
    ].filter((c) => c.distance <= radius);

  it('names a dated closure and a reported season alike, with why, nearest first', () => {
    expect(closedNearNotes(near, chosen, stop, ['2027-01-15'])).toEqual([
      'Dated Camp is closed on this night, so the night is at another park. The loop is closed for repair (https://www.nps.gov/test/).',
      'Lakeside Campground is closed for the season on Jan 15 (Lakeside Campground\'s OpenStreetMap season tag ("May-Oct"); as reported, so check with the park), so the night is at Open Camp instead.',
    ]);
    expect(closedNearNotes(near, chosen, stop, ['2026-07-15'])).toEqual([]);
  });

  it('names a horse camp only to a traveller who brings horses', () => {
    const notes = closedNearNotes(near, chosen, stop, ['2027-01-15'], { horses: true });
    expect(notes.some((n) => n.startsWith('Bear Creek Horse Camp is closed for the season'))).toBe(true);
  });
});
