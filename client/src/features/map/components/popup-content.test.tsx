// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Campground } from '@shared/schemas/places';
import { CampgroundPopup } from './popup-content';

const base: Campground = {
  id: 'osm-1363664921',
  name: 'Honey Bear Campground',
  description: '',
  type: 'unknown',
  source: 'places service',
  amenities: [],
  amenitiesReported: true,
  latitude: 36.19,
  longitude: -81.71,
};

describe("a campground popup's kind", () => {
  afterEach(cleanup);

  it('says "Campground" when nothing says who runs the park, never "Public campground"', () => {
    render(<CampgroundPopup campground={base} />);
    expect(screen.getByText('Campground')).toBeTruthy();
    expect(screen.queryByText(/Public campground/)).toBeNull();
  });

  it('says who runs it when the record does', () => {
    render(<CampgroundPopup campground={{ ...base, id: 'osm-2', type: 'private' }} />);
    expect(screen.getByText('Private campground')).toBeTruthy();
  });
});
