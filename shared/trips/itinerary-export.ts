import type { TripPlan } from '../schemas/plan';
import type { Reservations, Trip } from '../schemas/trip';
import { decodeLineOrNull } from '../plan/polyline';
import { shortTripTitle } from './rules';

// The route and nights of a trip, from its AI plan or its manual day plans, with the traveller's
// reservations: what every export format (shared/exports) starts from.

export type ExportPoint = { name: string; latitude: number; longitude: number };
export type ExportNight = {
  day: number;
  date: string; // yyyy-mm-dd, the evening the night begins
  campground: string;
  address: string;
  latitude?: number;
  longitude?: number;
  reservation: 'none' | 'confirmed' | 'elsewhere';
  confirmationNumber?: string;
  attribution?: string; // '© OpenStreetMap contributors' when the park is an OSM record (ODbL)
};

export type ExportItinerary = {
  tripId: string;
  title: string;
  route: ExportPoint[];
  nights: ExportNight[];
  /** The drive on roads, point by point (from each day's leg geometry), when the plan has it. */
  track?: Array<{ latitude: number; longitude: number }>;
};

type PlanDays = Pick<TripPlan, 'dailyItinerary'>;

export function tripTitleOf(trip: Pick<Trip, 'title' | 'fromLocation' | 'toLocation'>): string {
  return trip.title?.trim() || shortTripTitle(trip.fromLocation, trip.toLocation);
}

function samePlace(a: ExportPoint, b: ExportPoint) {
  return Math.abs(a.latitude - b.latitude) < 1e-6 && Math.abs(a.longitude - b.longitude) < 1e-6;
}

function withReservation(night: Omit<ExportNight, 'reservation'>, reservations: Reservations): ExportNight {
  const record = reservations[String(night.day)];
  if (!record?.confirmed) return { ...night, reservation: 'none' };
  if (record.reservedElsewhere) {
    return {
      ...night,
      // The traveller booked another park: that is where they sleep, so the event says so.
      campground: record.reservedElsewhere.name,
      address: '',
      latitude: undefined,
      longitude: undefined,
      reservation: 'elsewhere',
      confirmationNumber: record.reservedElsewhere.confirmationNumber?.trim() || undefined,
    };
  }
  return { ...night, reservation: 'confirmed' };
}

/** The route and overnight stops of a trip: its AI plan when it has one, else its manual day plans. */
export function exportItineraryOf(
  trip: Trip,
  plan: PlanDays | null,
  reservations: Reservations = {},
): ExportItinerary {
  const title = tripTitleOf(trip);
  const route: ExportPoint[] = [];
  const push = (p: ExportPoint) => {
    if (route.length === 0 || !samePlace(route[route.length - 1], p)) route.push(p);
  };
  const nights: ExportNight[] = [];
  const track: Array<{ latitude: number; longitude: number }> = [];

  if (plan && plan.dailyItinerary.length > 0) {
    for (const day of plan.dailyItinerary) {
      if (day.geometry) {
        // A malformed leg leaves the track to the other days; the route points still export.
        for (const [latitude, longitude] of decodeLineOrNull(day.geometry) ?? []) {
          const last = track[track.length - 1];
          if (!last || last.latitude !== latitude || last.longitude !== longitude) track.push({ latitude, longitude });
        }
      }
      if (route.length === 0) push(day.from);
      push(day.to);
      nights.push(
        withReservation(
          {
            day: day.day,
            date: day.date,
            campground: day.rvPark.name,
            address: day.rvPark.address,
            latitude: day.rvPark.latitude ?? undefined,
            longitude: day.rvPark.longitude ?? undefined,
            ...(day.rvPark.attribution ? { attribution: day.rvPark.attribution } : {}),
          },
          reservations,
        ),
      );
    }
  } else {
    for (const dayPlan of trip.dayPlans ?? []) {
      const park = dayPlan.rvPark;
      if (!park) continue;
      const [latitude, longitude] = park.coordinates;
      push({ name: park.name, latitude, longitude });
      nights.push(
        withReservation(
          {
            day: dayPlan.day,
            date: dayPlan.date,
            campground: park.name,
            address: park.address,
            latitude,
            longitude,
            ...(park.attribution ? { attribution: park.attribution } : {}),
          },
          reservations,
        ),
      );
    }
  }
  return { tripId: trip.id, title, route, nights, ...(track.length >= 2 ? { track } : {}) };
}
