import type { ParkRow, PlaceRow, Town } from './data';
import type { GridIndex, LatLng } from './geo';
import { createGridIndex, haversineMiles } from './geo';
import { STATE_NAMES, normalizePlaceName, parseState } from './place-name';

export interface GeoMatch extends LatLng {
  id: string;
  name: string; // short label used in plans: 'Denver, CO' or 'Yellowstone National Park'
  placeName: string; // Mapbox-style: 'Denver, Colorado, United States'
  kind: 'place' | 'park' | 'landmark' | 'campground';
  state?: string;
  population: number;
  parkId?: string;
  campgroundId?: string;
  exact: boolean; // false for type-ahead prefix matches
  attribution?: string; // set when the match comes from data that must be credited (OpenStreetMap)
}

export interface Gazetteer {
  search(query: string, limit?: number): GeoMatch[];
  resolve(query: string): GeoMatch | undefined;
  townsNear(point: LatLng, radiusMiles: number): Array<{ item: Town; distance: number }>;
  // The town that best names a point: the largest one close by, else the nearest.
  nameNear(point: LatLng, radiusMiles?: number): Town | undefined;
  towns: readonly Town[];
}

/**
 * A named place people drive to that is neither a town nor a national park (a state park, for one),
 * with a real point inside it and where that point comes from.
 */
export interface LandmarkRow {
  name: string; // 'Custer State Park'
  state: string;
  latitude: number;
  longitude: number;
  source: string; // 'campground catalogue (OpenStreetMap)'
  attribution?: string; // the credit its source asks for, shown with the match
}

/** A campground of the catalogue, as the place search offers it. */
export interface CampgroundPlaceRow {
  id: string; // catalogue id: 'osm-16778885', 'ridb-232447'
  name: string;
  state: string;
  latitude: number;
  longitude: number;
  attribution?: string;
}

const COUNTRY_SUFFIX = /,?\s*(usa|us|u s a|united states( of america)?)$/;
const PARK_WORDS =
  /\b(national park|np|national park and preserve|national park preserve|and preserve|preserve)\b/g;
// Exact town names above this size beat a park of the same name ("Denver" vs nothing, "Zion" IL vs Zion NP).
const BIG_TOWN = 100_000;

export const townLabel = (t: { name: string; state: string }) => `${t.name}, ${t.state}`;

const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];
const compass = (from: LatLng, to: LatLng) => {
  const dy = to.latitude - from.latitude;
  const dx = (to.longitude - from.longitude) * Math.cos((from.latitude * Math.PI) / 180);
  const deg = (Math.atan2(dx, dy) * 180) / Math.PI;
  return COMPASS[Math.round(((deg + 360) % 360) / 45) % 8];
};

