import type { Campground, CampgroundFilters } from '@shared/schemas/places';
import { OSM_ATTRIBUTION, OSM_COPYRIGHT_URL } from '@shared/schemas/places';
import type { RvPark, RvType } from '@shared/schemas/plan';
import type { CampgroundRow, OsmCampgroundRow, RidbEnrichmentRow } from './data';
import type { LatLng } from './geo';
import { createGridIndex, gpsText, round } from './geo';
import type { Season } from './seasons';
import {
  coldRegion,
  openOn,
  parseDescriptionSeason,
  parseOsmSeason,
  seasonLabel,
  winterNight,
} from './seasons';

export interface CampgroundIndex {
  rows: readonly CampgroundRow[];
  near(point: LatLng, radiusMiles: number): Array<{ item: CampgroundRow; distance: number }>;
}

// Half-degree cells: a 25-mile search reads about four cells, a 500-mile one a few hundred.
export function createCampgroundIndex(rows: CampgroundRow[]): CampgroundIndex {
  const grid = createGridIndex(rows, (r) => ({ latitude: r.lat, longitude: r.lng }), 0.5);
  return { rows, near: (point, radius) => grid.near(point, radius) };
}

// ---------------------------------------------------------------------------------------------
// Merging the sources into one model.

const ENRICHMENT_KEYS = [
  'operator',
  'brand',
  'electric',
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
] as const;

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
      for (const k of ENRICHMENT_KEYS) if (target[k] === undefined && from[k] !== undefined) target[k] = from[k];
    }
    return merged;
  });
  // One object literal with every key in the same order: one hidden class, fast to build and read.
  for (const o of osm) {
    out.push({
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
    });
  }
  return out;
}

export const hasOsmData = (row: CampgroundRow) => row.source === 'OSM' || row.osmId !== undefined;

// ---------------------------------------------------------------------------------------------
// What a record is.

const STATE_WORDS = /\bstate (park|recreation area|forest|beach)\b|\bsp\b|\bsra\b/i;
const NPS_WORDS = /national park service|nps\.gov/i;
const PRIVATE_WORDS = /\b(rv (park|resort|campground)|resort|koa|jellystone|thousand trails|encore|sun outdoors|mobile home|campground & rv|llc|inc)\b/i;

/** SPEC campground type. Keyword categories are guesses from operator, brand and name. */
export function campgroundKind(row: CampgroundRow): Campground['type'] {
  if (row.source === 'RIDB') {
    return NPS_WORDS.test(`${row.operator ?? ''} ${row.website ?? ''}`) ? 'national-park' : 'public';
  }
  switch (row.category) {
    case 'koa':
    case 'private_inferred':
      return 'private';
    case 'state_park':
      return 'state';
    case 'federal':
      return NPS_WORDS.test(`${row.operator ?? ''} ${row.website ?? ''}`) ? 'national-park' : 'public';
    case 'county_municipal':
      return 'public';
    default:
      if (STATE_WORDS.test(`${row.name} ${row.operator ?? ''}`)) return 'state';
      if (PRIVATE_WORDS.test(row.name) || row.osmTourism === 'caravan_site') return 'private';
      return 'public';
  }
}

// Parks that are never an RV overnight: tent-only, group sites, youth/scout/church camps,
// members-only clubs, naturist resorts, walk-in or boat-in sites.
const NOT_RV_NAME =
  /\b(group (site|camp|area|campground|unit|loop)s?|group$|scouts?|boy scout|girl scout|cub scout|youth|4-h|church|bible|christian camp|ymca|ywca|naturist|nudist|clothing[- ]optional|walk[- ]in|hike[- ]in|boat[- ]in|tent (only|area|sites?)|tents? only|backcountry|primitive tent)\b/i;
const NOT_RV_TEXT = /\b(tents? only|walk-in only|hike-in|boat-in|no (rvs|trailers|motorhomes))\b/i;
const MEMBERS_ONLY = /members?[_ ]only|membership required|private club/i;

const notForRvsCache = new WeakMap<CampgroundRow, boolean>();
export function notForRvs(row: CampgroundRow): boolean {
  let hit = notForRvsCache.get(row);
  if (hit === undefined) {
    hit = notForRvsUncached(row);
    notForRvsCache.set(row, hit);
  }
  return hit;
}

function notForRvsUncached(row: CampgroundRow): boolean {
  if (NOT_RV_NAME.test(row.name)) return true;
  if (row.caravans === false) return true;
  if (row.reservation && MEMBERS_ONLY.test(row.reservation)) return true;
  if (row.source === 'RIDB' && row.description && NOT_RV_TEXT.test(row.description)) return true;
  return false;
}

