import { z } from 'zod';

// One vocabulary of the park needs a traveller can ask for: the planner form's special needs, the
// optimize form's amenities and the campground search filters all name these needs, and the
// catalogue reads each of them from what a park reports. Everything that lists needs derives its
// list from this file, so adding a need is one entry here plus its reading in the catalogue.

/**
 * Attributes a park reports as yes, no or unknown, with their labels as the park facts show them and
 * the noun a stay's warning names one by ("Sewer hook-up not reported: ask Kolomoki Campground").
 */
export const REPORTED_FLAGS = {
  electric: { label: 'Electric hookups', compactLabel: 'Electric', noun: 'Electric hook-up' },
  water: { label: 'Water', noun: 'Water' },
  sewer: { label: 'Sewer hookups', compactLabel: 'Sewer', noun: 'Sewer hook-up' },
  dumpStation: { label: 'Dump station', noun: 'Dump station' },
  showers: { label: 'Showers', noun: 'Showers' },
  pets: { label: 'Pets', noun: 'Pets allowed' },
  wifi: { label: 'Wi-Fi', noun: 'Wi-Fi' },
} as const satisfies Record<string, { label: string; compactLabel?: string; noun: string }>;
export type ReportedFlag = keyof typeof REPORTED_FLAGS;
export const REPORTED_FLAG_KEYS = Object.keys(REPORTED_FLAGS) as ReportedFlag[];
/** How a stay's warning names a reported flag ("Sewer hook-up"). */
export const flagNoun = (flag: ReportedFlag): string => REPORTED_FLAGS[flag].noun;

/** The long label of a reported flag (map popups) or its short one (the park facts grid). */
export const flagLabel = (flag: ReportedFlag, compact = false): string => {
  const entry: { label: string; compactLabel?: string } = REPORTED_FLAGS[flag];
  return compact ? (entry.compactLabel ?? entry.label) : entry.label;
};

// The planner form's special needs options, as the SPEC lists them and in its order.
export const SPECIAL_NEEDS = [
  'pet-friendly',
  'full-hookups',
  'big-rig',
  'wifi-required',
  'laundry',
  'pool',
  'hot-tub',
  'playground',
  'camp-store',
  'restaurant',
  'propane',
  'dump-station',
  'pull-through',
  'cable-tv',
  'recreation-hall',
  'fitness-center',
  'security',
  'quiet-hours',
] as const;

// Every need: the special needs, then the ones only the optimize form (restrooms) or a caller naming
// a reported amenity (showers) asks for.
export const NEEDS = [...SPECIAL_NEEDS, 'restrooms', 'showers'] as const;
export const needSchema = z.enum(NEEDS, { message: 'Unknown special need' });
export type Need = z.infer<typeof needSchema>;

export interface NeedDefinition {
  /** How the planner form's chips and lists name it. */
  label: string;
  /** How a sentence names it: "No campground ... reports hook-ups". */
  phrase: string;
  /**
   * The reported attributes that, all reported, satisfy it (`maxLengthFeet`: a reported maximum
   * length at least the rig's, or pull-through sites reported). Empty when only a park's
   * description can tell.
   */
  reported: ReadonlyArray<ReportedFlag | 'maxLengthFeet'>;
  /** Its key in the campground search filters (`?hookups=true`) and the search form's label. */
  filter: { key: string; label: string };
  /** The optimize form's amenity label, as the SPEC writes it, when that form offers it. */
  amenity?: string;
  /** Other names callers use for it in preferred amenities. */
  aliases?: readonly string[];
}

/**
 * A need no park reports as a yes or a no, so that only its description can tell: a sentence names it
 * by its label in lower case and the search form in sentence case ('Hot Tub': 'hot tub', 'Hot tub').
 */
function describedNeed<const K extends string>(label: string, key: K) {
  const phrase = label.toLowerCase();
  return { label, phrase, reported: [], filter: { key, label: label[0] + phrase.slice(1) } };
}

