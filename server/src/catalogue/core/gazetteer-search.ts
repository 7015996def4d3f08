import type { ParkRow, PlaceRow, Town } from './data';
import type { CampgroundNames } from './gazetteer-campgrounds';
import type { LabelLookups } from './gazetteer-labels';
import { landmarkMatch, parkMatch, townMatch } from './gazetteer-matches';
import type { GeoMatch, LandmarkRow } from './gazetteer-types';
import { PARK_PART_TOWNS, namesOfPark } from './park-names';
import { joinKeys, normalizePlaceName, parseState } from './place-name';

const COUNTRY_SUFFIX = /,?\s*(usa|us|u s a|united states( of america)?)$/;
// Exact town names above this size beat a park of the same name ("Denver" vs nothing, "Zion" IL vs Zion NP).
const BIG_TOWN = 100_000;

// Towns, parks (by every alias) and landmarks by normalized name, with their sorted names for prefixes.
export interface NameTables {
  towns: Town[];
  byName: Map<string, Town[]>;
  /** Towns that share their name in their state, by the key of their name and area ("twin lakes lake county"). */
  byAreaName: Map<string, Town[]>;
  sortedNames: string[];
  parkAliases: Map<string, ParkRow>;
  parkNames: string[];
  landmarksByName: Map<string, LandmarkRow[]>;
  landmarkNames: string[];
  /** A town's name key (its key in byName). */
  townKey: (town: Town) => string;
}

export function buildNameTables(rows: PlaceRow[], parks: ParkRow[], landmarks: LandmarkRow[]): NameTables {
  const towns: Town[] = rows.map(([name, state, latitude, longitude, population, area]) => ({
    name,
    state,
    latitude,
    longitude,
    population,
    ...(area ? { area } : {}),
  }));
  const byName = new Map<string, Town[]>();
  const byAreaName = new Map<string, Town[]>();
  const push = (map: Map<string, Town[]>, k: string, t: Town) => {
    const list = map.get(k);
    if (list) list.push(t);
    else map.set(k, [t]);
  };
  for (const t of towns) {
    const k = normalizePlaceName(t.name);
    push(byName, k, t);
    if (t.area) push(byAreaName, joinKeys(k, normalizePlaceName(t.area)), t);
  }
  for (const list of byName.values()) list.sort((a, b) => b.population - a.population);
  const sortedNames = [...byName.keys()].sort();

  const parkAliases = new Map<string, ParkRow>();
  for (const p of parks) for (const alias of namesOfPark(p)) parkAliases.set(alias, p);
  const parkNames = [...parkAliases.keys()].sort();

  const landmarksByName = new Map<string, LandmarkRow[]>();
  for (const l of [...landmarks, ...parkParts(byName)]) {
    const k = normalizePlaceName(l.name);
    const list = landmarksByName.get(k);
    if (list) list.push(l);
    else landmarksByName.set(k, [l]);
  }
  const landmarkNames = [...landmarksByName.keys()].sort();
  // Each town's name key, for the campground labels (gazetteer-campgrounds.ts): made from byName's
  // keys when first asked, so a thread that reads the shared label indexes keeps no map of them.
  let townKeys: Map<Town, string> | undefined;
  const keysOfTowns = () => {
    const keys = new Map<Town, string>();
    for (const [k, named] of byName) for (const t of named) keys.set(t, k);
    return keys;
  };
  const townKey = (t: Town) => (townKeys ??= keysOfTowns()).get(t) ?? normalizePlaceName(t.name);
  return {
    towns,
    byName,
    byAreaName,
    sortedNames,
    parkAliases,
    parkNames,
    landmarksByName,
    landmarkNames,
    townKey,
  };
}

/** The parts of parks named as the gazetteer's towns there (park-names.ts), as landmarks of that name. */
const parkParts = (byName: ReadonlyMap<string, Town[]>): LandmarkRow[] =>
  PARK_PART_TOWNS.flatMap(({ name, town, state }) => {
    const t = byName.get(normalizePlaceName(town))?.find((o) => o.state === state);
    if (!t) return [];
    const source = `the gazetteer's ${town}, ${state} (GeoNames)`;
    return [{ name, state, latitude: t.latitude, longitude: t.longitude, source }];
  });

const prefixed = (names: string[], prefix: string, max: number) => {
  let lo = 0;
  let hi = names.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (names[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < names.length && out.length < max && names[i].startsWith(prefix); i++)
    out.push(names[i]);
  return out;
};

/** Campgrounds by name from the index this thread built (campgroundNames). */
export const campgroundLookups = (names: CampgroundNames): CampgroundLookups => ({
  campgrounds: (nameKey) => names.byName.get(nameKey) ?? [],
  campgroundNames: (prefix, max) => prefixed(names.names, prefix, max),
});

export type CampgroundLookups = Pick<LabelLookups, 'campgrounds' | 'campgroundNames'>;

/** Lower-case words of a text, accents and apostrophes dropped, abbreviations left as typed. */
const plainWords = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

// "Denver, CO" / "Moab Utah" / "Yellowstone" -> name part and optional state code.
const parse = (query: string): Array<{ name: string; state?: string }> => {
  const raw = query.trim().replace(/\s+/g, ' ');
  const cleaned = normalizePlaceName(raw).replace(COUNTRY_SUFFIX, '').trim();
  const parts = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && !COUNTRY_SUFFIX.test(normalizePlaceName(s)));
  const readings: Array<{ name: string; state?: string }> = [];
  if (parts.length >= 2) {
    const state = parseState(parts[parts.length - 1]);
    if (state) readings.push({ name: normalizePlaceName(parts.slice(0, -1).join(' ')), state });
  }
  // The state is read off the words as typed, before abbreviations are spelled out: "Missoula MT"
  // is Montana, not "Missoula Mount". The name before it is normalized on its own.
  const words = plainWords(raw).replace(COUNTRY_SUFFIX, '').trim().split(' ');
  for (const n of [1, 2]) {
    if (words.length > n) {
      const state = parseState(words.slice(-n).join(' '));
      if (state) readings.push({ name: normalizePlaceName(words.slice(0, -n).join(' ')), state });
    }
  }
  readings.push({ name: cleaned });
  return readings.filter((r) => r.name);
};

