import type { Campground } from '../../../shared/schemas/places';
import type { RvType } from '../../../shared/schemas/plan';
import type { CampgroundRow } from './data';
import type { LatLng } from './geo';
import { createGridIndex, round } from './geo';

export interface CampgroundIndex {
  rows: readonly CampgroundRow[];
  near(point: LatLng, radiusMiles: number): Array<{ item: CampgroundRow; distance: number }>;
}

export function createCampgroundIndex(rows: CampgroundRow[]): CampgroundIndex {
  const grid = createGridIndex(rows, (r) => ({ latitude: r.lat, longitude: r.lng }), 1);
  return { rows, near: (point, radius) => grid.near(point, radius) };
}

// Upstream keyword tags -> words a traveller reads. They stay "reported": see data/SOURCES.md.
const AMENITY_LABELS: Record<string, string> = {
  toilets: 'Toilets',
  water: 'Water',
  showers: 'Showers',
  fire_rings: 'Fire rings',
  picnic_tables: 'Picnic tables',
  trash: 'Trash collection',
};
export const amenityLabels = (row: CampgroundRow) => row.amenities.map((a) => AMENITY_LABELS[a] ?? a);

export const recreationGovUrl = (facilityId: string) =>
  `https://www.recreation.gov/camping/campgrounds/${encodeURIComponent(facilityId)}`;

export function toCampground(row: CampgroundRow, distance?: number): Campground {
  return {
    id: row.id,
    name: row.name,
    description: row.description ?? '',
    type: 'public',
    source: 'enhanced internal database',
    amenities: amenityLabels(row),
    amenitiesReported: true,
    latitude: row.lat,
    longitude: row.lng,
    state: row.state,
    ...(distance !== undefined ? { distance: round(distance, 1) } : {}),
    facilityId: row.facilityId,
    reservationUrl: recreationGovUrl(row.facilityId),
    ...(row.cost !== null ? { reportedCost: row.cost } : {}),
    reportedRigTypes: row.rigFriendly,
    reportedRoadSurface: row.roadDifficulty,
  };
}

// SPEC 3 special needs the data can speak to, with the words that evidence them in a description.
// Everything else is unknowable from federal records and left to the traveller (noted in the plan).
const NEED_PATTERNS: Record<string, RegExp> = {
  'pet-friendly': /\b(pets?|dogs?)\b/i,
  'full-hookups': /\b(full hook-?ups?|hook-?ups?|electric(al)? (hook|site)|sewer)/i,
  'wifi-required': /\b(wi-?fi|internet)\b/i,
  laundry: /\blaundr/i,
  pool: /\bswimming pool\b|\bpool\b/i,
  'hot-tub': /\bhot tub\b/i,
  playground: /\bplayground\b/i,
  'camp-store': /\b(camp store|general store|store)\b/i,
  restaurant: /\brestaurant\b/i,
  propane: /\bpropane\b/i,
  'dump-station': /\b(dump station|sanitary dump|dump site)\b/i,
  'pull-through': /\bpull-?throughs?\b/i,
  'cable-tv': /\bcable\b/i,
  'recreation-hall': /\brecreation hall\b/i,
  'fitness-center': /\bfitness\b/i,
  security: /\b(camp host|campground host|host on site|gated)\b/i,
  'quiet-hours': /\bquiet hours?\b/i,
};
const NO_PETS = /\bno (pets|dogs)\b|\bpets are not (allowed|permitted)\b/i;
const NOT_FOR_RVS = /\b(tents? only|walk-in|hike-in|boat-in|no (rvs|trailers))\b/i;
const RV_WORDS = /\b(rvs?|trailers?|motorhomes?)\b/i;

export const knownNeeds = Object.keys(NEED_PATTERNS).concat('big-rig');

export function meetsNeed(row: CampgroundRow, need: string): boolean | undefined {
  const text = `${row.name} ${row.description ?? ''}`;
  if (need === 'big-rig')
    return RV_WORDS.test(text) && !NOT_FOR_RVS.test(text) && row.roadDifficulty === 'paved';
  if (need === 'pet-friendly' && NO_PETS.test(text)) return false;
  const pattern = NEED_PATTERNS[need];
  return pattern ? pattern.test(text) : undefined;
}

const BIG_RIGS: RvType[] = ['class-a', 'fifth-wheel'];

export interface CampgroundChoice {
  row: CampgroundRow;
  distance: number;
  needsMet: string[];
  needsMissing: string[];
}

export function chooseCampground(
  candidates: Array<{ item: CampgroundRow; distance: number }>,
  opts: { rvType: RvType; specialNeeds: string[]; cheap: boolean; exclude?: ReadonlySet<string> },
): CampgroundChoice | undefined {
  const bigRig = BIG_RIGS.includes(opts.rvType);
  const needs = opts.specialNeeds.filter((n) => knownNeeds.includes(n));
  let best: CampgroundChoice | undefined;
  let bestScore = -Infinity;
  for (const { item, distance } of candidates) {
    if (opts.exclude?.has(item.id)) continue;
    const text = `${item.name} ${item.description ?? ''}`;
    const needsMet = needs.filter((n) => meetsNeed(item, n));
    let score = -distance;
    score += needsMet.length * 40;
    if (NOT_FOR_RVS.test(text)) score -= 60;
    if (/\b(group|horse camp|equestrian)\b/i.test(item.name)) score -= 35;
    if (RV_WORDS.test(text)) score += 8;
    // rigFriendly is a keyword guess (85% flagged), so it only nudges big rigs, never decides.
    if (bigRig && item.rigFriendly.includes('RV')) score += 6;
    if (bigRig && item.roadDifficulty !== 'paved') score -= 25;
    if (opts.cheap && item.cost !== null) score += Math.max(0, 30 - item.cost) / 3;
    // Ties broken by id keep the plan deterministic.
    if (score > bestScore || (score === bestScore && best && item.id < best.row.id)) {
      bestScore = score;
      best = { row: item, distance, needsMet, needsMissing: needs.filter((n) => !needsMet.includes(n)) };
    }
  }
  return best;
}
