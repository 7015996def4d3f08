import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from '../repo-root';
import { loadRoadGraph } from './graph';
import type { ParkRoadsFile } from './park-roads-file';
import { createRoadRouter } from './road-router';

// The park-road overlay (data/park-roads.json) as built into data/roads/us-roads.bin.gz by
// scripts/build-road-graph.ts: every road is joined to the graph and drives at the park's published
// mileage, under the park's own road name.
const overlay = JSON.parse(
  readFileSync(path.join(findRepoRoot(), 'data/park-roads.json'), 'utf8'),
) as ParkRoadsFile;
const router = createRoadRouter(loadRoadGraph());
const at = (place: string) => {
  const [longitude, latitude] = overlay.places[place].lngLat;
  return { latitude, longitude };
};
// A van within every park road's size limits (Going-to-the-Sun Road: under 21 ft long and 10 ft
// high, restricted-segments.json), so the overlay's own mileage is what is measured.
const drive = (from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }) =>
  router.route([from, to], { profile: 'fastest', rvType: 'class-b', lengthFeet: 19, heightFeet: 9 });

describe('park roads the highway lines lack', () => {
  it('cites a source for every road and every place it goes through', () => {
    expect(overlay.roads.length).toBeGreaterThanOrEqual(14);
    for (const road of overlay.roads) {
      expect(road.source).toMatch(/^https?:\/\//);
      for (const place of road.through) expect(overlay.places[place]?.source).toBeTruthy();
    }
  });

  it.each(overlay.roads.map((r) => [`${r.name}, ${r.through[0]} to ${r.through.at(-1)}`, r] as const))(
    'drives %s at the published mileage, on the park road',
    (_, road) => {
      const route = drive(at(road.through[0]), at(road.through.at(-1)!));
      const expected = road.publishedMiles - (road.graphMilesBefore ?? 0);
      expect(Math.abs(route.miles - expected) / expected).toBeLessThan(0.03);
      // The drive is on the park road by its own name (the main roads list leaves out short ones).
      const names = route.roadRuns ? route.roadRuns.map((r) => r.name) : route.roads;
      expect(names).toContain(road.name);
    },
  );

  it('drives West Yellowstone to Madison Junction at the park figure, 14 miles from the West Entrance', () => {
    // The West Entrance is at the edge of town; the graph had its first miles as US-20/US-191.
    const route = drive({ latitude: 44.66224, longitude: -111.09968 }, at('Madison Junction'));
    expect(Math.abs(route.miles - 14) / 14).toBeLessThan(0.05);
  });

  it('keeps the Grand Loop at its published 142 miles', () => {
    const loop = ['Madison Junction', 'Old Faithful', 'West Thumb Junction', 'Fishing Bridge Junction'];
    const rest = [
      'Canyon Junction',
      'Tower Junction',
      'Mammoth Junction',
      'Norris Junction',
      'Madison Junction',
    ];
    const stops = [...loop, ...rest];
    let miles = 0;
    for (let i = 1; i < stops.length; i++) miles += drive(at(stops[i - 1]), at(stops[i])).miles;
    expect(Math.abs(miles - 142) / 142).toBeLessThan(0.02);
  });
});
