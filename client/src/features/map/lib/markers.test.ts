import { describe, expect, it } from 'vitest';
import { clusterLabel, dayGroupLabel, dayWords, markerLabel, stopMarkers } from './markers';

describe('markers', () => {
  it('pins route stops in day order, named by their day', () => {
    const markers = stopMarkers([
      { name: 'Moab, UT', latitude: 38.57, longitude: -109.55, day: 2 },
      { name: 'Denver, CO', latitude: 39.74, longitude: -104.99, day: 1 },
      { name: 'Page, AZ', latitude: 36.91, longitude: -111.46, day: 3 },
    ]);
    expect(markers.map((m) => [m.badge, m.name, markerLabel(m)])).toEqual([
      ['1', 'Denver, CO', 'Day 1: Denver, CO'],
      ['2', 'Moab, UT', 'Day 2: Moab, UT'],
      ['3', 'Page, AZ', 'Day 3: Page, AZ'],
    ]);
  });

  it('pins the start as S and a stay of several nights once, with all its days', () => {
    const glacier = { name: 'Glacier NP', latitude: 48.7, longitude: -113.7 };
    const markers = stopMarkers([
      { name: 'Minneapolis, MN', latitude: 44.98, longitude: -93.27, day: 0 },
      { name: 'Fargo, ND', latitude: 46.88, longitude: -96.79, day: 1 },
      { ...glacier, day: 2 },
      { ...glacier, day: 3 },
    ]);
    expect(markers.map((m) => [m.badge, markerLabel(m)])).toEqual([
      ['S', 'Start: Minneapolis, MN'],
      ['1', 'Day 1: Fargo, ND'],
      ['2–3', 'Days 2–3: Glacier NP'],
    ]);
  });

  it('says days in words', () => {
    expect(dayWords([0])).toBe('Start');
    expect(dayWords([4])).toBe('Day 4');
    expect(dayWords([3, 4, 5])).toBe('Days 3–5');
    expect(dayWords([0, 1, 2])).toBe('Start to Day 2');
    expect(dayWords([1, 5])).toBe('Day 1, Day 5');
  });

  it('never names a day like a count: day pins and clusters have different accessible names', () => {
    const [, day2] = stopMarkers([
      { name: 'Denver, CO', latitude: 39.74, longitude: -104.99, day: 1 },
      { name: 'Salem, OR', latitude: 44.94, longitude: -123.03, day: 2 },
    ]);
    expect(markerLabel(day2)).toBe('Day 2: Salem, OR');
    expect(clusterLabel('campground', 2)).toBe('2 campgrounds here, zoom in');
    expect(
      dayGroupLabel(
        stopMarkers([
          { name: 'Salem, OR', latitude: 44.94, longitude: -123.03, day: 3 },
          { name: 'Albany, OR', latitude: 44.64, longitude: -123.1, day: 4 },
        ]),
      ),
    ).toBe('Days 3–4: Salem, OR, Albany, OR; zoom in');
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
