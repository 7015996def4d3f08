import type { CampgroundRow, OsmCampgroundRow, RidbEnrichmentRow } from './data';

// Merging the sources into one model.

const ENRICHMENT_KEYS = [
  'operator',
  'brand',
  'electric',
  'sewer',
  'dumpStation',
  'showers',
  'toilets',
  'drinkingWater',
  'pets',
  'maxLength',
  'season',
  'website',
  'phone',
  'fee',
  'reservation',
  'capacity',
  'internet',
  'tents',
  'caravans',
  'address',
  'rvEvidence',
  'osmTourism',
] as const satisfies ReadonlyArray<keyof RidbEnrichmentRow>;

// Every OpenStreetMap tag a row can carry is copied: a tag added to the rows in data.ts and not
// listed above is a compile error here (the first object of a RIDB row's matches wins per tag).
type OsmTag = Exclude<
  keyof OsmCampgroundRow,
  'id' | 'name' | 'state' | 'lat' | 'lng' | 'facilityId' | 'category'
>;
type UncopiedTag = Exclude<OsmTag, (typeof ENRICHMENT_KEYS)[number]>;
const everyTagCopied: [UncopiedTag] extends [never] ? true : UncopiedTag = true;
void everyTagCopied;

// An OSM row as merged: every key of a row but the RIDB-only ones, so a tag added to data.ts is a
// compile error in the literal below until it is copied there too.
type MergedOsmRow = {
  [
    K in Exclude<keyof CampgroundRow, 'facilityId' | 'osmId' | 'closedFor' | 'agencySeason' | 'agencyLimit'>
  ]-?: CampgroundRow[K] | undefined;
};

/**
 * One catalogue from the public-domain RIDB rows, the ODbL OpenStreetMap rows and the ODbL tags
 * matched to RIDB rows. A RIDB row matched to several OSM objects (loops of one campground) takes
 * each tag from the first object that has it; its `osmId` records that OSM data shows on it.
 */
const NONE: string[] = [];

export function mergeCampgrounds(
  ridb: CampgroundRow[],
  osm: OsmCampgroundRow[],
  enrichment: RidbEnrichmentRow[],
): CampgroundRow[] {
  const tags = new Map<string, RidbEnrichmentRow[]>();
  for (const e of enrichment) {
    const list = tags.get(e.ridbId);
    if (list) list.push(e);
    else tags.set(e.ridbId, [e]);
  }
  const out: CampgroundRow[] = ridb.map((r) => {
    const matches = tags.get(r.id);
    if (!matches) return { ...r, source: 'RIDB' };
    const merged: CampgroundRow = { ...r, source: 'RIDB', osmId: matches[0].osmId };
    const target = merged as unknown as Record<string, unknown>;
    for (const m of matches) {
      const from = m as unknown as Record<string, unknown>;
      for (const k of ENRICHMENT_KEYS)
        if (target[k] === undefined && from[k] !== undefined) target[k] = from[k];
    }
    return merged;
  });
  // One object literal with every key in the same order: one hidden class, fast to build and read.
  for (const o of withUniqueIds(osm)) {
    const row: MergedOsmRow = {
      id: o.id,
      name: o.name,
      state: o.state,
      lat: o.lat,
      lng: o.lng,
      type: o.osmTourism ?? 'camp_site',
      cost: null, // OSM says whether a fee is charged, never how much
      amenities: NONE,
      rigFriendly: NONE,
      roadDifficulty: 'unknown',
      description: null,
      source: 'OSM',
      category: o.category,
      osmTourism: o.osmTourism,
      operator: o.operator,
      brand: o.brand,
      electric: o.electric,
      sewer: o.sewer,
      dumpStation: o.dumpStation,
      showers: o.showers,
      toilets: o.toilets,
      drinkingWater: o.drinkingWater,
      pets: o.pets,
      maxLength: o.maxLength,
      season: o.season,
      website: o.website,
      phone: o.phone,
      fee: o.fee,
      reservation: o.reservation,
      capacity: o.capacity,
      internet: o.internet,
      tents: o.tents,
      caravans: o.caravans,
      address: o.address,
      rvEvidence: o.rvEvidence,
    };
    out.push(row as CampgroundRow);
  }
  return out;
}

/**
 * The rows with every id made unique: an OSM id is the object's number without its type, and a node
 * and a way may share a number (in our extract, three pairs: one campground mapped twice, or two
 * campgrounds side by side). The first keeps its id, so links to it stay valid; a repeat becomes
 * `<id>-2`, `<id>-3`. Without this, the second was unreachable by id (a saved night, a map popup).
 */
export function withUniqueIds<T extends { id: string }>(rows: readonly T[]): T[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    if (!seen.has(row.id)) {
      seen.add(row.id);
      return row;
    }
    let n = 2;
    while (seen.has(`${row.id}-${n}`)) n++;
    const id = `${row.id}-${n}`;
    seen.add(id);
    return { ...row, id };
  });
}

export const hasOsmData = (row: CampgroundRow) => row.source === 'OSM' || row.osmId !== undefined;
