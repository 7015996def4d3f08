import type { ParkRow, PlaceRow, Town } from './data';
import type { GridIndex, LatLng } from './geo';
import { createGridIndex } from './geo';
import { STATE_NAMES, normalizePlaceName, parseState } from './place-name';

export interface GeoMatch extends LatLng {
  id: string;
  name: string; // short label used in plans: 'Denver, CO' or 'Yellowstone National Park'
  placeName: string; // Mapbox-style: 'Denver, Colorado, United States'
  kind: 'place' | 'park' | 'landmark';
  state?: string;
  population: number;
  parkId?: string;
  exact: boolean; // false for type-ahead prefix matches
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
}

const COUNTRY_SUFFIX = /,?\s*(usa|us|u s a|united states( of america)?)$/;
const PARK_WORDS =
  /\b(national park|np|national park and preserve|national park preserve|and preserve|preserve)\b/g;
// Exact town names above this size beat a park of the same name ("Denver" vs nothing, "Zion" IL vs Zion NP).
const BIG_TOWN = 100_000;

export const townLabel = (t: { name: string; state: string }) => `${t.name}, ${t.state}`;

export function createGazetteer(rows: PlaceRow[], parks: ParkRow[], landmarks: LandmarkRow[] = []): Gazetteer {
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
    return (labels = map);
  };

  let grid: GridIndex<Town> | undefined;
  const townGrid = () => (grid ??= createGridIndex(towns, (t) => t, 0.5));

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
    nameNear(point, radiusMiles = 60) {
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
    },
  };
}