export function createGazetteer(
  rows: PlaceRow[],
  parks: ParkRow[],
  landmarks: LandmarkRow[] = [],
  campgrounds: readonly CampgroundPlaceRow[] = [],
): Gazetteer {
  const towns: Town[] = rows.map(([name, state, latitude, longitude, population]) => ({
    name,
    state,
    latitude,
    longitude,
    population,
  }));
  const byName = new Map<string, Town[]>();
  for (const t of towns) {
    const k = normalizePlaceName(t.name);
    const list = byName.get(k);
    if (list) list.push(t);
    else byName.set(k, [t]);
  }
  for (const list of byName.values()) list.sort((a, b) => b.population - a.population);
  const sortedNames = [...byName.keys()].sort();

  const parkAliases = new Map<string, ParkRow>();
  for (const p of parks) {
    const full = normalizePlaceName(p.fullName);
    const short = full.replace(PARK_WORDS, ' ').replace(/\s+/g, ' ').trim();
    for (const alias of [full, short, `${short} np`, `${short} national park`]) parkAliases.set(alias, p);
  }
  const parkNames = [...parkAliases.keys()].sort();

  const landmarksByName = new Map<string, LandmarkRow[]>();
  for (const l of landmarks) {
    const k = normalizePlaceName(l.name);
    const list = landmarksByName.get(k);
    if (list) list.push(l);
    else landmarksByName.set(k, [l]);
  }
  const landmarkNames = [...landmarksByName.keys()].sort();

  // Built on first use: one entry per label the type-ahead can show.
  let labels: Map<string, GeoMatch> | undefined;
  const byLabel = () => {
    if (labels) return labels;
    const map = new Map<string, GeoMatch>();
    const put = (m: GeoMatch) => {
      const k = normalizePlaceName(m.placeName);
      if (!map.has(k)) map.set(k, m);
    };
    for (const p of parks) put(parkMatch(p));
    // Largest first, so two towns of one name in one state label as the one search() lists first.
    for (const list of byName.values()) for (const t of list) put(townMatch(t));
    for (const list of landmarksByName.values()) for (const l of list) put(landmarkMatch(l));
    // Campground labels are made unique against all of the above (campIndex), so none is shadowed.
    for (const list of campIndex().byName.values()) for (const m of list) put(m);
    return (labels = map);
  };

  let grid: GridIndex<Town> | undefined;
  const townGrid = () => (grid ??= createGridIndex(towns, (t) => t, 0.5));
  function nameNear(point: LatLng, radiusMiles = 60): Town | undefined {
    const near = townGrid().near(point, radiusMiles);
    if (near.length === 0) return undefined;
    // Prefer a known town (GeoNames, population) within a short drive; population grows the pull.
    let best = near[0];
    let bestScore = -Infinity;
    for (const c of near) {
      const score = Math.log10(c.item.population + 10) * 10 - c.distance;
      if (score > bestScore) {
        bestScore = score;
        best = c;
      }
    }
    return best.item;
  }

  const townMatch = (t: Town): GeoMatch => ({
    id: `place.${normalizePlaceName(t.name).replace(/ /g, '-')}.${t.state.toLowerCase()}`,
    name: townLabel(t),
    placeName: `${t.name}, ${STATE_NAMES[t.state] ?? t.state}, United States`,
    kind: 'place',
    exact: true,
    state: t.state,
    population: t.population,
    latitude: t.latitude,
    longitude: t.longitude,
  });
  const parkMatch = (p: ParkRow): GeoMatch => ({
    id: `park.${p.id}`,
    name: p.fullName,
    placeName: `${p.fullName}, ${p.states.map((s) => STATE_NAMES[s] ?? s).join(' and ')}, United States`,
    kind: 'park',
    exact: true,
    state: p.states[0],
    population: 0,
    parkId: p.id,
    latitude: p.latitude,
    longitude: p.longitude,
  });

  const landmarkMatch = (l: LandmarkRow): GeoMatch => ({
    id: `landmark.${normalizePlaceName(l.name).replace(/ /g, '-')}.${l.state.toLowerCase()}`,
    name: `${l.name}, ${l.state}`,
    placeName: `${l.name}, ${STATE_NAMES[l.state] ?? l.state}, United States`,
    kind: 'landmark',
    exact: true,
    state: l.state,
    population: 0,
    latitude: l.latitude,
    longitude: l.longitude,
    ...(l.attribution ? { attribution: l.attribution } : {}),
  });

  /**
   * Campgrounds by normalized label name. Names repeat ("Lakeside Campground" in 11 states, twice in
   * Ohio), and every label offered must plan as its own campground, so a name shared within a state,
   * or one that would read like a town, park or landmark label, gets the nearest town; where that is
   * not enough, the distance and direction from it, then the point itself.
   */
  let camps: { byName: Map<string, GeoMatch[]>; names: string[] } | undefined;
  const campIndex = () => {
    if (camps) return camps;
    const labelKey = (name: string, stateName: string) =>
      normalizePlaceName(`${name}, ${stateName}, United States`);
    const taken = new Set<string>();
    for (const p of parks) taken.add(normalizePlaceName(parkMatch(p).placeName));
    for (const t of towns) taken.add(normalizePlaceName(townMatch(t).placeName));
    for (const l of landmarks) taken.add(normalizePlaceName(landmarkMatch(l).placeName));
    const groups = new Map<string, CampgroundPlaceRow[]>();
    for (const c of campgrounds) {
      if (!c.name.trim() || !c.state) continue;
      const k = `${normalizePlaceName(c.name)}|${c.state}`;
      const list = groups.get(k);
      if (list) list.push(c);
      else groups.set(k, [c]);
    }
    const used = new Set<string>();
    const ids = new Set<string>();
    const byName = new Map<string, GeoMatch[]>();
    const labelFor = (c: CampgroundPlaceRow, level: number) => {
      if (level === 0) return c.name;
      const town = nameNear(c, 60);
      if (level === 1 && town) return `${c.name} (near ${town.name})`;
      if (level <= 2 && town) {
        const miles = Math.round(haversineMiles(town, c));
        return miles < 1
          ? `${c.name} (in ${town.name})`
          : `${c.name} (${miles} mi ${compass(town, c)} of ${town.name})`;
      }
      return `${c.name} (${c.latitude.toFixed(4)}, ${c.longitude.toFixed(4)})`;
    };
    for (const list of groups.values()) {
      const state = list[0].state;
      const stateName = STATE_NAMES[state] ?? state;
      const shared = list.length > 1 || taken.has(labelKey(list[0].name, stateName));
      for (const c of list) {
        let name = '';
        for (let level = shared ? 1 : 0; level <= 3; level++) {
          name = labelFor(c, level);
          const key = labelKey(name, stateName);
          const others = list.filter((o) => o !== c && labelKey(labelFor(o, level), stateName) === key).length;
          if (others === 0 && !taken.has(key)) break;
        }
        const full = labelKey(name, stateName);
        if (used.has(full)) continue; // two records of one point under one name: offer it once
        used.add(full);
        // A few catalogue ids name two points (one OSM object mapped twice): keep match ids distinct.
        let id = `campground.${c.id}`;
        for (let n = 2; ids.has(id); n++) id = `campground.${c.id}.${n}`;
        ids.add(id);
        const m: GeoMatch = {
          id,
          name: `${name}, ${state}`,
          placeName: `${name}, ${stateName}, United States`,
          kind: 'campground',
          exact: true,
          state,
          population: 0,
          campgroundId: c.id,
          latitude: c.latitude,
          longitude: c.longitude,
          ...(c.attribution ? { attribution: c.attribution } : {}),
        };
        const k = normalizePlaceName(name);
        const at = byName.get(k);
        if (at) at.push(m);
        else byName.set(k, [m]);
      }
    }
    return (camps = { byName, names: [...byName.keys()].sort() });
  };

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
    const words = cleaned.split(' ');
    for (const n of [1, 2]) {
      if (words.length > n) {
        const state = parseState(words.slice(-n).join(' '));
        if (state) readings.push({ name: words.slice(0, -n).join(' '), state });
      }
    }
    readings.push({ name: cleaned });
    return readings.filter((r) => r.name);
  };

  const search = (query: string, limit = 5): GeoMatch[] => {
    const results: GeoMatch[] = [];
    const seen = new Set<string>();
    const add = (m: GeoMatch) => {
      if (seen.has(m.id) || results.length >= limit) return;
      seen.add(m.id);
      results.push(m);
    };
    for (const { name, state } of parse(query)) {
      const inState = (t: Town) => !state || t.state === state;
      const parkInState = (p: ParkRow) => !state || p.states.includes(state);
      const exactTowns = (byName.get(name) ?? []).filter(inState);
      const exactPark = parkAliases.get(name);
      const wantsPark = /\b(national park|np)\b/.test(name);
      if (exactPark && parkInState(exactPark) && (wantsPark || !(exactTowns[0]?.population >= BIG_TOWN))) {
        add(parkMatch(exactPark));
      }
      for (const t of exactTowns) add(townMatch(t));
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
      for (const t of prefixTowns.slice(0, 2)) add({ ...townMatch(t), exact: false });
      for (const l of prefixLandmarks) add({ ...landmarkMatch(l), exact: false });
      for (const t of prefixTowns.slice(2)) add({ ...townMatch(t), exact: false });
      // Campgrounds last, so towns, parks and landmarks keep their places in the list.
      const { byName: campsByName, names: campNames } = campIndex();
      for (const m of campsByName.get(name) ?? []) if (!state || m.state === state) add(m);
      // With a state, most names of a common prefix ("Camping (near ...)") lie in other states: look further.
      for (const n of prefixed(campNames, name, state ? 400 : 20).filter((n) => n !== name))
        for (const m of campsByName.get(n) ?? []) if (!state || m.state === state) add({ ...m, exact: false });
      if (results.length > 0) break; // the most specific reading that matched wins
    }
    return results;
  };

  return {
    towns,
    search,
    resolve(query) {
      // Every label search() offers (its placeName, as the autocomplete shows it) plans as that place,
      // whatever words it holds: "Yellowstone National Park, Idaho and Montana and Wyoming, United States".
      const labelled = byLabel().get(normalizePlaceName(query));
      if (labelled) return labelled;
      const [first] = search(query, 1);
      // A prefix match is fine for type-ahead, not for planning: "Xyz" must not become "Xyzzy".
      return first?.exact ? first : undefined;
    },
    townsNear: (point, radius) => townGrid().near(point, radius),
    nameNear,
  };
}
