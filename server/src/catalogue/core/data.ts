import type { LatLng } from '../../geo';
import type { ClosedWindow } from '@shared/plan/dated-closures';
import type { AgencySeason } from './agency-seasons';
import type { AgencyLimit } from './agency-limits';

// Raw rows as stored in data/ (see data/SOURCES.md for which fields are facts).
// `area` is set on towns that share their name with another town of their state more than 25 miles
// away: what tells them apart ("Lake County", "near Leadville"); scripts/build-gazetteer.ts.
export type PlaceRow =
  | [name: string, state: string, lat: number, lng: number, population: number]
  | [name: string, state: string, lat: number, lng: number, population: number, area: string];

export interface CampgroundRow {
  id: string;
  name: string;
  state: string;
  lat: number;
  lng: number;
  type: string;
  cost: number | null; // keyword guess: first "$N" in the fee text
  amenities: string[]; // keyword guesses
  rigFriendly: string[]; // keyword guesses, unreliable
  roadDifficulty: string; // keyword guess
  facilityId?: string; // RIDB rows only
  description: string | null;
  source: string; // 'RIDB' or 'OSM'
  // Reported attributes (OpenStreetMap tags, on OSM rows and on RIDB rows matched to an OSM object).
  // A key is absent when unknown; see data/SOURCES.md.
  osmId?: string;
  category?: string; // koa, private_inferred, state_park, county_municipal, federal, unknown
  osmTourism?: string;
  operator?: string;
  brand?: string;
  electric?: boolean;
  sewer?: boolean; // OSM sewer=* (sewer hook-ups at the pitches); no row of today's data has it
  dumpStation?: boolean;
  showers?: boolean;
  toilets?: boolean;
  drinkingWater?: boolean;
  pets?: string; // OSM dog=* value
  maxLength?: string; // raw text; OSM default unit is metres
  season?: string; // raw OSM opening_hours / seasonal
  website?: string;
  phone?: string;
  fee?: boolean;
  reservation?: string;
  capacity?: string | number;
  internet?: string;
  tents?: boolean;
  caravans?: boolean;
  address?: string;
  rvEvidence?: boolean;
  /**
   * Closures with dates that close the campground (data/dated-closures.json: a park area closed for
   * construction, or the campground named), set when the catalogue is loaded: not open on a date inside one.
   */
  closedFor?: ClosedWindow[];
  /**
   * The season the managing agency's page gives (data/campground-seasons.json), set when the
   * catalogue is loaded: it stands before any season the record itself reports.
   */
  agencySeason?: AgencySeason;
  /**
   * The longest rig the managing agency lets on it or its road (data/campground-limits.json), set
   * when the catalogue is loaded: it stands before any length the record itself reports.
   */
  agencyLimit?: AgencyLimit;
}

/** A row of data/campgrounds-osm.json (ODbL). */
export type OsmCampgroundRow = Omit<
  CampgroundRow,
  | 'type'
  | 'cost'
  | 'amenities'
  | 'rigFriendly'
  | 'roadDifficulty'
  | 'description'
  | 'source'
  | 'osmId'
  | 'closedFor'
  | 'agencySeason'
  | 'agencyLimit'
>;

/** A row of data/campgrounds-ridb-osm-enrichment.json (ODbL): OSM tags for one RIDB campground. */
export type RidbEnrichmentRow = Partial<OsmCampgroundRow> & {
  ridbId: string;
  ridbName: string;
  osmId: string;
  osmName: string;
};

export interface ParkRow {
  id: string;
  parkCode: string;
  fullName: string;
  states: string[];
  latitude: number;
  longitude: number;
  description: string;
  activities: string[];
  url: string;
  sourced: boolean;
  sourceNote?: string;
}

export interface Town extends LatLng {
  name: string;
  state: string;
  population: number;
  /** What tells this town apart from another of its name in its state ("Lake County"); absent when none. */
  area?: string;
}
