import { describe, expect, it } from 'vitest';
import { loadBundledData } from '../catalogue/bundled-data';
import { sharedRoadGraph } from './graph';
import { createRoadRouter } from './road-router';

// Through routes the source lines break, joined by the graph builder's through-route rule
// (scripts/road-gaps.ts): before it, US-97 was cut on both sides of Redmond, OR, and every Central
// Oregon drive went round by Sisters (Redmond to Bend 42 mi on OR-126 and US-20); US-191 was cut
// north of West Yellowstone, MT (West Yellowstone to Bozeman 121 mi by the shortest way left).
// Road miles to compare with (secondary sources, unconfirmed): Bend 16 miles south of Redmond and
// Madras 25 miles north on Highway 97 (City of Redmond's routes page, https://redmondgov.org/routes,
// read 2026-12-06), so Madras to Bend about 41; Bozeman to West Yellowstone on US-191 "about 90
// miles" (http://knightadventures.blogspot.com/2009/04/highway-191-to-west-yellowstone-mt.html,
// read 2026-12-06).
const router = createRoadRouter(sharedRoadGraph());
const { gazetteer } = loadBundledData();
const drive = (from: string, to: string) =>
  router.route([gazetteer.resolve(from)!, gazetteer.resolve(to)!], { profile: 'fastest', rvType: 'class-c' });

describe('through routes joined across gaps in the source lines', () => {
  it.each([
    { from: 'Redmond, OR', to: 'Bend, OR', miles: 16, road: 'US-97' },
    { from: 'Madras, OR', to: 'Bend, OR', miles: 41, road: 'US-97' },
    { from: 'Redmond, OR', to: 'Madras, OR', miles: 25, road: 'US-97' },
    { from: 'West Yellowstone, MT', to: 'Bozeman, MT', miles: 90, road: 'US-191' },
  ])('drives $from to $to within 10 percent of $miles road miles, on $road', ({ from, to, miles, road }) => {
    const p = drive(from, to);
    expect(Math.abs(p.miles - miles) / miles).toBeLessThan(0.1);
    expect(p.roads).toContain(road);
  });

  it('keeps Terrebonne to Redmond on US-97, not round by OR-370 and OR-126', () => {
    const p = drive('Terrebonne, OR', 'Redmond, OR');
    expect(p.miles).toBeLessThan(10);
    expect(p.roads).not.toContain('OR-370');
  });
});
