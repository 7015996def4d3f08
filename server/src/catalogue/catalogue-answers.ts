import type { CampgroundFilters, GeocodeFeature, NationalPark } from '@shared/schemas/places';
import type { PlannerData } from './planner-data';

/** At most this many campgrounds answer one search. */
export const CAMPGROUND_RESULT_CAP = 100;

export type CampgroundQuery = { lat: number; lng: number; radius: number } & CampgroundFilters;

/** The bundled gazetteer's answer to a place search, as the geocoding API shapes it. */
export function geocodeFeatures(data: PlannerData, query: string): GeocodeFeature[] {
  return data.gazetteer.search(query, 5).map((m) => ({
    id: m.id,
    place_name: m.placeName,
    center: [m.longitude, m.latitude] as [number, number],
    ...(m.attribution ? { attribution: m.attribution } : {}),
  }));
}

/** The bundled national parks as the API lists them. */
export function nationalParkList(data: PlannerData): NationalPark[] {
  return data.parks.map((p) => ({
    id: p.id,
    name: p.fullName,
    description: p.description,
    latitude: p.latitude,
    longitude: p.longitude,
    activities: p.activities,
    states: p.states,
    url: p.url,
    parkCode: p.parkCode,
  }));
}