/**
 * Search by name: exact towns, parks and landmarks first, then prefix matches, campgrounds last. The
 * most specific reading of the query that matches anything wins.
 */
export function createSearch(tables: NameTables, camps: () => CampgroundLookups) {
  const { byName, byAreaName, sortedNames, parkAliases, parkNames, landmarksByName, landmarkNames } = tables;
  return (query: string, limit = 5): GeoMatch[] => {
    const results: GeoMatch[] = [];
    const seen = new Set<string>();
    const add = (m: GeoMatch) => {
      if (seen.has(m.id) || results.length >= limit) return;
      seen.add(m.id);
      results.push(m);
    };
    // A town that shares its name in its state brings the others along, each with what tells it apart,
    // so the list never offers one Twin Lakes, CO without the other.
    const addTown = (t: Town, exact: boolean) => {
      add(exact ? townMatch(t) : { ...townMatch(t), exact });
      if (t.area)
        for (const o of byName.get(tables.townKey(t)) ?? [])
          if (o.state === t.state && o.area !== t.area)
            add(exact ? townMatch(o) : { ...townMatch(o), exact });
    };
    for (const { name, state } of parse(query)) {
      const inState = (t: Town) => !state || t.state === state;
      const parkInState = (p: ParkRow) => !state || p.states.includes(state);
      // "Twin Lakes, Lake County, CO" names one of two towns; "Twin Lakes, CO" names both.
      const exactTowns = (byAreaName.get(name) ?? byName.get(name) ?? []).filter(inState);
      const exactPark = parkAliases.get(name);
      const wantsPark = /\b(national park|np)\b/.test(name);
      if (exactPark && parkInState(exactPark) && (wantsPark || !(exactTowns[0]?.population >= BIG_TOWN))) {
        add(parkMatch(exactPark));
      }
      for (const t of exactTowns) addTown(t, true);
      if (exactPark && parkInState(exactPark)) add(parkMatch(exactPark));
      for (const l of landmarksByName.get(name) ?? []) if (!state || l.state === state) add(landmarkMatch(l));
      if (results.length >= limit) break;
      const prefixTowns = prefixed(sortedNames, name, 200)
        .filter((n) => n !== name)
        .flatMap((n) => byName.get(n) ?? [])
        .filter(inState)
        .sort((a, b) => b.population - a.population);
      const prefixParks = prefixed(parkNames, name, 20)
        .map((n) => parkAliases.get(n))
        .filter((p): p is ParkRow => !!p && parkInState(p));
      const prefixLandmarks = prefixed(landmarkNames, name, 20)
        .flatMap((n) => landmarksByName.get(n) ?? [])
        .filter((l) => !state || l.state === state);
      for (const p of prefixParks) add({ ...parkMatch(p), exact: false });
      for (const t of prefixTowns.slice(0, 2)) addTown(t, false);
      for (const l of prefixLandmarks) add({ ...landmarkMatch(l), exact: false });
      for (const t of prefixTowns.slice(2)) addTown(t, false);
      // Campgrounds last, so towns, parks and landmarks keep their places in the list.
      const { campgrounds, campgroundNames } = camps();
      for (const m of campgrounds(name)) if (!state || m.state === state) add(m);
      // With a state, most names of a common prefix ("Camping (near ...)") lie in other states: look further.
      for (const n of campgroundNames(name, state ? 400 : 20).filter((n) => n !== name))
        for (const m of campgrounds(n)) if (!state || m.state === state) add({ ...m, exact: false });
      if (results.length > 0) break; // the most specific reading that matched wins
    }
    return results;
  };
}

/**
 * The towns a match found by its bare name may mean: every town of its name in its state, when the
 * query did not name what tells them apart ("Twin Lakes, CO", not "Twin Lakes, Lake County, CO"). None
 * when one of them is a city of BIG_TOWN people or more and ten times any other (Burbank, CA is the
 * one in Los Angeles County, not the one of 4,900 in Santa Clara County): its name in the plan says so.
 */
export function namesakes(tables: NameTables, m: GeoMatch, query: string): Town[] {
  if (m.kind !== 'place' || !m.area || !m.state) return [];
  const words = ` ${normalizePlaceName(query)} `;
  if (words.includes(` ${normalizePlaceName(m.area)} `)) return [];
  const name = m.name.slice(0, m.name.length - ` (${m.area}), ${m.state}`.length);
  const named = (tables.byName.get(normalizePlaceName(name)) ?? []).filter(
    (t) => t.state === m.state && t.area,
  );
  const [largest, ...rest] = named; // largest first (buildNameTables)
  if (largest && largest.population >= BIG_TOWN && rest.every((t) => t.population * 10 < largest.population))
    return [];
  // One per area: places of one town closer than 25 miles share it (scripts/build-gazetteer.ts).
  return named.filter((t, i) => named.findIndex((o) => o.area === t.area) === i);
}
