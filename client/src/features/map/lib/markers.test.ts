import { describe, expect, it } from 'vitest';
import { clusterLabel, markerLabel, stopMarkers } from './markers';

describe('markers', () => {
  it('numbers route stops in day order', () => {
    const markers = stopMarkers([
      { name: 'Moab, UT', latitude: 38.57, longitude: -109.55, day: 2 },
      { name: 'Denver, CO', latitude: 39.74, longitude: -104.99, day: 1 },
      { name: 'Page, AZ', latitude: 36.91, longitude: -111.46, day: 3 },
    ]);
    expect(markers.map((m) => [m.badge, m.name])).toEqual([
      ['1', 'Denver, CO'],
      ['2', 'Moab, UT'],
      ['3', 'Page, AZ'],
    ]);
    expect(markerLabel(markers[0])).toBe('Stop 1: Denver, CO');
  });

  it('names markers and clusters for screen readers', () => {
    expect(
      markerLabel({ id: 'p', kind: 'park', latitude: 0, longitude: 0, name: 'Zion National Park' }),
    ).toBe('National park: Zion National Park');
    expect(
      markerLabel({ id: 'c', kind: 'campground', latitude: 0, longitude: 0, name: 'Devils Garden' }),
    ).toBe('Campground: Devils Garden');
    expect(clusterLabel('campground', 12)).toBe('12 campgrounds here, zoom in');
  });
});
