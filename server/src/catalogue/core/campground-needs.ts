import type { Need, ReportedFlag } from '@shared/schemas/needs';
import { flagNoun, NEEDS, needDefinition, needPhrase, REPORTED_FLAG_KEYS } from '@shared/schemas/needs';
import type { RvType } from '@shared/schemas/plan';
import { rigLengthFeet, SEARCH_BIG_RIG_FEET } from '@shared/plan/rig-profile';
import { maxLengthFeet, wifiValue } from './campground-record';
import type { CampgroundRow } from './data';
import { sentenceStart } from '@shared/plan/sentence';

// What a park reports of each need, and whether it takes the rig.

// Words that evidence each need in a park's description (RIDB rows, mostly); null where words
// would not be evidence. Every need of the vocabulary says which.
const NEED_PATTERNS: Record<Need, RegExp | null> = {
  'pet-friendly': /\b(pets?|dogs?)\b/i,
  // Only "full hook-ups" says electric, water and sewer at once; "hook-ups" alone may be electric only.
  'full-hookups': /\bfull hook-?ups?\b/i,
  'big-rig': null, // read from a reported maximum length, or pull-through sites reported
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
const ELECTRIC_TEXT = /\b(full hook-?ups?|hook-?ups?|electric(al)? (hook|site))/i;
const SEWER_TEXT = /\b(full hook-?ups?|sewer (hook-?ups?|connections?|sites?))\b/i;
const FULL_HOOKUPS_TEXT = /\bfull hook-?ups?\b/i;
const NO_SEWER_TEXT = /\bno\b[^.]{0,40}\bsewer\b/i;
const NO_ELECTRIC_TEXT = /\bno (electric(al)?|hook-?ups?)\b/i;

// Every need of the vocabulary is read from the data (reported, or unknown).
export const knownNeeds: readonly Need[] = NEEDS;

// Need names as people read them in warnings.
export const needLabel = needPhrase;

const textOf = (row: CampgroundRow) => `${row.name} ${row.description ?? ''}`;

export const textNeed = (row: CampgroundRow, need: Need): boolean | undefined => {
  const text = textOf(row);
  if (need === 'pet-friendly' && NO_PETS.test(text)) return false;
  const pattern = NEED_PATTERNS[need];
  return pattern?.test(text) ? true : undefined;
};

const saysYes = (re: RegExp) => (row: CampgroundRow) => (re.test(textOf(row)) ? true : undefined);

// How each reported flag of the needs vocabulary is read from a row: its tag (true, false, or
// undefined when the data says nothing), and for a RIDB row without the tag, its description.
const FLAG_READERS: Record<
  ReportedFlag,
  { tag: (row: CampgroundRow) => boolean | undefined; text?: (row: CampgroundRow) => boolean | undefined }
> = {
  electric: {
    tag: (row) => row.electric,
    text: (row) => (NO_ELECTRIC_TEXT.test(textOf(row)) ? false : saysYes(ELECTRIC_TEXT)(row)),
  },
  water: {
    tag: (row) => row.drinkingWater ?? (row.amenities.includes('water') ? true : undefined),
    text: saysYes(FULL_HOOKUPS_TEXT),
  },
  sewer: {
    tag: (row) => row.sewer,
    // "no electrical, water or sewer hook-ups" says no.
    text: (row) => (NO_SEWER_TEXT.test(textOf(row)) ? false : saysYes(SEWER_TEXT)(row)),
  },
  dumpStation: { tag: (row) => row.dumpStation, text: (row) => textNeed(row, 'dump-station') },
  showers: { tag: (row) => row.showers ?? (row.amenities.includes('showers') ? true : undefined) },
  pets: {
    tag: (row) => (row.pets ? row.pets !== 'no' : undefined),
    text: (row) => (NO_PETS.test(textOf(row)) ? false : undefined),
  },
  wifi: {
    tag: (row) => {
      const w = wifiValue(row);
      return w === 'unknown' ? undefined : w === 'yes';
    },
  },
};

/** One reported flag of a row: its tag, else (a RIDB row) its description; undefined: not reported. */
export function flagValue(row: CampgroundRow, flag: ReportedFlag): boolean | undefined {
  const { tag, text } = FLAG_READERS[flag];
  return tag(row) ?? (row.source === 'RIDB' && text ? text(row) : undefined);
}

const yesNo = (v: boolean | undefined) => (v === undefined ? 'unknown' : v ? 'yes' : 'no');

/** The reported flags of a row as the API's campground gives them: yes, no or unknown. */
export function reportedFlags(row: CampgroundRow): Record<ReportedFlag, 'yes' | 'no' | 'unknown'> {
  const out = {} as Record<ReportedFlag, 'yes' | 'no' | 'unknown'>;
  for (const flag of REPORTED_FLAG_KEYS) out[flag] = yesNo(flagValue(row, flag));
  return out;
}

/** The reported flags that, all reported yes, meet each need. */
export const needFlags = (need: Need): ReportedFlag[] =>
  needDefinition(need).reported.filter((a): a is ReportedFlag => a !== 'maxLengthFeet');

/** All flags yes: met; any flag no: not met; otherwise the flags do not say. */
function flagsVerdict(row: CampgroundRow, flags: readonly ReportedFlag[]) {
  let all = true;
  for (const flag of flags) {
    const v = flagValue(row, flag);
    if (v === false) return false;
    if (v !== true) all = false;
  }
  return all ? true : undefined;
}

/**
 * A big rig's night: a reported maximum length at least the rig's, or pull-through sites reported.
 * A shorter reported length is a no; nothing else (an RV park, a caravan site) says a big rig fits.
 */
function bigRigVerdict(row: CampgroundRow, rigFeet: number): boolean | undefined {
  const len = maxLengthFeet(row);
  if (len !== undefined && len >= rigFeet) return true;
  if (textNeed(row, 'pull-through') === true) return true;
  return len !== undefined ? false : undefined;
}

/**
 * true: reported met; false: reported not met; undefined: the data does not say. `rigFeet` is the
 * traveller's rig length, which a big-rig night must take.
 */
export function meetsNeed(
  row: CampgroundRow,
  need: Need,
  rigFeet: number = SEARCH_BIG_RIG_FEET,
): boolean | undefined {
  if (need === 'big-rig') return bigRigVerdict(row, rigFeet);
  const flags = needFlags(need);
  if (flags.length > 0) {
    const verdict = flagsVerdict(row, flags);
    if (verdict !== undefined) return verdict;
  }
  if (need === 'restrooms') {
    if (row.toilets !== undefined) return row.toilets;
    if (row.amenities.includes('toilets')) return true;
  }
  return row.source === 'RIDB' || row.description ? textNeed(row, need) : undefined;
}

/**
 * A park whose reported maximum length is shorter than the rig (the traveller's own length, else the
 * RV type's typical one: shared/plan/rig-profile.ts) is never chosen.
 */
export function fitsRig(row: CampgroundRow, rvType: RvType, rigFeet?: number): boolean {
  return fitsLength(row, rigLengthFeet(rvType, rigFeet));
}

/** A park that reports no maximum length, or one of at least `feet`. */
export function fitsLength(row: CampgroundRow, feet: number): boolean {
  const len = maxLengthFeet(row);
  return len === undefined || len >= feet;
}

/** What a park does not report of a need: each part (a hook-up, the max length) unknown or no. */
export interface NeedGap {
  need: Need;
  noun: string;
  value: 'no' | 'unknown';
}

/**
 * The parts of a need a park does not report as met, one per reported flag (full hook-ups: electric,
 * water, sewer), the max length for a big rig, the need itself when only words could tell.
 */
export function needGaps(row: CampgroundRow, need: Need, rigFeet?: number): NeedGap[] {
  const met = meetsNeed(row, need, rigFeet);
  if (met === true) return [];
  if (need === 'big-rig') return [{ need, noun: 'Max length', value: met === false ? 'no' : 'unknown' }];
  const flags = needFlags(need);
  if (flags.length === 0)
    return [
      {
        need,
        noun: sentenceStart(needPhrase(need).replace(/^an? /, '')),
        value: met === false ? 'no' : 'unknown',
      },
    ];
  return flags
    .map((flag) => ({ flag, v: flagValue(row, flag) }))
    .filter(({ v }) => v !== true)
    .map(({ flag, v }) => ({
      need,
      noun: flagNoun(flag),
      value: v === false ? ('no' as const) : ('unknown' as const),
    }));
}
