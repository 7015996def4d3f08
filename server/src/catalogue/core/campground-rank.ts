import type { Need } from '@shared/schemas/needs';
import type { RvType } from '@shared/schemas/plan';
import { isLongRig, rigLengthFeet } from '@shared/plan/rig-profile';
import { openOnDate, safeWebsite } from './campground-record';
import type { PlaceAccess } from './place-kinds';
import { notForRvs } from './place-kinds';
import { fitsRig, flagValue, knownNeeds, meetsNeed, needFlags } from './campground-needs';
import type { CampgroundRow } from './data';
import { closedAround as closedAmong, operatorGroup } from './season-around';
import { coldRegion, isWinterDay } from '@shared/plan/calendar';
import { winterShut } from './winter-shut';

// Needs, rig and season: the overnight choice among the parks near a night's stop.

const RV_WORDS = /\b(rvs?|trailers?|motorhomes?)\b/i;

export interface CampgroundChoice {
  row: CampgroundRow;
  distance: number;
  needsMet: Need[];
  needsMissing: Need[];
  /** Needs no campground among the candidates reports (so no other choice would meet them). */
  needsUnavailable: Need[];
  /**
   * The park reports no season while parks around it that report one are closed on a night of the
   * stay, or (with no such neighbour) the night falls in a cold region's winter.
   */
  seasonUnknown: boolean;
}

export interface ChooseOptions {
  rvType: RvType;
  /** The traveller's rig length in feet; absent: the RV type's typical length. */
  rigFeet?: number;
  specialNeeds: readonly Need[];
  cheap: boolean;
  exclude?: ReadonlySet<string>;
  dates?: string[]; // yyyy-mm-dd of each night at the park
  /** What the traveller brings (a military ID opens FamCamps); absent: a civilian. */
  access?: PlaceAccess;
  /**
   * A stay of two nights or more: a park a traveller can find and call (verifiable) comes before
   * one that is only a label on the map, whenever one lies within the search.
   */
  preferVerifiable?: boolean;
}

/** Can this park host this rig on this night at all? */
export function eligible(
  row: CampgroundRow,
  opts: Pick<ChooseOptions, 'rvType' | 'rigFeet' | 'dates' | 'access'>,
): boolean {
  if (!hostsRig(row, opts)) return false;
  if (opts.dates?.some((d) => openOnDate(row, d) === false)) return false;
  return true;
}

// A park that takes this kind of traveller and this rig, on any night.
const hostsRig = (row: CampgroundRow, opts: Pick<ChooseOptions, 'rvType' | 'rigFeet' | 'access'>) =>
  !notForRvs(row, opts.access) && fitsRig(row, opts.rvType, opts.rigFeet);

export function chooseCampground(
  candidates: Array<{ item: CampgroundRow; distance: number }>,
  opts: ChooseOptions,
): CampgroundChoice | undefined {
  const ranked = rankCampgrounds(candidates, opts);
  return ranked[0];
}

// Part of a need reported (electric but not sewer): a little credit, so a park that reports some
// of what the traveller asks beats one that reports nothing.
function partCredit(item: CampgroundRow, need: Need): number {
  const flags = needFlags(need);
  if (flags.length < 2) return 0;
  return flags.filter((f) => flagValue(item, f) === true).length * 15;
}

/**
 * A park's season score from whether it is open on each night (openOnDate), which nights are
 * winter days, and whether its neighbours of known season are closed (asked only when it matters).
 */
function seasonScore(
  item: CampgroundRow,
  open: ReadonlyArray<boolean | undefined>,
  winterNights: readonly boolean[],
  closedAround: () => boolean,
): { score: number; unknown: boolean } {
  let allOpen = true;
  let unknownNight = false;
  let unknownWinterNight = false;
  for (let i = 0; i < open.length; i++) {
    if (open[i] === true) continue;
    allOpen = false;
    if (open[i] !== undefined) continue;
    unknownNight = true;
    if (winterNights[i]) unknownWinterNight = true;
  }
  if (allOpen) return SEASON_OPEN;
  if (!unknownNight) return SEASON_NONE;
  // Neighbours of known season are closed: a park of unknown season may be too.
  if (closedAround()) return SEASON_CLOSED_AROUND;
  return unknownWinterNight && coldRegion(item.lat, item.lng) ? SEASON_COLD_WINTER : SEASON_NONE;
}
const SEASON_OPEN = { score: 10, unknown: false };
const SEASON_NONE = { score: 0, unknown: false };
const SEASON_CLOSED_AROUND = { score: -45, unknown: true };
const SEASON_COLD_WINTER = { score: -15, unknown: true };

// A Recreation.gov record whose name or description speaks of RVs, trailers or motorhomes; read
// once a record (a description runs to thousands of characters).
function speaksOfRvs(row: CampgroundRow): boolean {
  let says = rvWordsCache.get(row);
  if (says === undefined)
    rvWordsCache.set(row, (says = RV_WORDS.test(`${row.name} ${row.description ?? ''}`)));
  return says;
}
const rvWordsCache = new WeakMap<CampgroundRow, boolean>();

