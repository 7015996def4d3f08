import type { LatLng } from '../../geo';
import type { Town } from './data';
import type { SharedStrings } from './shared-strings';

/** How a region travellers name is planned (data/travel-regions.json), as its match carries it. */
export interface RegionPlacing {
  /** The town's label: "Hyannis, MA". */
  placedAt: string;
  why: string;
  /** "Cape Cod Travel Guide: https://..." */
  source: string;
  confirmed: boolean;
}

export interface GeoMatch extends LatLng {
  id: string;
  name: string; // short label used in plans: 'Denver, CO' or 'Yellowstone National Park'
  placeName: string; // Mapbox-style: 'Denver, Colorado, United States'
  // 'region': a region travellers name (Cape Cod), planned at a town of it (`region`).
  kind: 'place' | 'park' | 'landmark' | 'campground' | 'region';
  state?: string;
  population: number;
  parkId?: string;
  campgroundId?: string;
  exact: boolean; // false for type-ahead prefix matches
  // A town's distinguisher from another town of its name in its state ('Lake County'), in name and placeName.
  area?: string;
  attribution?: string; // set when the match comes from data that must be credited (OpenStreetMap)
  /** A region's town and why it was chosen (data/travel-regions.json). */
  region?: RegionPlacing;
}

export interface Gazetteer {
  search(query: string, limit?: number): GeoMatch[];
  resolve(query: string): GeoMatch | undefined;
  townsNear(point: LatLng, radiusMiles: number): Array<{ item: Town; distance: number }>;
  // The town that best names a point: the largest one close by, else the nearest.
  nameNear(point: LatLng, radiusMiles?: number): Town | undefined;
  towns: readonly Town[];
  /**
   * The indexes built on first use (towns by point, campground names, one entry per label), one
   * step each, so a warm-up can build them ahead of the first search and yield between steps.
   */
  indexSteps(): Array<() => unknown>;
  /** The label indexes, built here if not yet, copied to shared memory for other threads (gazetteer-labels.ts). */
  shareLabels(): SharedLabelIndex;
}

/**
 * A named place people drive to that is neither a town nor a national park (a state park, for one),
 * with a real point inside it and where that point comes from.
 */
export interface LandmarkRow {
  name: string; // 'Custer State Park'
  state: string;
  latitude: number;
  longitude: number;
  source: string; // 'campground catalogue (OpenStreetMap)'
  attribution?: string; // the credit its source asks for, shown with the match
  /** Set on a region travellers name (Cape Cod): the point is its town's (travel-regions.ts). */
  region?: RegionPlacing;
}

/** A campground of the catalogue, as the place search offers it. */
export interface CampgroundPlaceRow {
  id: string; // catalogue id: 'osm-16778885', 'ridb-232447'
  name: string;
  state: string;
  latitude: number;
  longitude: number;
  attribution?: string;
}

/**
 * The label indexes of the bundled gazetteer (about 37 MB of objects when each thread builds them)
 * in shared memory: each distinct match once, as JSON, decoded when looked up; the label keys and
 * campground name keys sorted, with their matches' numbers.
 */
export interface SharedLabelIndex {
  matches: SharedStrings;
  labels: SharedStrings;
  /** The match of label i. */
  labelMatch: Int32Array;
  campNames: SharedStrings;
  /** The matches of campground name i: campMatches[campStarts[i] .. campStarts[i + 1]). */
  campStarts: Uint32Array;
  campMatches: Int32Array;
}
