import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  agencySeasonOn,
  agencySeasonsFileSchema,
  markAgencySeasons,
  spanWords,
  type AgencySeason,
} from './agency-seasons';
import { campgroundSeason, openOnDate, seasonSource } from './campground-record';
import type { CampgroundRow } from './data';
import { DATA_DIR, loadBundledData } from '../bundled-data';
import { osmCampgroundRow } from '../../test/planner-data';

const season = (more: Partial<AgencySeason> = {}): AgencySeason => ({
  id: 'osm-1',
  name: 'Test Campground',
  opens: { from: '05-21', to: '05-31' },
  closes: { from: '10-01', to: '10-10' },
  words: 'typical season is late May to early October',
  authority: 'Test National Park',
  sourceUrl: 'https://www.nps.gov/test/',
  confirmed: true,
  ...more,
});
const row = (more: Partial<CampgroundRow> = {}): CampgroundRow =>
  osmCampgroundRow('osm-1', { name: 'Test Campground', ...more });

describe("an agency's campground season", () => {
  it('is closed before the earliest opening and after the latest closing, uncertain in and near the spans', () => {
    const s = season();
    expect(agencySeasonOn(s, '2027-05-20')).toBe('closed');
    expect(agencySeasonOn(s, '2027-05-21')).toBe('opening');
    expect(agencySeasonOn(s, '2027-06-07')).toBe('opening'); // a week after the latest opening
    expect(agencySeasonOn(s, '2027-06-08')).toBe('open');
    expect(agencySeasonOn(s, '2027-09-23')).toBe('open');
    expect(agencySeasonOn(s, '2027-09-24')).toBe('closing');
    expect(agencySeasonOn(s, '2027-10-10')).toBe('closing');
    expect(agencySeasonOn(s, '2027-10-11')).toBe('closed');
    expect(agencySeasonOn(s, '2027-01-15')).toBe('closed');
  });

  it('says its spans as people do', () => {
    expect(spanWords({ from: '05-21', to: '05-31' })).toBe('late May');
    expect(spanWords({ from: '09-01', to: '09-30' })).toBe('September');
    expect(spanWords({ from: '05-01', to: '06-30' })).toBe('between early May and late June');
  });

  it("stands before the record's own season tag, and says where it was read", () => {
    // Morefield's OSM tag "24/7" is a gate's hours; a row tagged May-Oct stays open on Oct 20 by it.
    const tagged = row({ season: 'May-Oct', agencySeason: season() });
    expect(openOnDate(tagged, '2027-10-20')).toBe(false);
    expect(openOnDate(row({ season: 'May-Oct' }), '2027-10-20')).toBe(true);
    expect(campgroundSeason(tagged)).toMatchObject({
      kind: 'window',
      text: 'typical season is late May to early October',
    });
    expect(seasonSource(tagged)).toBe(
      'Test Campground\'s season on Test National Park\'s page, https://www.nps.gov/test/: "typical season is late May to early October"',
    );
  });

  it('says whose page reports a season not read on the agency\'s own, and the file refuses one that names nobody', () => {
    const reported = season({ confirmed: false, reportedBy: 'Test Radio', sourceUrl: 'https://radio.example/closing' });
    expect(seasonSource(row({ agencySeason: reported }))).toBe(
      'Test Campground\'s season on Test National Park\'s dates as given by Test Radio, https://radio.example/closing: "typical season is late May to early October"; not confirmed on the agency\'s current page',
    );
    expect(agencySeasonsFileSchema.safeParse({ rows: [reported] }).success).toBe(true);
    expect(agencySeasonsFileSchema.safeParse({ rows: [{ ...reported, reportedBy: undefined }] }).success).toBe(false);
  });

  it('marks the rows the table names and returns the ids no row has', () => {
    const rows = [row(), row({ id: 'osm-2' })];
    expect(markAgencySeasons(rows, [season(), season({ id: 'osm-9' })])).toEqual(['osm-9']);
    expect(rows[0].agencySeason?.id).toBe('osm-1');
    expect(rows[1].agencySeason).toBeUndefined();
  });

  it('data/campground-seasons.json: every row names a catalogue campground of its name, with opening before closing', () => {
    const file = agencySeasonsFileSchema.parse(
      JSON.parse(readFileSync(path.join(DATA_DIR, 'campground-seasons.json'), 'utf8')),
    );
    const byId = new Map(loadBundledData().campgrounds.rows.map((r) => [r.id, r]));
    for (const s of file.rows) {
      expect(byId.get(s.id)?.name, s.id).toBe(s.name);
      expect(byId.get(s.id)?.agencySeason, s.id).toEqual(s);
      expect(
        s.opens.from <= s.opens.to && s.opens.to < s.closes.from && s.closes.from <= s.closes.to,
        s.id,
      ).toBe(true);
      // The agency's own page, or a report of its dates that says so (reportedBy).
      if (s.confirmed) expect(s.sourceUrl, s.id).toMatch(/^https:\/\/www\.nps\.gov\//);
      else expect(s.reportedBy, s.id).toBeTruthy();
    }
  });
});
