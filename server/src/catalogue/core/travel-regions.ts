import { z } from 'zod';
import type { PlaceRow } from './data';
import type { LandmarkRow, RegionPlacing } from './gazetteer-types';

export type { RegionPlacing } from './gazetteer-types';

// Regions travellers name as a destination ("Cape Cod, MA", "the Outer Banks"), which are no one
// place: each is planned at a town of it (data/travel-regions.json), and the plan says so.

export const travelRegionSchema = z.object({
  name: z.string(),
  state: z.string().length(2),
  /** The gazetteer town the region is planned at ("Hyannis"), in the region's state. */
  placedAt: z.string(),
  /** Why that town: what the source says of it ("the commercial hub of Cape Cod"). */
  why: z.string(),
  source: z.string(),
  sourceUrl: z.string().url(),
  /** true only where an agency's own page says it; else a secondary page. */
  confirmed: z.boolean(),
});
export type TravelRegion = z.infer<typeof travelRegionSchema>;
export const travelRegionsFileSchema = z.object({ rows: z.array(travelRegionSchema) });

/**
 * The regions as the place search's landmarks, each at its town's own point (the gazetteer row of
 * that name in the region's state); a region whose town is not in the gazetteer, or is two towns
 * of one name there, is an error (the table is checked by a test).
 */
export function regionLandmarks(
  regions: readonly TravelRegion[],
  places: readonly PlaceRow[],
): LandmarkRow[] {
  return regions.map((r) => {
    const towns = places.filter(([name, state]) => name === r.placedAt && state === r.state);
    if (towns.length !== 1)
      throw new Error(
        `travel-regions.json: ${r.name}, ${r.state} is placed at ${r.placedAt}, which names ${towns.length} gazetteer towns`,
      );
    const [, state, lat, lng] = towns[0];
    return {
      name: r.name,
      state,
      latitude: lat,
      longitude: lng,
      source: `travel-regions.json (${r.source})`,
      region: {
        placedAt: `${r.placedAt}, ${state}`,
        why: r.why,
        source: `${r.source}: ${r.sourceUrl}`,
        confirmed: r.confirmed,
      },
    };
  });
}

/**
 * What the plan says of a trip's start or end that is a region: where it was planned, and why there.
 */
export function regionPlacedText(name: string, region: RegionPlacing, end: 'start' | 'end' = 'end'): string {
  const reported = region.confirmed ? '' : '; a travel page, not an official one';
  const goes = end === 'start' ? 'starts from' : 'goes to';
  const instead = end === 'start' ? 'To leave from elsewhere in it' : 'To stay elsewhere in it';
  return `${name} is a region, not one place: this plan ${goes} ${region.placedAt}, ${region.why} (${region.source}${reported}). ${instead}, plan ${end === 'start' ? 'from' : 'to'} that town instead.`;
}
