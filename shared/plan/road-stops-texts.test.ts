import { describe, expect, it } from 'vitest';
import { makePlan } from '../trips/test-factories';
import { ROAD_STOPS_NOT_REPLANNED, withRoadStops } from './day-texts';

// The answer of a road-stops re-plan laid on a day: its road-stop sentences replace the old ones, and
// a park's sentence the day already says (the planner's season warning, said again by the re-plan's
// check of a park an edit put there) is said once.
describe('withRoadStops', () => {
  const edge = 'Ohanapecosh Campground usually opens in late May (...): on May 24 it may not be open yet; check.';
  const day = {
    ...makePlan(2).dailyItinerary[0],
    notes: ['Fuel: old stop.', ROAD_STOPS_NOT_REPLANNED, 'My own note.'],
    warnings: ['Fuel: old warning.', edge],
  };

  it('replaces the road-stop sentences and says a park sentence once', () => {
    const next = withRoadStops(day, { roadStops: [], notes: ['Fuel: new stop.'], warnings: [edge, 'Closed.'] });
    expect(next.notes).toEqual(['My own note.', 'Fuel: new stop.']);
    expect(next.warnings).toEqual([edge, 'Closed.']);
  });
});