/**
 * For a stay of two nights or more, how many miles nearer (in score: a mile is a point) a park with
 * no address, phone or website in the data must be to come before one a traveller can call. It was
 * a strict order: "North Conway" nights went to Twin Mountain, 26 miles off across Crawford Notch,
 * over Glen Ellis Family Campground 4.3 miles away (RV evidence, no contact in the data).
 */
export const UNVERIFIED_MILES = 15;

/**
 * Eligible candidates, best first: needs met, rig and season evidence, then distance; a campground
 * likely shut for the winter nights (winter-shut.ts) only after every other.
 */
export function rankCampgrounds(
  candidates: Array<{ item: CampgroundRow; distance: number }>,
  opts: ChooseOptions,
): CampgroundChoice[] {
  // The rig's length (the traveller's, else the RV type's typical one) decides both.
  const rigFeet = rigLengthFeet(opts.rvType, opts.rigFeet);
  const bigRig = isLongRig(rigFeet);
  const needs = opts.specialNeeds.filter((n) => knownNeeds.includes(n));
  const dates = opts.dates ?? [];
  // Each park's season on each night, read once for eligibility, its score and a winter shut.
  const openOf = new Map<CampgroundRow, Array<boolean | undefined>>();
  const opensOn = (row: CampgroundRow) => {
    let open = openOf.get(row);
    if (!open) openOf.set(row, (open = dates.map((d) => openOnDate(row, d))));
    return open;
  };
  const winterNights = dates.map(isWinterDay);
  const pool = candidates.filter(
    (c) => !opts.exclude?.has(c.item.id) && hostsRig(c.item, opts) && !opensOn(c.item).includes(false),
  );
  const available = new Set(needs.filter((n) => pool.some((c) => meetsNeed(c.item, n, rigFeet) === true)));
  // Read per kind of operator (a private park against private ones, a public against public).
  const rows = candidates.map((c) => c.item);
  const closedFor = new Map<string, boolean>();
  const closedAround = (item: CampgroundRow) => {
    const key = operatorGroup(item) ?? 'any';
    let closed = closedFor.get(key);
    if (closed === undefined) {
      closed = closedAmong(rows, dates, item);
      closedFor.set(key, closed);
    }
    return closed;
  };
  const scored = pool.map(({ item, distance }) => {
    const verdicts = needs.map((n) => [n, meetsNeed(item, n, rigFeet)] as const);
    const needsMet = verdicts.filter(([, v]) => v === true).map(([n]) => n);
    let score = -distance;
    score += needsMet.length * 60;
    for (const [n, v] of verdicts) if (v !== true) score += partCredit(item, n);
    // A need reported as not met weighs more than one the data is silent about.
    score -= verdicts.filter(([, v]) => v === false).length * 40;
    if (item.rvEvidence) score += bigRig ? 30 : 12;
    if (item.source === 'RIDB' && speaksOfRvs(item)) score += 8;
    // rigFriendly is a keyword guess (85% flagged), so it only nudges big rigs, never decides.
    if (bigRig && item.rigFriendly.includes('RV')) score += 6;
    if (bigRig && item.roadDifficulty !== 'paved' && item.roadDifficulty !== 'unknown') score -= 25;
    const season =
      dates.length > 0
        ? seasonScore(item, opensOn(item), winterNights, () => closedAround(item))
        : SEASON_NONE;
    score += season.score;
    if (opts.cheap && item.cost !== null) score += Math.max(0, 30 - item.cost) / 3;
    // A stay's park a traveller can find and call before driving there is worth a longer drive, but
    // not any: a named park by the stop beats a verifiable one across a mountain notch.
    if (opts.preferVerifiable && !verifiable(item)) score -= UNVERIFIED_MILES;
    return {
      score,
      choice: {
        row: item,
        distance,
        needsMet,
        needsMissing: needs.filter((n) => !needsMet.includes(n)),
        needsUnavailable: needs.filter((n) => !available.has(n)),
        seasonUnknown: season.unknown,
      },
    };
  });
  // A land agency's or primitive campground of unknown season in cold country on a winter night
  // (winter-shut.ts) after every other park; then named parks, then by score (for a stay, verifiable
  // ones ahead by UNVERIFIED_MILES); ties broken by id keep the plan deterministic. Each park's name
  // is read once, not at every comparison.
  const keyed = scored.map(({ score, choice }) => ({
    score,
    choice,
    shut: winterNights.includes(true) && winterShut(choice.row, dates) ? 1 : 0,
    unnamed: genericName(choice.row) ? 1 : 0,
  }));
  keyed.sort(
    (a, b) =>
      a.shut - b.shut ||
      a.unnamed - b.unnamed ||
      b.score - a.score ||
      (a.choice.row.id < b.choice.row.id ? -1 : 1),
  );
  return keyed.map((s) => s.choice);
}

