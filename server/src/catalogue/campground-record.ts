import type { Campground } from '@shared/schemas/places';
import type { CampgroundRow } from './data';
import type { Season } from './seasons';
import { openOn, parseDescriptionSeason, parseOsmSeason } from './seasons';

// What a record is and what it reports.

const STATE_WORDS = /\bstate (park|recreation area|forest|beach)\b|\bsp\b|\bsra\b/i;
const NPS_WORDS = /national park service|nps\.gov/i;
const PRIVATE_WORDS =
  /\b(rv (park|resort|campground)|resort|koa|jellystone|thousand trails|encore|sun outdoors|mobile home|campground & rv|llc|inc)\b/i;

// Who runs a park, as its operator tag says: a government body, or (any other operator) a business.
const GOVERNMENT_OPERATOR =
  /\b(county|city|town|village|township|borough|parish|municipal|state|national|federal|forest service|park service|usfs|usda|blm|bureau of|corps of engineers?|corp of engineers|army|department|dept|dnr|dcr|parks? (and|&) rec(reation)?|district|regional park|authority|tva|fish (and|&) wildlife|game (and|&) (fish|parks)|wildlife|commission|tribe|tribal|nation)\b/i;
const STATE_OPERATOR =
  /\bstate\b|\b(game (and|&) (fish|parks)|parks (and|&) wildlife|department of natural resources|dnr|dcr)\b/i;
const FEDERAL_OPERATOR =
  /\b(united states?|u\.s\.|us|usfs|usda|blm|bureau of|corps? of engineers|forest service|federal)\b/i;

/** The SPEC type the operator tag gives, or null when the park reports no operator. */
function kindFromOperator(row: CampgroundRow): Campground['type'] | null {
  const operator = row.operator?.trim();
  // An address or the park's own name in the operator tag says nothing about who runs it.
  if (!operator || /^https?:/i.test(operator) || operator.toLowerCase() === row.name.trim().toLowerCase())
    return null;
  if (NPS_WORDS.test(operator) || /\b(nps|national parks? service)\b/i.test(operator)) return 'national-park';
  if (!GOVERNMENT_OPERATOR.test(operator)) return 'private';
  const state = STATE_OPERATOR.test(operator) && !FEDERAL_OPERATOR.test(operator);
  return state && !/\b(county|city|town|village)\b/i.test(operator) ? 'state' : 'public';
}

/**
 * SPEC campground type: the owner the data set's category names (state, federal, county or city: a
 * concession that runs a public campground does not make it private); where the category is only
 * inferred or unknown, the operator the park reports; without one, keywords of brand and name (a guess).
 */
export function campgroundKind(row: CampgroundRow): Campground['type'] {
  if (row.source === 'RIDB') {
    return NPS_WORDS.test(`${row.operator ?? ''} ${row.website ?? ''}`) ? 'national-park' : 'public';
  }
  if (row.category === 'unknown' || row.category === 'private_inferred') {
    const byOperator = kindFromOperator(row);
    if (byOperator) return byOperator;
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
// Places that are not campgrounds for a traveller's night: mobile-home and manufactured-home
// communities (homes, not sites), camps of churches and other organisations, horse camps, senior camps.
const NOT_A_CAMPGROUND_NAME =
  /\b(mobile[- ]?homes?|manufactured[- ]homes?|mobile (estates|park|village|manor|court)|mhp|mhc|baptist|methodist|lutheran|presbyterian|catholic|mennonite|camp meeting|conference center|retreat center|ministr(y|ies)|horse (camp|trailer|corral)|equestrian|pack station|senior camp)\b/i;
const CHURCH_OPERATOR =
  /\b(church|baptist|methodist|lutheran|presbyterian|catholic|diocese|ministr(y|ies)|bible)\b/i;
// A storage lot or a glamping hotel is not a campground, unless its name also says it is one.
const STORAGE_OR_GLAMPING = /\b(storage|glamping)\b/i;
const ALSO_A_CAMPGROUND = /\b(rv (park|resort|campground)|campground|camping|koa|caravan)\b/i;
export const NOT_RV_TEXT = /\b(tents? only|walk-in only|hike-in|boat-in|no (rvs|trailers|motorhomes))\b/i;
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
  if (NOT_A_CAMPGROUND_NAME.test(row.name)) return true;
  if (row.operator && CHURCH_OPERATOR.test(row.operator)) return true;
  if (STORAGE_OR_GLAMPING.test(row.name) && !ALSO_A_CAMPGROUND.test(row.name)) return true;
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

export const safeWebsite = (url: string | undefined) => {
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

export const wifiValue = (row: CampgroundRow): 'yes' | 'no' | 'unknown' => {
  if (!row.internet) return 'unknown';
  if (/^no$/i.test(row.internet)) return 'no';
  return /wlan|yes|wifi|wired/i.test(row.internet) ? 'yes' : 'unknown';
};
