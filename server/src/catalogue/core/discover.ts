import type { DiscoverCategory, DiscoverLocation, DiscoverResponse } from '@shared/schemas/places';
import { discoverCategorySchema } from '@shared/schemas/places';
import type { CampgroundIndex } from './campgrounds';
import { bookingUrl, meetsNeed } from './campgrounds';
import { notForRvs } from './place-kinds';
import type { ParkRow, Town } from './data';
import type { Gazetteer } from './gazetteer';
import { townLabel } from './gazetteer';
import type { LatLng } from '../../geo';
import { haversineMiles, round } from '../../geo';

// Six categories, three locations each.
export const DISCOVER_CATEGORIES: DiscoverCategory[] = discoverCategorySchema.options;

const PARK_RADIUS = 150;
const CAMP_RADIUS = 60;
const TOWN_RADIUS = 30;

export const mapsSearchUrl = (query: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

function nearest<T>(points: LatLng[], items: Iterable<T>, at: (t: T) => LatLng, radius: number) {
  const out: Array<{ item: T; distance: number; at: number }> = [];
  for (const item of items) {
    let best = Infinity;
    let index = 0;
    points.forEach((p, i) => {
      const d = haversineMiles(p, at(item));
      if (d < best) [best, index] = [d, i];
    });
    if (best <= radius) out.push({ item, distance: best, at: index });
  }
  return out.sort((a, b) => a.distance - b.distance);
}

/**
 * Up to `max` entries spread along the route: the route's points fall into `max` stretches (start,
 * middle, end) and each stretch gives its best entry first, so three restaurants are not all in the
 * first town. Then the best of the rest fill any stretch with nothing.
 */
export function spreadAlongRoute<T extends { at: number }>(
  ranked: readonly T[],
  pointCount: number,
  max = 3,
): T[] {
  const stretches = Math.min(max, Math.max(1, pointCount));
  const stretchOf = (at: number) =>
    Math.min(stretches - 1, Math.floor((at * stretches) / Math.max(1, pointCount)));
  const picked: T[] = [];
  for (let s = 0; s < stretches; s++) {
    const first = ranked.find((r) => stretchOf(r.at) === s);
    if (first) picked.push(first);
  }
  for (const r of ranked) {
    if (picked.length >= max) break;
    if (!picked.includes(r)) picked.push(r);
  }
  // In route order, so the list reads from the first day to the last.
  return picked.slice(0, max).sort((a, b) => a.at - b.at);
}

// Up to three real places per category near the route; businesses are never named because the
// bundled data has none: those categories point at a search in a real town on the route.
export function discoverAlongRoute(
  points: LatLng[],
  data: { parks: readonly ParkRow[]; campgrounds: CampgroundIndex; gazetteer: Gazetteer },
): DiscoverResponse {
  const parks = nearest(points, data.parks, (p) => p, PARK_RADIUS);
  const campMap = new Map<
    string,
    { item: (typeof data.campgrounds.rows)[number]; distance: number; at: number }
  >();
  points.forEach((p, at) => {
    for (const c of data.campgrounds.near(p, CAMP_RADIUS)) {
      // A youth camp, a FamCamp or a tent-only site is no suggestion for an RV traveller.
      if (notForRvs(c.item)) continue;
      const prev = campMap.get(c.item.id);
      if (!prev || prev.distance > c.distance) campMap.set(c.item.id, { ...c, at });
    }
  });
  const camps = [...campMap.values()].sort(
    (a, b) => a.distance - b.distance || (a.item.id < b.item.id ? -1 : 1),
  );

  const townMap = new Map<string, { item: Town; distance: number; at: number }>();
  points.forEach((p, at) => {
    for (const t of data.gazetteer.townsNear(p, TOWN_RADIUS)) {
      const key = townLabel(t.item);
      const prev = townMap.get(key);
      if (!prev || prev.distance > t.distance) townMap.set(key, { ...t, at });
    }
  });
  // Bigger towns first (they are the ones with restaurants, markets and fuel), one per stretch.
  const towns = spreadAlongRoute(
    [...townMap.values()].sort((a, b) => b.item.population - a.item.population || a.distance - b.distance),
    points.length,
  );

  const parkLoc = (p: ParkRow, distance: number, description: string): DiscoverLocation => ({
    id: `park-${p.id}`,
    name: p.fullName,
    description,
    latitude: p.latitude,
    longitude: p.longitude,
    distance: round(distance, 1),
    url: p.url,
    kind: 'national-park',
  });
  const campLoc = (c: (typeof camps)[number], description: string): DiscoverLocation => ({
    id: c.item.id,
    name: c.item.name,
    description,
    latitude: c.item.lat,
    longitude: c.item.lng,
    distance: round(c.distance, 1),
    ...(bookingUrl(c.item) ? { url: bookingUrl(c.item) } : {}),
    kind: 'campground',
  });
  const townLoc = (category: string, t: { item: Town; distance: number }): DiscoverLocation => {
    const label = townLabel(t.item);
    const title = `${category[0].toUpperCase()}${category.slice(1)} in ${label}`;
    return {
      id: `town-${category.replace(/ /g, '-')}-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      name: title,
      description: `Search for ${category} in ${label}, on your route.`,
      latitude: t.item.latitude,
      longitude: t.item.longitude,
      distance: round(t.distance, 1),
      url: mapsSearchUrl(`${category} in ${label}`),
      kind: 'town',
    };
  };

  const hiking: DiscoverLocation[] = spreadAlongRoute(
    parks.filter((p) => p.item.activities.some((a) => /hiking/i.test(a))),
    points.length,
  ).map((p) => parkLoc(p.item, p.distance, `The park lists hiking among its activities.`));
  for (const c of camps) {
    if (hiking.length >= 3) break;
    if (/\btrails?\b|\bhik/i.test(c.item.description ?? '')) {
      hiking.push(campLoc(c, 'Federal campground whose description mentions trails.'));
    }
  }
  const viewpoints = spreadAlongRoute(parks, points.length).map((p) =>
    parkLoc(p.item, p.distance, p.item.description.split('. ')[0].replace(/\.?$/, '.')),
  );
  // Pet rules are not in the data: campgrounds whose description mentions pets come first, and every
  // entry says to check the rules.
  const noPets = (c: (typeof camps)[number]) =>
    /\bno (pets|dogs)\b|\bpets are not (allowed|permitted)\b/i.test(c.item.description ?? '');
  const petCamps = [
    ...camps.filter((c) => meetsNeed(c.item, 'pet-friendly')),
    ...camps.filter((c) => !meetsNeed(c.item, 'pet-friendly') && !noPets(c)),
  ];
  const petFriendly = spreadAlongRoute(petCamps, points.length).map((c) =>
    campLoc(
      c,
      meetsNeed(c.item, 'pet-friendly')
        ? 'Federal campground whose description mentions pets; check the pet rules before you go.'
        : 'Federal campground; pet rules are not listed in our data, so check before you go.',
    ),
  );
  const byCategory: Record<DiscoverCategory, DiscoverLocation[]> = {
    hiking,
    restaurants: towns.map((t) => townLoc('restaurants', t)),
    'pet-friendly': petFriendly,
    viewpoints,
    'farmers markets': towns.map((t) => townLoc('farmers markets', t)),
    'fuel stops': towns.map((t) => townLoc('fuel stops', t)),
  };
  return {
    categories: DISCOVER_CATEGORIES.map((category) => ({ category, locations: byCategory[category] })),
  };
}
