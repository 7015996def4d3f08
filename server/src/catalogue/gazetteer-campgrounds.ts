import type { Town } from './data';
import type { LatLng } from './geo';
import { haversineMiles } from './geo';
import type { CampgroundPlaceRow, GeoMatch } from './gazetteer-types';
import { STATE_NAMES, normalizePlaceName } from './place-name';

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
}

const labelKey = (name: string, stateName: string) => normalizePlaceName(`${name}, ${stateName}, United States`);

/**
 * Campgrounds by normalized label name. Names repeat ("Lakeside Campground" in 11 states, twice in
 * Ohio), and every label offered must plan as its own campground, so a name shared within a state,
 * or one that would read like a town, park or landmark label (`taken`), gets the nearest town; where
 * that is not enough, the distance and direction from it, then the point itself.
 */
export function campgroundNames(
  campgrounds: readonly CampgroundPlaceRow[],
  taken: ReadonlySet<string>,
  nameNear: (point: LatLng, radiusMiles?: number) => Town | undefined,
): CampgroundNames {
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
  return { byName, names: [...byName.keys()].sort() };
}