// OpenStreetMap records whose "name" is not a name but a description ("Private Owner" at a street
// address, a bare "Campground"): nothing tells a traveller what or where the place is, so they come
// after every named park and are chosen only when nothing else fits.
// A site's number is no name either ("Campground 3", "Campground #2", "RV Site 14", "Lot 8A").
const GENERIC_NAMES = new Set([
  'private owner',
  'private',
  'campground',
  'campgrounds',
  'camping',
  'camping area',
  'camp',
  'rv park',
  'rv parking',
  'rv lot',
  'overnight parking',
  'campsite',
  'campsites',
  'primitive',
  'primitive campsite',
  'primitive campground',
  'primitive camping',
  'overflow',
]);
const NUMBERED_SITE =
  /^(campground|camp ?site|rv (site|park|spot|pad)|site|lot|pad|space|spot) ?(#|no\.?)? ?\d+[a-z]?$/;
// A pitch's label: words and a site's number with no park word ("Cinnamon Teal 19", a site of Fool
// Hollow Lake, five nights of a full-timer's plan once; "Boot Canyon 3", a Big Bend backpacking
// site), not a park with a number ("Camp 4", "Cheaha State Park Campground #1").
const PITCH_NUMBER = /\s(#|no\.?\s?)?\d{1,3}[a-z]?$/;
const PARK_WORD = /\b(camp|campground|campgrounds|park|resort|koa|recreation|rv)\b/;
// One word and nothing else: no RV evidence, operator, website, phone or address ("Apache",
// "Cheyenne", "Mowgli", "Maple": the sites of a scout or church camp, mapped one by one).
const ONE_WORD = /^[\p{L}'’.-]+$/u;
// A lot's name ("VIP RV Lot" at the Indianapolis speedway, "Pearson Blvd RV Parking") with nothing a
// traveller can call or look up: an event's or a business's parking, not a park.
const LOT_NAME = /\b(lot|parking)\b/;
const CAMPGROUND_NAME = /\b(campgrounds?|camping|rv (park|resort)|resort|koa)\b/;
const reportsNothing = (row: CampgroundRow) =>
  row.source !== 'RIDB' &&
  !row.rvEvidence &&
  !row.electric &&
  !row.dumpStation &&
  !row.operator?.trim() &&
  !hasContact(row);
const hasContact = (row: CampgroundRow) =>
  !!(row.website?.trim() || row.phone?.trim() || row.address?.trim() || row.facilityId);
function readGenericName(row: CampgroundRow): boolean {
  const name = row.name.trim().toLowerCase().replace(/\s+/g, ' ');
  if (GENERIC_NAMES.has(name) || NUMBERED_SITE.test(name)) return true;
  if (row.source === 'RIDB') return false;
  if (PITCH_NUMBER.test(name) && !PARK_WORD.test(name)) return true;
  if (ONE_WORD.test(name) && reportsNothing(row)) return true;
  return LOT_NAME.test(name) && !CAMPGROUND_NAME.test(name) && !row.operator?.trim() && !hasContact(row);
}
export function genericName(row: CampgroundRow): boolean {
  let generic = genericCache.get(row);
  if (generic === undefined) genericCache.set(row, (generic = readGenericName(row)));
  return generic;
}
const genericCache = new WeakMap<CampgroundRow, boolean>();

/**
 * A park a traveller can find and reach before driving there: a name (not a description such as
 * "Campground"), and an address, a phone, a website or a Recreation.gov page in the data. "RV Field",
 * an OpenStreetMap label with nothing else, is not.
 */
export function verifiable(row: CampgroundRow): boolean {
  let known = verifiableCache.get(row);
  if (known === undefined)
    verifiableCache.set(
      row,
      (known =
        !genericName(row) &&
        !!(row.address?.trim() || row.phone?.trim() || safeWebsite(row.website) || row.facilityId)),
    );
  return known;
}
const verifiableCache = new WeakMap<CampgroundRow, boolean>();

/**
 * On the map's campground layer, the RV parks it offers (scripts/build-map-data.ts): a kind of place
 * this traveller can use (place-kinds.ts; a civilian by default, FamCamps with a military ID) with a
 * name, not a description.
 */
export const onRvParkLayer = (row: CampgroundRow, access: PlaceAccess = {}) =>
  !notForRvs(row, access) && !genericName(row);

/** What a park reports to find it by, for a note ("phone", "address and website"). */
export function contactKinds(row: CampgroundRow): string[] {
  return [
    ...(row.address?.trim() ? ['address'] : []),
    ...(row.phone?.trim() ? ['phone'] : []),
    ...(safeWebsite(row.website) || row.facilityId ? ['website'] : []),
  ];
}
