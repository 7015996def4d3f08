import type { RvType } from '@shared/schemas/plan';
import { NOT_RV_TEXT, maxLengthFeet, notForRvs, openOnDate, wifiValue } from './campground-record';
import type { CampgroundRow } from './data';
import { coldRegion, winterNight } from './seasons';

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
export const NO_PETS = /\bno (pets|dogs)\b|\bpets are not (allowed|permitted)\b/i;
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

export const textNeed = (row: CampgroundRow, need: string): boolean | undefined => {
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
