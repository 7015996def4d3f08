import type { Campground } from '@shared/schemas/places';
import type { CampgroundRow } from './data';
import { governmentSite } from './place-kinds';
import type { Season } from './seasons';
import { dateDayOfYear, openOn, parseDescriptionSeason, parseOsmSeason } from './seasons';
import { agencySeasonSource } from './agency-seasons';
import { closedOnDay } from '@shared/plan/dated-closures';

// What a record is and what it reports.

const STATE_WORDS = /\bstate (park|recreation area|forest|beach)\b|\bsp\b|\bsra\b/i;
const NPS_WORDS = /national park service|nps\.gov/i;
const PRIVATE_WORDS =
  /\b(rv (park|resort|campground)|resort|koa|jellystone|thousand trails|encore|sun outdoors|mobile home|campground & rv|llc|inc)\b/i;

// Who runs a park, as its operator tag says: a government body, or (any other operator) a business.
const GOVERNMENT_OPERATOR =
  /\b(county|city|town|village|township|borough|parish|municipal|state|national|federal|forest service|park service|usfs|usda|blm|bureau of|corps of engineers?|corp of engineers|army|department|dept|dnr|dcr|parks? (and|&) rec(reation)?|district|regional park|authority|tva|fish (and|&) wildlife|game (and|&) (fish|parks)|wildlife|commission|tribe|tribal|nation|np|nf|nps|dec|nysdec|nydec|acoe|coe|idnr|sra|pud|wmd|usa|public lands|recreation area|state forest)\b/i;
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
  if (NPS_WORDS.test(operator) || /\b(nps|np|national parks? service)\b/i.test(operator))
    return 'national-park';
  // A government's own website (.gov, or a state's .us site) vouches for an operator's initials (NYDEC).
  const governmentSite = /^https?:\/\/([^/]+\.)?[^/.]+\.(gov|[a-z]{2}\.us)(\/|$)/i.test(row.website ?? '');
  if (!GOVERNMENT_OPERATOR.test(operator) && !governmentSite) return 'private';
  const state = STATE_OPERATOR.test(operator) && !FEDERAL_OPERATOR.test(operator);
  return state && !/\b(county|city|town|village)\b/i.test(operator) ? 'state' : 'public';
}

// Who a .com website says runs a park: a government's .com host (cullmancountyparks.com,
// cityofmelrose.com, tnstateparks.com, a state's ReserveAmerica pages, Colorado Parks & Wildlife's
// cpwshop.com) is public; a business's own host (twinriversrvcampground.com) private; a listing,
// social or tourism site that public parks use too says nothing.
const GOVERNMENT_COM_HOST =
  /(count(y|ies)|cityof|villageof|township|townof|stateparks|(?<!rv)parks(\b|trails|and)|\bdnr|dnr\b|conservation|reserveamerica|cpwshop|usedirect|reservecalifornia|goingtocamp)/i;
const LISTING_HOST =
  /(^|\.)(facebook|google|yelp|tripadvisor|campendium|compendium|campgroundviews|allstays|wikipedia|travelwisconsin|visit\w*|explore\w*|\w*tourism\w*|\w*chamber\w*)\.com$/i;
