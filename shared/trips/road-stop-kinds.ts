// The kinds of road stop, without zod: the map page's layers and markers list them and do not
// otherwise need the road stops' schemas (shared/schemas/road-stops.ts builds them from this list).

/**
 * A stop on the road between two nights: fuel (truck stops and travel centres), a rest area, a dump
 * station, potable water (a hint at a federal site), propane, or an overnight-parking location when
 * no campground fits.
 */
export const ROAD_STOP_KINDS = ['fuel', 'rest', 'dump', 'water', 'propane', 'overnight'] as const;