// ---------------------------------------------------------------------------------------------
// Reported attributes.

const FEET = /(\d{1,3}(?:\.\d+)?)\s*(?:'|ft\b|feet|foot)/i;
const METRES = /^\s*(\d{1,2}(?:\.\d+)?)\s*(?:m|metres?|meters?)?\s*$/i;
const DESCRIPTION_LENGTH = [
  /\b(?:max(?:imum)?|up to|limit(?:ed)? to|length limit(?: of)?|no (?:rvs|trailers|vehicles) (?:over|longer than))\s*(?:(?:rv|vehicle|trailer|unit|combined)\s*)?(?:length\s*)?(?:of\s*)?(\d{2})\s*(?:-?\s*(?:ft|feet|foot)\b|')/i,
  /\b(\d{2})\s*(?:-?\s*(?:ft|feet|foot)\b|')\s*(?:max(?:imum)?|length limit|or (?:less|shorter))/i,
];

/** Reported maximum rig length in feet (OSM maxlength is metres unless a unit says otherwise). */
export function maxLengthFeet(row: CampgroundRow): number | undefined {
  if (row.maxLength) {
    const ft = FEET.exec(row.maxLength);
    if (ft) return Math.round(Number(ft[1]));
    const m = METRES.exec(row.maxLength);
    if (m) return Math.round(Number(m[1]) * 3.28084);
  }
  if (row.source === 'RIDB' && row.description) {
    for (const re of DESCRIPTION_LENGTH) {
      const hit = re.exec(row.description);
      if (hit) return Number(hit[1]);
    }
  }
  return undefined;
}

const seasonCache = new WeakMap<CampgroundRow, Season>();
/** Reported season: OSM tag first, then the season wording of the description. */
export function campgroundSeason(row: CampgroundRow): Season {
  const hit = seasonCache.get(row);
  if (hit) return hit;
  let season = parseOsmSeason(row.season);
  if (season.kind === 'unknown') {
    const fromText = parseDescriptionSeason(row.description);
    if (fromText.kind !== 'unknown') season = fromText;
  }
  seasonCache.set(row, season);
  return season;
}

export const openOnDate = (row: CampgroundRow, isoDate: string) => openOn(campgroundSeason(row), isoDate);

// Upstream keyword tags -> words a traveller reads. They stay "reported": see data/SOURCES.md.
const AMENITY_LABELS: Record<string, string> = {
  toilets: 'Toilets',
  water: 'Water',
  showers: 'Showers',
  fire_rings: 'Fire rings',
  picnic_tables: 'Picnic tables',
  trash: 'Trash collection',
};

/** Amenities reported present (RIDB keyword tags and OSM tags), human readable, no repeats. */
export function amenityLabels(row: CampgroundRow): string[] {
  const out = row.amenities.map((a) => AMENITY_LABELS[a] ?? a);
  const add = (label: string) => {
    if (!out.includes(label)) out.push(label);
  };
  if (row.electric) add('Electric hook-ups');
  if (row.dumpStation) add('Dump station');
  if (row.showers) add('Showers');
  if (row.toilets) add('Toilets');
  if (row.drinkingWater) add('Water');
  if (row.pets && row.pets !== 'no') add('Pets allowed');
  if (row.internet && /wlan|yes|wifi/i.test(row.internet)) add('Wi-Fi');
  return out;
}

export const recreationGovUrl = (facilityId: string) =>
  `https://www.recreation.gov/camping/campgrounds/${encodeURIComponent(facilityId)}`;

const safeWebsite = (url: string | undefined) => {
  if (!url) return undefined;
  const withScheme = /^https?:\/\//i.test(url) ? url : `https://${url}`;
  try {
    const u = new URL(withScheme);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : undefined;
  } catch {
    return undefined;
  }
};

/** Where to book or read more: recreation.gov for RIDB rows, the park's own site otherwise. */
export function bookingUrl(row: CampgroundRow): string | undefined {
  return row.facilityId ? recreationGovUrl(row.facilityId) : safeWebsite(row.website);
}

const yesNo = (v: boolean | undefined) => (v === undefined ? 'unknown' : v ? 'yes' : 'no');
const petsValue = (row: CampgroundRow): 'yes' | 'no' | 'unknown' => {
  if (row.pets) return row.pets === 'no' ? 'no' : 'yes';
  if (row.source === 'RIDB') {
    const text = `${row.name} ${row.description ?? ''}`;
    if (NO_PETS.test(text)) return 'no';
  }
  return 'unknown';
};
const wifiValue = (row: CampgroundRow): 'yes' | 'no' | 'unknown' => {
  if (!row.internet) return 'unknown';
  if (/^no$/i.test(row.internet)) return 'no';
  return /wlan|yes|wifi|wired/i.test(row.internet) ? 'yes' : 'unknown';
};
const reservationValue = (row: CampgroundRow) => {
  const r = row.reservation?.toLowerCase();
  if (!r) return undefined;
  if (/^(yes|required|recommended|accepted|no)$/.test(r)) return r as 'yes' | 'required' | 'recommended' | 'accepted' | 'no';
  return undefined;
};

/** The API record: every attribute as reported, `unknown` where the data says nothing. */
export function toCampground(row: CampgroundRow, distance?: number): Campground {
  const season = campgroundSeason(row);
  const maxLen = maxLengthFeet(row);
  const osm = hasOsmData(row);
  const url = bookingUrl(row);
  const website = safeWebsite(row.website);
  return {
    id: row.id,
    name: row.name,
    description: row.description ?? '',
    type: campgroundKind(row),
    source: row.source === 'OSM' ? 'places service' : 'enhanced internal database',
    dataSource: row.source === 'OSM' ? 'OpenStreetMap' : 'RIDB',
    amenities: amenityLabels(row),
    amenitiesReported: true,
    ...(row.phone ? { phone: row.phone } : {}),
    ...(website ? { website } : {}),
    latitude: row.lat,
    longitude: row.lng,
    state: row.state,
    ...(distance !== undefined ? { distance: round(distance, 1) } : {}),
    ...(row.facilityId ? { facilityId: row.facilityId } : {}),
    ...(url ? { reservationUrl: url } : {}),
    ...(row.cost !== null ? { reportedCost: row.cost } : {}),
    ...(row.rigFriendly.length > 0 ? { reportedRigTypes: row.rigFriendly } : {}),
    ...(row.roadDifficulty !== 'unknown' ? { reportedRoadSurface: row.roadDifficulty } : {}),
    ...(row.address ? { address: row.address } : {}),
    ...(row.category ? { category: row.category } : {}),
    rvEvidence: row.rvEvidence === true || meetsNeed(row, 'big-rig') === true,
    reported: {
      electric: yesNo(row.electric ?? (row.source === 'RIDB' ? textNeed(row, 'full-hookups') : undefined)),
      dumpStation: yesNo(row.dumpStation ?? (row.source === 'RIDB' ? textNeed(row, 'dump-station') : undefined)),
      showers: yesNo(row.showers ?? (row.amenities.includes('showers') ? true : undefined)),
      water: yesNo(row.drinkingWater ?? (row.amenities.includes('water') ? true : undefined)),
      pets: petsValue(row),
      wifi: wifiValue(row),
      fee: yesNo(row.fee ?? (row.cost !== null ? true : undefined)),
      ...(maxLen !== undefined ? { maxLengthFeet: maxLen } : {}),
      ...(reservationValue(row) ? { reservation: reservationValue(row) } : {}),
      ...(seasonLabel(season) ? { season: seasonLabel(season) } : {}),
    },
    ...(osm ? { attribution: OSM_ATTRIBUTION, attributionUrl: OSM_COPYRIGHT_URL } : {}),
  };
}

/** A campground as an itinerary park. */
export function toRvPark(row: CampgroundRow, address: string): RvPark {
  const c = toCampground(row);
  return {
    id: row.id,
    name: row.name,
    amenities: c.amenities,
    amenitiesReported: true,
    price: row.cost !== null ? `$${row.cost}/night (reported)` : 'Price not listed',
    gpsCoordinates: gpsText({ latitude: row.lat, longitude: row.lng }),
    address: row.address ?? address,
    ...(row.facilityId ? { facilityId: row.facilityId } : {}),
    ...(c.reservationUrl ? { reservationUrl: c.reservationUrl } : {}),
    isPlaceholder: false,
    ...(row.description ? { description: row.description } : {}),
    type: c.type,
    dataSource: c.dataSource,
    ...(c.phone ? { phone: c.phone } : {}),
    ...(c.website ? { website: c.website } : {}),
    reported: c.reported,
    rvEvidence: c.rvEvidence,
    ...(c.attribution ? { attribution: c.attribution, attributionUrl: c.attributionUrl } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Needs, rig and season: the overnight choice.

// SPEC 3 special needs the data can speak to, with the words that evidence them in a description.
// Everything else is unknowable from these records and left to the traveller (noted in the plan).
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
  restrooms: /\b(restrooms?|toilets?)\b/i,
  showers: /\bshowers?\b/i,
};
const NO_PETS = /\bno (pets|dogs)\b|\bpets are not (allowed|permitted)\b/i;
const RV_WORDS = /\b(rvs?|trailers?|motorhomes?)\b/i;

export const knownNeeds = Object.keys(NEED_PATTERNS).concat('big-rig');

// Need names as people read them in warnings.
export const NEED_LABELS: Record<string, string> = {
  'pet-friendly': 'pets allowed',
  'full-hookups': 'hook-ups',
  'wifi-required': 'Wi-Fi',
  'dump-station': 'a dump station',
  'big-rig': 'big-rig access',
  'pull-through': 'pull-through sites',
};
export const needLabel = (need: string) => NEED_LABELS[need] ?? need.replace(/-/g, ' ');

const textNeed = (row: CampgroundRow, need: string): boolean | undefined => {
  const text = `${row.name} ${row.description ?? ''}`;
  if (need === 'pet-friendly' && NO_PETS.test(text)) return false;
  const pattern = NEED_PATTERNS[need];
  return pattern?.test(text) ? true : undefined;
};

/** true: reported met; false: reported not met; undefined: the data does not say. */
export function meetsNeed(row: CampgroundRow, need: string): boolean | undefined {
  switch (need) {
    case 'full-hookups':
      // OSM tags power hook-ups only; a park reporting electric sites is the closest evidence.
      if (row.electric !== undefined) return row.electric;
      break;
    case 'pet-friendly':
      if (row.pets) return row.pets !== 'no';
      break;
    case 'dump-station':
      if (row.dumpStation !== undefined) return row.dumpStation;
      break;
    case 'restrooms':
      if (row.toilets !== undefined) return row.toilets;
      if (row.amenities.includes('toilets')) return true;
      break;
    case 'showers':
      if (row.showers !== undefined) return row.showers;
      if (row.amenities.includes('showers')) return true;
      break;
    case 'wifi-required': {
      const w = wifiValue(row);
      if (w !== 'unknown') return w === 'yes';
      break;
    }
    case 'big-rig': {
      const len = maxLengthFeet(row);
      if (len !== undefined) return len >= 40;
      if (row.rvEvidence) return true;
      if (row.source === 'RIDB') {
        const text = `${row.name} ${row.description ?? ''}`;
        return RV_WORDS.test(text) && !NOT_RV_TEXT.test(text) && row.roadDifficulty === 'paved'
          ? true
          : undefined;
      }
      return undefined;
    }
  }
  return row.source === 'RIDB' || row.description ? textNeed(row, need) : undefined;
}

// Typical rig lengths (feet). Class A spans 35-40 ft: the shorter end is the hard limit, the longer
// one a preference.
export const RIG_LENGTH_FEET: Record<RvType, number> = {
  'class-a': 35,
  'fifth-wheel': 35,
  'class-c': 28,
  'travel-trailer': 25,
  'class-b': 20,
};
const PREFERRED_LENGTH: Partial<Record<RvType, number>> = { 'class-a': 40 };

/** A park whose reported maximum length is shorter than the rig is never chosen. */
export function fitsRig(row: CampgroundRow, rvType: RvType): boolean {
  const len = maxLengthFeet(row);
  return len === undefined || len >= RIG_LENGTH_FEET[rvType];
}

const BIG_RIGS: RvType[] = ['class-a', 'fifth-wheel'];

export interface CampgroundChoice {
  row: CampgroundRow;
  distance: number;
  needsMet: string[];
  needsMissing: string[];
  /** Needs no campground among the candidates reports (so no other choice would meet them). */
  needsUnavailable: string[];
  /** The night's date falls in winter in a cold region and the park reports no season. */
  seasonUnknown: boolean;
}

export interface ChooseOptions {
  rvType: RvType;
  specialNeeds: string[];
  cheap: boolean;
  exclude?: ReadonlySet<string>;
  dates?: string[]; // yyyy-mm-dd of each night at the park
}

/** Can this park host this rig on this night at all? */
export function eligible(row: CampgroundRow, opts: Pick<ChooseOptions, 'rvType' | 'dates'>): boolean {
  if (notForRvs(row)) return false;
  if (!fitsRig(row, opts.rvType)) return false;
  if (opts.dates?.some((d) => openOnDate(row, d) === false)) return false;
  return true;
}

export function chooseCampground(
  candidates: Array<{ item: CampgroundRow; distance: number }>,
  opts: ChooseOptions,
): CampgroundChoice | undefined {
  const ranked = rankCampgrounds(candidates, opts);
  return ranked[0];
}

/** Eligible candidates, best first: needs met, rig and season evidence, then distance. */
export function rankCampgrounds(
  candidates: Array<{ item: CampgroundRow; distance: number }>,
  opts: ChooseOptions,
): CampgroundChoice[] {
  const bigRig = BIG_RIGS.includes(opts.rvType);
  const needs = opts.specialNeeds.filter((n) => knownNeeds.includes(n));
  const pool = candidates.filter((c) => !opts.exclude?.has(c.item.id) && eligible(c.item, opts));
  const available = new Set(needs.filter((n) => pool.some((c) => meetsNeed(c.item, n) === true)));
  const scored = pool.map(({ item, distance }) => {
    const verdicts = needs.map((n) => [n, meetsNeed(item, n)] as const);
    const needsMet = verdicts.filter(([, v]) => v === true).map(([n]) => n);
    let score = -distance;
    score += needsMet.length * 60;
    // A need reported as not met weighs more than one the data is silent about.
    score -= verdicts.filter(([, v]) => v === false).length * 40;
    if (item.rvEvidence) score += bigRig ? 30 : 12;
    if (item.source === 'RIDB' && RV_WORDS.test(`${item.name} ${item.description ?? ''}`)) score += 8;
    // rigFriendly is a keyword guess (85% flagged), so it only nudges big rigs, never decides.
    if (bigRig && item.rigFriendly.includes('RV')) score += 6;
    if (bigRig && item.roadDifficulty !== 'paved' && item.roadDifficulty !== 'unknown') score -= 25;
    const pref = PREFERRED_LENGTH[opts.rvType];
    const len = maxLengthFeet(item);
    if (pref && len !== undefined && len < pref) score -= 20;
    if (/\b(horse camp|equestrian)\b/i.test(item.name)) score -= 35;
    let seasonUnknown = false;
    if (opts.dates && opts.dates.length > 0) {
      const open = opts.dates.map((d) => openOnDate(item, d));
      if (open.every((o) => o === true)) score += 10;
      seasonUnknown = opts.dates.some((d, i) => open[i] === undefined && coldWinterNight(item, d));
      if (seasonUnknown) score -= 15;
    }
    if (opts.cheap && item.cost !== null) score += Math.max(0, 30 - item.cost) / 3;
    return {
      score,
      choice: {
        row: item,
        distance,
        needsMet,
        needsMissing: needs.filter((n) => !needsMet.includes(n)),
        needsUnavailable: needs.filter((n) => !available.has(n)),
        seasonUnknown,
      },
    };
  });
  // Ties broken by id keep the plan deterministic.
  const unnamed = (c: CampgroundChoice) => (genericName(c.row) ? 1 : 0);
  scored.sort(
    (a, b) =>
      unnamed(a.choice) - unnamed(b.choice) ||
      b.score - a.score ||
      (a.choice.row.id < b.choice.row.id ? -1 : 1),
  );
  return scored.map((s) => s.choice);
}

// OpenStreetMap records whose "name" is not a name but a description ("Private Owner" at a street
// address, a bare "Campground"): nothing tells a traveller what or where the place is, so they come
// after every named park and are chosen only when nothing else fits.
const GENERIC_NAMES = new Set(['private owner', 'private', 'campground', 'camping', 'rv park', 'campsite']);
export const genericName = (row: CampgroundRow) =>
  GENERIC_NAMES.has(row.name.trim().toLowerCase().replace(/\s+/g, ' '));

const coldWinterNight = (row: CampgroundRow, date: string) =>
  winterNight(date) && coldRegion(row.lat, row.lng);

// ---------------------------------------------------------------------------------------------
// Search with amenity filters (the manual park search, the day editor and the map).

export function matchesFilters(row: CampgroundRow, f: CampgroundFilters): boolean {
  if (f.hookups && meetsNeed(row, 'full-hookups') !== true) return false;
  if (f.pets && meetsNeed(row, 'pet-friendly') !== true) return false;
  if (f.dumpStation && meetsNeed(row, 'dump-station') !== true) return false;
  if (f.bigRig && meetsNeed(row, 'big-rig') !== true) return false;
  if (f.rvType && !fitsRig(row, f.rvType)) return false;
  if (f.date && openOnDate(row, f.date) === false) return false;
  if (f.type && campgroundKind(row) !== f.type) return false;
  return true;
}

export function searchCatalogue(
  index: CampgroundIndex,
  q: { lat: number; lng: number; radius: number } & CampgroundFilters,
  cap: number,
): Campground[] {
  return index
    .near({ latitude: q.lat, longitude: q.lng }, q.radius)
    .filter(({ item }) => !notForRvs(item) && matchesFilters(item, q))
    .slice(0, cap)
    .map(({ item, distance }) => toCampground(item, distance));
}