function comSiteKind(url: string | undefined): 'public' | 'private' | undefined {
  const host = /^(?:https?:\/\/)?([^/?#:]+)/i.exec(url ?? '')?.[1]?.toLowerCase();
  if (!host?.endsWith('.com')) return undefined;
  const label = host.replace(/\.com$/, '');
  if (GOVERNMENT_COM_HOST.test(label)) return 'public';
  return LISTING_HOST.test(host) ? undefined : 'private';
}

/**
 * SPEC campground type: the owner the data set's category names (state, federal, county or city: a
 * concession that runs a public campground does not make it private); where the category is only
 * inferred or unknown, the operator the park reports; without one, a state park's name (state), a
 * government's website (public), a private park's name words or a business's .com website (private);
 * and otherwise `unknown`: the record does not say who runs it (shown as "Campground", never
 * "Public campground": Honey Bear Campground, NC, and Sleeping Wolf Campground, MT, report no
 * operator, website or category, and a reviewer found them privately run).
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
      if (governmentSite(row.website)) return 'public';
      if (PRIVATE_WORDS.test(row.name)) return 'private';
      return comSiteKind(row.website) ?? 'unknown';
  }
}

// Kinds of place an RV cannot use (youth and church camps, tent-only, hike-in, staff housing, horse
// camps, group sites, FamCamps...): place-kinds.ts.
export { NOT_RV_TEXT, notForRvs, placeKinds, barringKinds } from './place-kinds';
export type { PlaceAccess, PlaceKind } from './place-kinds';

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
  // Read for every park every night is chosen among: the text is read once per record.
  if (lengthCache.has(row)) return lengthCache.get(row);
  const feet = readMaxLengthFeet(row);
  lengthCache.set(row, feet);
  return feet;
}
const lengthCache = new WeakMap<CampgroundRow, number | undefined>();

function readMaxLengthFeet(row: CampgroundRow): number | undefined {
  // The agency's own limit (its page, data/campground-limits.json) before what the catalogue reports.
  if (row.agencyLimit) return row.agencyLimit.maxLengthFeet;
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
  // The agency's own page first: the catalogue's tags can be a gate's hours or out of date.
  const agency = row.agencySeason;
  let season: Season = agency
    ? {
        kind: 'window',
        start: dateDayOfYear(`2000-${agency.opens.from}`),
        end: dateDayOfYear(`2000-${agency.closes.to}`),
        text: agency.words,
      }
    : parseOsmSeason(row.season);
  if (season.kind === 'unknown') {
    const fromText = parseDescriptionSeason(row.description);
    if (fromText.kind !== 'unknown') season = fromText;
  }
  seasonCache.set(row, season);
  return season;
}

/**
 * Whether the park's reported season has it open on the date (undefined: it reports none). An
 * opening-hours rule is costly to read, and a plan asks it of the same parks for the same nights
 * many times: the last dates asked are remembered per record.
 */
export function openOnDate(row: CampgroundRow, isoDate: string): boolean | undefined {
  // A closure with dates (a park area closed for construction) shuts it whatever its season.
  if (closedOnDay(row.closedFor, isoDate)) return false;
  const season = campgroundSeason(row);
  if (season.kind !== 'opening-hours') return openOn(season, isoDate);
  let dates = openCache.get(row);
  if (!dates) openCache.set(row, (dates = new Map()));
  if (dates.has(isoDate)) return dates.get(isoDate);
  const open = openOn(season, isoDate);
  if (dates.size >= OPEN_DATES_KEPT) dates.clear();
  dates.set(isoDate, open);
  return open;
}
const openCache = new WeakMap<CampgroundRow, Map<string, boolean | undefined>>();
const OPEN_DATES_KEPT = 64;

/**
 * Where a park's season was read, for a sentence ("Blackwoods Campground's OpenStreetMap season tag
 * ("May-Oct")", "the Recreation.gov description of Blackwoods Campground ("open May through
 * October")"); undefined when it reports none.
 */
export function seasonSource(row: CampgroundRow): string | undefined {
  const season = campgroundSeason(row);
  if (season.kind === 'unknown') return undefined;
  if (row.agencySeason) return `${row.name}'s season on ${agencySeasonSource(row.agencySeason)}`;
  if (parseOsmSeason(row.season).kind !== 'unknown')
    return `${row.name}'s OpenStreetMap season tag ("${row.season?.trim()}")`;
  const text = season.kind === 'window' ? season.text : 'open all year';
  return `the ${row.source === 'RIDB' ? 'Recreation.gov' : 'park'} description of ${row.name} ("${text}")`;
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
