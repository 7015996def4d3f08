// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Day } from '@shared/schemas/plan';
import { DayCard } from './day-card';

// A free overnight night as the results page shows it: what kind of place it is, $0, its rules, and
// the OpenStreetMap credit where the place comes from OpenStreetMap.
const day = (freeOvernight: NonNullable<Day['rvPark']['freeOvernight']>, attribution?: string): Day =>
  ({
    day: 1,
    date: '2027-01-12',
    title: 'Phoenix to Quartzsite',
    from: { name: 'Phoenix, AZ', latitude: 33.45, longitude: -112.07 },
    to: { name: 'Quartzsite, AZ', latitude: 33.66, longitude: -114.17 },
    distance: 128,
    driveHours: 2.2,
    nights: 1,
    activities: [],
    meals: [],
    notes: [],
    rvPark: {
      id: 'osm-1',
      name: 'Scaddan Wash Camping Area',
      amenities: [],
      amenitiesReported: true,
      nightlyFee: 0,
      nightlyFeeBasis: 'free',
      latitude: 33.66,
      longitude: -114.17,
      address: 'Scaddan Wash Camping Area (US Bureau of Land Management)',
      isPlaceholder: false,
      freeOvernight,
      ...(attribution ? { attribution, attributionUrl: 'https://www.openstreetmap.org/copyright' } : {}),
    },
  }) as unknown as Day;

describe('DayCard, free overnight nights', () => {
  afterEach(cleanup);
  it('says a public-land night is public land with no hook-ups, lists its rules and credits OpenStreetMap', () => {
    render(
      <DayCard
        day={day(
          {
            kind: 'public-land',
            rules: ['Free camping on public land run by BLM.', 'Pack out.'],
            source: 'OpenStreetMap',
          },
          '© OpenStreetMap contributors',
        )}
        reservation={undefined}
      />,
    );
    const night = screen.getByRole('region', { name: 'Day 1 free overnight' });
    expect(night).toHaveTextContent('Free overnight: public land, no hook-ups');
    expect(night).not.toHaveTextContent('not a campground');
    expect(within(night).getByRole('list', { name: 'Rules for the night' }).children).toHaveLength(2);
    expect(within(night).getByTestId('osm-credit')).toHaveTextContent('© OpenStreetMap contributors');
  });

  it('says a store lot is not a campground, without an OpenStreetMap credit it does not need', () => {
    render(
      <DayCard
        day={day({ kind: 'store', rules: ['Ask the store manager.'], source: 'All The Places' })}
        reservation={undefined}
      />,
    );
    const night = screen.getByRole('region', { name: 'Day 1 free overnight' });
    expect(night).toHaveTextContent('Free overnight: not a campground');
    expect(within(night).queryByTestId('osm-credit')).toBeNull();
  });
});

// The pages a park's own texts cite (a public-land night's stay-limit rule, a park's warning) open
// from the card for the trip's owner; on a trip shared read-only they stay text.
describe('DayCard, the addresses in a park’s texts', () => {
  afterEach(cleanup);
  const RULE_SOURCE =
    'https://www.ecfr.gov/current/title-43/subtitle-B/chapter-II/subchapter-H/part-8360/subpart-8365/section-8365.1-2';
  const RULE = `Stay limits are set by the managing office (on BLM land under 43 CFR 8365.1-2, ${RULE_SOURCE}); one night is within any of them.`;
  const WARNING_SOURCE = 'https://www.nps.gov/romo/planyourvisit/campgrounds.htm';
  const WARNING = `Closed for the season on these nights (Rocky Mountain National Park: ${WARNING_SOURCE}).`;
  const freeNight = () => day({ kind: 'public-land', rules: [RULE, 'Pack out.'], source: 'OpenStreetMap' });
  const warnedPark = (): Day => {
    const d = day({ kind: 'store', rules: [], source: 'All The Places' });
    const { freeOvernight: _none, ...park } = d.rvPark;
    return { ...d, rvPark: { ...park, nightlyFee: 30, nightlyFeeBasis: 'reported', warning: WARNING } };
  };

  it("links a free night's rule source and a park's warning source, in a new tab, for the owner", () => {
    const { unmount } = render(<DayCard day={freeNight()} reservation={undefined} linkify />);
    const rules = screen.getByRole('list', { name: 'Rules for the night' });
    const link = within(rules).getByRole('link', { name: RULE_SOURCE });
    expect(link).toHaveAttribute('href', RULE_SOURCE);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
    expect(rules).toHaveTextContent(RULE);
    unmount();

    render(<DayCard day={warnedPark()} reservation={undefined} linkify />);
    const park = screen.getByRole('region', { name: 'Day 1 RV park' });
    expect(within(park).getByRole('link', { name: WARNING_SOURCE })).toHaveAttribute('href', WARNING_SOURCE);
    expect(park).toHaveTextContent(WARNING);
  });

  it('leaves them as text on a trip shared read-only (linkify off, the default)', () => {
    const { unmount } = render(<DayCard day={freeNight()} reservation={undefined} />);
    expect(screen.getByRole('list', { name: 'Rules for the night' })).toHaveTextContent(RULE);
    expect(screen.queryByRole('link', { name: RULE_SOURCE })).toBeNull();
    unmount();

    render(<DayCard day={warnedPark()} reservation={undefined} />);
    const park = screen.getByRole('region', { name: 'Day 1 RV park' });
    expect(park).toHaveTextContent(WARNING);
    expect(within(park).queryByRole('link', { name: WARNING_SOURCE })).toBeNull();
  });
});
