import type { Town } from './data';
import type { LatLng } from '../../geo';
import { haversineMiles } from '../../geo';
import type { CampgroundPlaceRow, GeoMatch } from './gazetteer-types';
import { STATE_NAMES, joinKeys, normalizePlaceName, placeKey } from './place-name';

const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];
const compass = (from: LatLng, to: LatLng) => {
  const dy = to.latitude - from.latitude;
  const dx = (to.longitude - from.longitude) * Math.cos((from.latitude * Math.PI) / 180);
  const deg = (Math.atan2(dx, dy) * 180) / Math.PI;
  return COMPASS[Math.round(((deg + 360) % 360) / 45) % 8];
};

export interface CampgroundNames {
  byName: Map<string, GeoMatch[]>;
  names: string[];
  /** Each label by the key of its place name ("<label>, <State name>, United States"). */
  byPlaceName: Map<string, GeoMatch>;
}

/** A label a campground may take, with the key of its name (normalizePlaceName of `name`). */
type Label = { name: string; key: string };

/** The labels of one campground by level: its name, near a town, distance and direction, its point. */
function labelMaker(townKey: (town: Town) => string) {
  return (c: CampgroundPlaceRow, nameKey: string, level: number, town: () => Town | undefined): Label => {
    if (level === 0) return { name: c.name, key: nameKey };
    const t = town();
    if (level === 1 && t)
      return { name: `${c.name} (near ${t.name})`, key: joinKeys(nameKey, 'near', townKey(t)) };
    if (level <= 2 && t) {
      const miles = Math.round(haversineMiles(t, c));
      if (miles < 1) return { name: `${c.name} (in ${t.name})`, key: joinKeys(nameKey, 'in', townKey(t)) };
      const direction = compass(t, c);
      return {
        name: `${c.name} (${miles} mi ${direction} of ${t.name})`,
        key: joinKeys(nameKey, String(miles), 'mi', direction.toLowerCase(), 'of', townKey(t)),
      };
    }
    const name = `${c.name} (${c.latitude.toFixed(4)}, ${c.longitude.toFixed(4)})`;
    return { name, key: normalizePlaceName(name) };
  };
}

/**
 * Campgrounds by normalized label name. Names repeat ("Lakeside Campground" in 11 states, twice in
 * Ohio), and every label offered must plan as its own campground, so a name shared within a state,
 * or one that would read like a town, park or landmark label (`taken`, keys of place names), gets the
 * nearest town; where that is not enough, the distance and direction from it, then the point itself.
 * Keys are joined from the keys of their parts (joinKeys), each name normalized once: this index is
 * built by every plan thread at start.
 */
export function campgroundNames(
  campgrounds: readonly CampgroundPlaceRow[],
  taken: ReadonlySet<string>,
  nameNear: (point: LatLng, radiusMiles?: number) => Town | undefined,
  townKey: (town: Town) => string = (t) => normalizePlaceName(t.name),
): CampgroundNames {
  const groups = new Map<string, { nameKey: string; rows: CampgroundPlaceRow[] }>();
  for (const c of campgrounds) {
    if (!c.name.trim() || !c.state) continue;
    const nameKey = normalizePlaceName(c.name);
    const k = `${nameKey}|${c.state}`;
    const group = groups.get(k);
    if (group) group.rows.push(c);
    else groups.set(k, { nameKey, rows: [c] });
  }
  const labelFor = labelMaker(townKey);
  const byPlaceName = new Map<string, GeoMatch>();
  const ids = new Set<string>();
  const byName = new Map<string, GeoMatch[]>();
  for (const { nameKey, rows } of groups.values()) {
    const state = rows[0].state;
    const stateName = STATE_NAMES[state] ?? state;
    const shared = rows.length > 1 || taken.has(placeKey(nameKey, state));
    // Each row's label per level, made once, and how many rows of the group share each label.
    const towns: Array<Town | undefined | null> = rows.map(() => null);
    const town = (i: number) => () => (towns[i] === null ? (towns[i] = nameNear(rows[i], 60)) : towns[i]);
    const labels: Label[][] = [[], [], [], []];
    const at = (i: number, level: number) =>
      (labels[level][i] ??= labelFor(rows[i], nameKey, level, town(i)));
    const counts: Array<Map<string, number>> = [];
    const countAt = (level: number) => {
      if (counts[level]) return counts[level];
      const count = new Map<string, number>();
      for (let j = 0; j < rows.length; j++)
        count.set(at(j, level).key, (count.get(at(j, level).key) ?? 0) + 1);
      return (counts[level] = count);
    };
    rows.forEach((c, i) => {
      let label = at(i, 0);
      for (let level = shared ? 1 : 0; level <= 3; level++) {
        label = at(i, level);
        const clash = rows.length > 1 && (countAt(level).get(label.key) ?? 0) > 1;
        if (!clash && !taken.has(placeKey(label.key, state))) break;
      }
      const full = placeKey(label.key, state);
      if (byPlaceName.has(full)) return; // two records of one point under one name: offer it once
      // A few catalogue ids name two points (one OSM object mapped twice): keep match ids distinct.
      let id = `campground.${c.id}`;
      for (let n = 2; ids.has(id); n++) id = `campground.${c.id}.${n}`;
      ids.add(id);
      const m: GeoMatch = {
        id,
        name: `${label.name}, ${state}`,
        placeName: `${label.name}, ${stateName}, United States`,
        kind: 'campground',
        exact: true,
        state,
        population: 0,
        campgroundId: c.id,
        latitude: c.latitude,
        longitude: c.longitude,
        ...(c.attribution ? { attribution: c.attribution } : {}),
      };
      byPlaceName.set(full, m);
      const list = byName.get(label.key);
      if (list) list.push(m);
      else byName.set(label.key, [m]);
    });
  }
  return { byName, names: [...byName.keys()].sort(), byPlaceName };
}

// One campground recorded twice (by its agency in RIDB and in OpenStreetMap: "St. Mary Campground"
// and "Saint Mary Campground", Glacier, 0.3 mi apart) is one place to the traveller.
const SAME_PLACE_MILES = 1;

// A campground label without what tells it from its namesakes: "X (near Moab), UT" is "X, UT".
const bareLabel = (label: string) => label.replace(/ \([^()]*\)(?=, )/, '');

/**
 * The campground a bare name means when every campground of that name (`matches`: the search's
 * answers) lies within SAME_PLACE_MILES of the others: one campground recorded twice, whose labels
 * tell the records apart by miles from a town ("23 mi NW of North Browning", "24 mi NW") so that the
 * name as the traveller types it found neither. The agency's record (RIDB's, with no OpenStreetMap
 * credit) is taken where there is one. Undefined when the name is not a campground's, or names two places.
 */
export function oneCampgroundNamed(query: string, matches: readonly GeoMatch[]): GeoMatch | undefined {
  const key = normalizePlaceName(query);
  const named = matches.filter((m) => {
    if (m.kind !== 'campground') return false;
    const bare = bareLabel(m.name);
    const place = bareLabel(m.placeName);
    return [bare, bare.replace(/, [A-Z]{2}$/, ''), place, place.replace(/, United States$/, '')].some(
      (label) => normalizePlaceName(label) === key,
    );
  });
  if (named.length < 2 || !named.every((m) => haversineMiles(m, named[0]) <= SAME_PLACE_MILES))
    return undefined;
  const m = named.find((c) => !c.attribution) ?? named[0];
  // Named as the traveller named it, without the miles that told the two records apart.
  return { ...m, name: bareLabel(m.name), placeName: bareLabel(m.placeName), exact: true };
}