export const NEED_DEFINITIONS = {
  'pet-friendly': {
    label: 'Pet Friendly',
    phrase: 'pets allowed',
    reported: ['pets'],
    filter: { key: 'pets', label: 'Pets allowed' },
    amenity: 'Pet Friendly',
    aliases: ['Pets Allowed'],
  },
  'full-hookups': {
    label: 'Full Hookups',
    phrase: 'full hook-ups',
    // Full hook-ups are electric, water and sewer at the site: all three reported.
    reported: ['electric', 'water', 'sewer'],
    filter: { key: 'hookups', label: 'Full hook-ups' },
    amenity: 'Full Hookups',
    aliases: ['Hookups'],
  },
  'big-rig': {
    label: 'Big Rig',
    phrase: 'a maximum length that fits your rig',
    reported: ['maxLengthFeet'],
    filter: { key: 'bigRig', label: 'Big rig' },
    amenity: 'Big Rig Accessible',
  },
  'wifi-required': {
    label: 'WiFi Required',
    phrase: 'Wi-Fi',
    reported: ['wifi'],
    filter: { key: 'wifi', label: 'Wi-Fi' },
    amenity: 'WiFi',
  },
  laundry: { ...describedNeed('Laundry', 'laundry'), amenity: 'Laundry' },
  pool: { ...describedNeed('Pool', 'pool'), amenity: 'Pool/Spa' },
  'hot-tub': describedNeed('Hot Tub', 'hotTub'),
  playground: { ...describedNeed('Playground', 'playground'), amenity: 'Playground' },
  'camp-store': { ...describedNeed('Camp Store', 'campStore'), amenity: 'Store/Shop' },
  restaurant: { ...describedNeed('Restaurant', 'restaurant'), amenity: 'Restaurant' },
  propane: { ...describedNeed('Propane', 'propane'), amenity: 'Propane' },
  'dump-station': {
    label: 'Dump Station',
    phrase: 'a dump station',
    reported: ['dumpStation'],
    filter: { key: 'dumpStation', label: 'Dump station' },
    amenity: 'Dump Station',
  },
  'pull-through': {
    label: 'Pull Through',
    phrase: 'pull-through sites',
    reported: [],
    filter: { key: 'pullThrough', label: 'Pull-through sites' },
  },
  'cable-tv': {
    label: 'Cable TV',
    phrase: 'cable tv',
    reported: [],
    filter: { key: 'cableTv', label: 'Cable TV' },
  },
  'recreation-hall': describedNeed('Recreation Hall', 'recreationHall'),
  'fitness-center': describedNeed('Fitness Center', 'fitnessCenter'),
  security: describedNeed('Security', 'security'),
  'quiet-hours': describedNeed('Quiet Hours', 'quietHours'),
  restrooms: { ...describedNeed('Restrooms', 'restrooms'), amenity: 'Restrooms' },
  showers: {
    label: 'Showers',
    phrase: 'showers',
    reported: ['showers'],
    filter: { key: 'showers', label: 'Showers' },
    aliases: ['Showers'],
  },
} as const satisfies Record<Need, NeedDefinition>;

export const needDefinition = (need: Need): NeedDefinition => NEED_DEFINITIONS[need];
export const needLabel = (need: Need): string => NEED_DEFINITIONS[need].label;
/** A need as a sentence names it ("hook-ups", "a dump station"). */
export const needPhrase = (need: Need): string => NEED_DEFINITIONS[need].phrase;
export const isNeed = (value: string): value is Need => (NEEDS as readonly string[]).includes(value);

// The optimize form's amenity options, in the SPEC's order, as the needs behind them.
const OPTIMIZE_AMENITY_NEEDS = [
  'full-hookups',
  'wifi-required',
  'pool',
  'pet-friendly',
  'big-rig',
  'laundry',
  'camp-store',
  'restaurant',
  'playground',
  'dump-station',
  'propane',
  'restrooms',
] as const satisfies readonly Need[];
type AmenityNeed = (typeof OPTIMIZE_AMENITY_NEEDS)[number];
export type OptimizeAmenity = (typeof NEED_DEFINITIONS)[AmenityNeed]['amenity'];
export const OPTIMIZE_AMENITY_OPTIONS: readonly OptimizeAmenity[] = OPTIMIZE_AMENITY_NEEDS.map(
  (need) => NEED_DEFINITIONS[need].amenity,
);

const NEED_BY_NAME = new Map<string, Need>(
  NEEDS.flatMap((need) => {
    const d: NeedDefinition = NEED_DEFINITIONS[need];
    return [...(d.amenity ? [d.amenity] : []), ...(d.aliases ?? [])].map((name) => [name, need] as const);
  }),
);

/** The need behind an amenity name (the optimize form's label or another name for it), if any. */
export const needForAmenity = (name: string): Need | undefined => NEED_BY_NAME.get(name);

/** The needs behind the amenity names that have one, in order, no repeats. */
export function needsForAmenities(names: readonly string[]): Need[] {
  const out: Need[] = [];
  for (const name of names) {
    const need = needForAmenity(name);
    if (need && !out.includes(need)) out.push(need);
  }
  return out;
}

// The needs the campground search form offers as "Only parks reporting" checkboxes, in its order.
export const SEARCH_FORM_NEEDS = [
  'full-hookups',
  'pet-friendly',
  'dump-station',
  'big-rig',
] as const satisfies readonly Need[];
export type SearchFormNeed = (typeof SEARCH_FORM_NEEDS)[number];
export type NeedFilterKey = (typeof NEED_DEFINITIONS)[Need]['filter']['key'];
export type SearchFilterKey = (typeof NEED_DEFINITIONS)[SearchFormNeed]['filter']['key'];
/** A campground search's query-string pairs for the search-form filters that are on. */
export function searchFilterParams(filters: Partial<Record<SearchFilterKey, boolean>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const need of SEARCH_FORM_NEEDS) {
    const { key } = NEED_DEFINITIONS[need].filter;
    if (filters[key]) out[key] = 'true';
  }
  return out;
}
/** Each need's search filter key, in the vocabulary's order. */
export const NEED_FILTERS: ReadonlyArray<{ need: Need; key: NeedFilterKey }> = NEEDS.map((need) => ({
  need,
  key: NEED_DEFINITIONS[need].filter.key,
}));

/**
 * Needs as stored before the vocabulary (trips and plans saved on a device or the server): a name
 * the vocabulary does not know is dropped, so an old trip still loads.
 */
export const storedNeedsSchema = z.array(z.string()).transform((list) => list.filter(isNeed));
