import type { Need, ReportedFlag } from '@shared/schemas/needs';
import { NEEDS, needDefinition, needPhrase, REPORTED_FLAG_KEYS } from '@shared/schemas/needs';
import type { RvType } from '@shared/schemas/plan';
import { NOT_RV_TEXT, maxLengthFeet, notForRvs, openOnDate, wifiValue } from './campground-record';
import type { CampgroundRow } from './data';
import { coldRegion, winterNight } from './seasons';

// Needs, rig and season: the overnight choice.

// Words that evidence each need in a park's description (RIDB rows, mostly); null where words
// would not be evidence. Every need of the vocabulary says which.
const NEED_PATTERNS: Record<Need, RegExp | null> = {
  'pet-friendly': /\b(pets?|dogs?)\b/i,
  'full-hookups': /\b(full hook-?ups?|hook-?ups?|electric(al)? (hook|site)|sewer)/i,
  'big-rig': null, // read from a reported length, RV evidence or an RV-worded paved RIDB park
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
export const NO_PETS = /\bno (pets|dogs)\b|\bpets are not (allowed|permitted)\b/i;
const RV_WORDS = /\b(rvs?|trailers?|motorhomes?)\b/i;

// Every need of the vocabulary is read from the data (reported, or unknown).
export const knownNeeds: readonly Need[] = NEEDS;

// Need names as people read them in warnings.
export const needLabel = needPhrase;

export const textNeed = (row: CampgroundRow, need: Need): boolean | undefined => {
  const text = `${row.name} ${row.description ?? ''}`;
  if (need === 'pet-friendly' && NO_PETS.test(text)) return false;
  const pattern = NEED_PATTERNS[need];
  return pattern?.test(text) ? true : undefined;
};

// How each reported flag of the needs vocabulary is read from a row: its tag (true, false, or
// undefined when the data says nothing), and for a RIDB row without the tag, its description.
const FLAG_READERS: Record<
  ReportedFlag,
  { tag: (row: CampgroundRow) => boolean | undefined; text?: (row: CampgroundRow) => boolean | undefined }
> = {
  electric: { tag: (row) => row.electric, text: (row) => textNeed(row, 'full-hookups') },
  dumpStation: { tag: (row) => row.dumpStation, text: (row) => textNeed(row, 'dump-station') },
  showers: { tag: (row) => row.showers ?? (row.amenities.includes('showers') ? true : undefined) },
  water: { tag: (row) => row.drinkingWater ?? (row.amenities.includes('water') ? true : undefined) },
  pets: {
    tag: (row) => (row.pets ? row.pets !== 'no' : undefined),
    text: (row) => (NO_PETS.test(`${row.name} ${row.description ?? ''}`) ? false : undefined),
  },
  wifi: {
    tag: (row) => {
      const w = wifiValue(row);
      return w === 'unknown' ? undefined : w === 'yes';
    },
  },
};

const yesNo = (v: boolean | undefined) => (v === undefined ? 'unknown' : v ? 'yes' : 'no');

/** The reported flags of a row as the API's campground gives them: yes, no or unknown. */
export function reportedFlags(row: CampgroundRow): Record<ReportedFlag, 'yes' | 'no' | 'unknown'> {
  const out = {} as Record<ReportedFlag, 'yes' | 'no' | 'unknown'>;
  for (const flag of REPORTED_FLAG_KEYS) {
    const { tag, text } = FLAG_READERS[flag];
    out[flag] = yesNo(tag(row) ?? (row.source === 'RIDB' && text ? text(row) : undefined));
  }
  return out;
}

// The tags that, all reported yes, meet each need (a description is read after them).
const NEED_TAGS = Object.fromEntries(
  NEEDS.map((need) => [
    need,
    needDefinition(need)
      .reported.filter((a): a is ReportedFlag => a !== 'maxLengthFeet')
      .map((flag) => FLAG_READERS[flag].tag),
  ]),
) as Record<Need, Array<(row: CampgroundRow) => boolean | undefined>>;

/** All tags yes: met; any tag no: not met; otherwise the tags do not say. */
function tagsVerdict(row: CampgroundRow, tags: ReadonlyArray<(row: CampgroundRow) => boolean | undefined>) {
  let all = true;
  for (const tag of tags) {
    const v = tag(row);
    if (v === false) return false;
    if (v !== true) all = false;
  }
  return all ? true : undefined;
}

function bigRigVerdict(row: CampgroundRow): boolean | undefined {
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

/** true: reported met; false: reported not met; undefined: the data does not say. */
export function meetsNeed(row: CampgroundRow, need: Need): boolean | undefined {
  if (need === 'big-rig') return bigRigVerdict(row);
  const tags = NEED_TAGS[need];
  if (tags.length > 0) {
    const verdict = tagsVerdict(row, tags);
    if (verdict !== undefined) return verdict;
  }
  if (need === 'restrooms') {
    if (row.toilets !== undefined) return row.toilets;
    if (row.amenities.includes('toilets')) return true;
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
  needsMet: Need[];
  needsMissing: Need[];
  /** Needs no campground among the candidates reports (so no other choice would meet them). */
  needsUnavailable: Need[];
  /** The night's date falls in winter in a cold region and the park reports no season. */
  seasonUnknown: boolean;
}

export interface ChooseOptions {
  rvType: RvType;
  specialNeeds: readonly Need[];
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
