import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { agencyLimitsFileSchema, markAgencyLimits, type AgencyLimit } from './agency-limits';
import { maxLengthFeet } from './campground-record';
import { fitsRig } from './campground-needs';
import { DATA_DIR, loadBundledData } from '../bundled-data';
import { osmCampgroundRow } from '../../test/planner-data';

// A campground's length limit in its agency's words (data/campground-limits.json) stands before
// what the catalogue reports: Lava Point's road takes no vehicle over 19 ft.
const limit = (more: Partial<AgencyLimit> = {}): AgencyLimit => ({
  id: 'osm-1',
  name: 'Test Campground',
  maxLengthFeet: 19,
  words: 'Vehicles longer than 19 feet are not permitted on the road to the campground.',
  authority: 'Test National Park',
  sourceUrl: 'https://www.nps.gov/test/',
  confirmed: true,
  ...more,
});

describe("a campground's length limit in its agency's words", () => {
  it('stands before the length the record reports, and keeps a longer rig off', () => {
    const row = osmCampgroundRow('osm-1', { maxLength: '40 ft' });
    expect(markAgencyLimits([row], [limit(), limit({ id: 'osm-9' })])).toEqual(['osm-9']);
    expect(maxLengthFeet(row)).toBe(19);
    expect(fitsRig(row, 'class-b', 18)).toBe(true);
    expect(fitsRig(row, 'class-c', 24)).toBe(false);
  });

  it('names who reports a limit not read on the agency page', () => {
    expect(agencyLimitsFileSchema.safeParse({ rows: [limit({ confirmed: false })] }).success).toBe(false);
    expect(
      agencyLimitsFileSchema.safeParse({ rows: [limit({ confirmed: false, reportedBy: 'a guide' })] })
        .success,
    ).toBe(true);
  });

  it('data/campground-limits.json: every row names a catalogue campground of its name, from the agency page', () => {
    const file = agencyLimitsFileSchema.parse(
      JSON.parse(readFileSync(path.join(DATA_DIR, 'campground-limits.json'), 'utf8')),
    );
    const byId = new Map(loadBundledData().campgrounds.rows.map((r) => [r.id, r]));
    for (const s of file.rows) {
      expect(byId.get(s.id)?.name, s.id).toBe(s.name);
      expect(byId.get(s.id)?.agencyLimit, s.id).toEqual(s);
      expect(s.words, s.id).toContain(`${s.maxLengthFeet} f`);
      if (s.confirmed) expect(s.sourceUrl, s.id).toMatch(/^https:\/\/www\.nps\.gov\//);
      else expect(s.reportedBy, s.id).toBeTruthy();
    }
  });
});
