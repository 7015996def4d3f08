import type { ParkRow, Town } from './data';
import type { GeoMatch, LandmarkRow } from './gazetteer-types';
import { STATE_NAMES, normalizePlaceName } from './place-name';

/** A town's name with what tells it apart from another of its name in its state: "Twin Lakes (Lake County)". */
export const townName = (t: { name: string; area?: string }) => (t.area ? `${t.name} (${t.area})` : t.name);

export const townLabel = (t: { name: string; state: string; area?: string }) => `${townName(t)}, ${t.state}`;

const slug = (text: string) => normalizePlaceName(text).replace(/ /g, '-');

/**
 * Whether a traveller's place name is written as a town's label ("Blakely, GA"; a landmark's reads
 * the same): the plan request names its places so when the place search found them. Read once, where
 * the request's places become the planner's stops; the steps then carry the town as a value.
 */
export const namesTown = (name: string) => /, [A-Z]{2}$/.test(name);

export const townMatch = (t: Town): GeoMatch => ({
  id: `place.${slug(t.name)}.${t.state.toLowerCase()}${t.area ? `.${slug(t.area)}` : ''}`,
  name: townLabel(t),
  placeName: `${townName(t)}, ${STATE_NAMES[t.state] ?? t.state}, United States`,
  kind: 'place',
  ...(t.area ? { area: t.area } : {}),
  exact: true,
  state: t.state,
  population: t.population,
  latitude: t.latitude,
  longitude: t.longitude,
});

export const parkMatch = (p: ParkRow): GeoMatch => ({
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

export const landmarkMatch = (l: LandmarkRow): GeoMatch => ({
  id: `${l.region ? 'region' : 'landmark'}.${normalizePlaceName(l.name).replace(/ /g, '-')}.${l.state.toLowerCase()}`,
  name: `${l.name}, ${l.state}`,
  // A region says, where it is offered, the town it is planned at.
  placeName: `${l.name}${l.region ? ` (region; planned at ${l.region.placedAt})` : ''}, ${STATE_NAMES[l.state] ?? l.state}, United States`,
  kind: l.region ? 'region' : 'landmark',
  ...(l.region ? { region: l.region } : {}),
  exact: true,
  state: l.state,
  population: 0,
  latitude: l.latitude,
  longitude: l.longitude,
  ...(l.attribution ? { attribution: l.attribution } : {}),
});
