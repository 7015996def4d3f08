import { describe, expect, it } from 'vitest';
import type { RouteRestriction } from '../../../routing/road-router';
import { roadRuleTexts } from './day-notes';

// A day's road rules less a road its season note names as closed (day-notes.ts' roadRuleTexts).
describe("a day's road rules beside its season note", () => {
  // Old Fall River Road is a row of both tables: the restricted segments' (over 25 ft) and the
  // seasonal roads' (closed from about October to July), under one id.
  const seasonal = (r: Omit<RouteRestriction, 'seasonClosed'>): RouteRestriction => ({
    ...r,
    seasonClosed: true,
  });
  const gone = seasonal({
    id: 'old-fall-river-road',
    kind: 'avoided',
    note: 'Avoided Old Fall River Road: closed for winter.',
    index: 1,
  });
  const short = seasonal({
    ...gone,
    note: 'Ends short of Old Fall River Road: closed for winter.',
    short: true,
    index: 2,
  });
  const size: RouteRestriction = {
    id: 'old-fall-river-road',
    kind: 'avoided',
    note: 'Avoided Old Fall River Road: your rig is 38 ft long.',
    index: 1,
  };
  const other = seasonal({
    id: 'trail-ridge-road',
    kind: 'avoided',
    note: 'Avoided Trail Ridge Road: closed for winter.',
    index: 3,
  });
  const driven = seasonal({
    id: 'old-fall-river-road',
    kind: 'passes',
    note: 'This drive needs Old Fall River Road.',
    index: 1,
  });

  it("drops the road's closure for the season, as gone around or ended short of, when the season note names it", () => {
    const said = new Set(['old-fall-river-road']);
    expect(roadRuleTexts([gone, short, other], said)).toEqual({ notes: [other.note], warnings: [] });
    // Named by no season note that day: said as before (the end short once).
    expect(roadRuleTexts([gone, short, other])).toEqual({ notes: [short.note, other.note], warnings: [] });
  });

  it("still says the rig's limit on the same road, and a warning of it", () => {
    const said = new Set(['old-fall-river-road']);
    expect(roadRuleTexts([size, short, driven], said)).toEqual({
      notes: [size.note],
      warnings: [driven.note],
    });
  });
});
