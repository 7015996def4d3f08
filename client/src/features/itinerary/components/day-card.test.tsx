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
