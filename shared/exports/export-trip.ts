import { decodeLineOrNull } from '../plan/polyline';
import type { DayBooking } from '../schemas/booking';
import type { TripPlan, Day } from '../schemas/plan';
import type { Reservations, Trip } from '../schemas/trip';
import type { ExportNight, ExportPoint } from '../trips/itinerary-export';
import { exportItineraryOf, tripTitleOf } from '../trips/itinerary-export';
import type { DayRoadStop } from '../trips/road-stops';
import { orderedRoadStops, roadStopLabel } from '../trips/road-stops';

// The one shape every export format is built from: a trip's days in order, each with its drive (the
// planned road point by point, the traveller's via points, departure and arrival clock times) and the
// night that ends it. An AI plan and a manual trip export alike; a manual day has no drive.

export type LatLng = { latitude: number; longitude: number };

export type ExportDay = {
  day: number;
  date: string; // yyyy-mm-dd
  /** 'Day 1 - Tue May 18': how a navigator lists the day's route. */
  label: string;
  title: string;
  from: ExportPoint;
  to: ExportPoint;
  /** Road miles of the day's drive; 0 on a day spent at the park. */
  distance: number;
  driveHours: number;
  /** Local clock times 'HH:MM' (24 h); null on a day without a drive. Arrival may pass midnight. */
  departure: string | null;
  arrivalMinutes: number | null;
  /** The planned road, point by point; the two ends alone when the plan has no road geometry. */
  track: LatLng[];
  /** The traveller's own pass-through stops on this drive, in order. */
  vias: ExportPoint[];
  /** Fuel, breaks, dump, water, propane and overnight parking on this drive, in route order. */
  roadStops: DayRoadStop[];
  night: ExportNight;
  notes: string[];
  /** What the plan could not meet on this day or the traveller must check (a tunnel, a rig length, fuel). */
  warnings: string[];
  /** Estimated cost of the day (its share of the plan's fuel, its night's camping), when the plan has costs. */
  cost: number | null;
  /** The booking window of the stay that begins this day, when the plan was made with windows. */
  booking?: DayBooking;
};

export type ExportTrip = {
  tripId: string;
  title: string;
  days: ExportDay[];
};

export const DEFAULT_DEPARTURE = '09:00';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Day 1 - Tue May 18' (or 'Day 1' when the date cannot be read). */
export function dayLabel(day: number, isoDate: string): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return `Day ${day}`;
  return `Day ${day} - ${WEEKDAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
}

/** Minutes after midnight of 'HH:MM', or null. */
export function clockMinutes(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** 'HH:MM' of minutes after midnight, wrapped into one day. */
export function clockText(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

function decodeTrack(day: Day): LatLng[] {
  const ends = [day.from, day.to].map(({ latitude, longitude }) => ({ latitude, longitude }));
  if (!day.geometry) return ends;
  const points = (decodeLineOrNull(day.geometry) ?? []).map(([latitude, longitude]) => ({ latitude, longitude }));
  return points.length >= 2 ? points : ends;
}

function planDayCosts(plan: TripPlan): Array<number | null> {
  const cost = plan.costBreakdown;
  const days = plan.dailyItinerary;
  if (!cost || days.length === 0) return days.map(() => null);
  const miles = days.reduce((sum, d) => sum + d.distance, 0);
  const perDay = (cost.camping + cost.food + cost.activities) / days.length;
  return days.map((d) => Math.round((miles > 0 ? (cost.fuel * d.distance) / miles : 0) + perDay));
}

function planDays(plan: TripPlan, nights: ExportNight[]): ExportDay[] {
  const departure = plan.input.departureTime ?? DEFAULT_DEPARTURE;
  const costs = planDayCosts(plan);
  // A day starts where the night before was spent (its park), and ends at its own park: the places a
  // navigator must reach, even where the plan names a town nearby.
  const parks = plan.dailyItinerary.map((day) => {
    const { latitude, longitude } = day.rvPark;
    return latitude !== null && longitude !== null ? { name: day.rvPark.name, latitude, longitude } : day.to;
  });
  return plan.dailyItinerary.map((day, i) => {
    const drives = day.distance > 0;
    const start = clockMinutes(departure);
    return {
      day: day.day,
      date: day.date,
      label: dayLabel(day.day, day.date),
      title: day.title,
      from: i > 0 ? parks[i - 1]! : day.from,
      to: parks[i]!,
      distance: day.distance,
      driveHours: day.driveHours,
      departure: drives ? departure : null,
      arrivalMinutes: drives && start !== null ? start + Math.round(day.driveHours * 60) : null,
      track: drives ? decodeTrack(day) : [],
      vias: day.via ?? [],
      roadStops: drives ? orderedRoadStops(day.roadStops ?? []).map((s) => ({ ...s, day: day.day })) : [],
      night: nights[i]!,
      notes: day.notes,
      warnings: day.warnings ?? [],
      cost: costs[i] ?? null,
      ...(day.booking ? { booking: day.booking } : {}),
    };
  });
}

function manualDays(trip: Trip, nights: ExportNight[]): ExportDay[] {
  return nights.map((night) => {
    const point: ExportPoint = {
      name: night.campground,
      latitude: night.latitude ?? 0,
      longitude: night.longitude ?? 0,
    };
    const notes = trip.dayPlans?.find((d) => d.day === night.day)?.notes.trim();
    return {
      day: night.day,
      date: night.date,
      label: dayLabel(night.day, night.date),
      title: night.campground,
      from: point,
      to: point,
      distance: 0,
      driveHours: 0,
      departure: null,
      arrivalMinutes: null,
      track: [],
      vias: [],
      roadStops: [],
      night,
      notes: notes ? [notes] : [],
      warnings: [],
      cost: null,
    };
  });
}

/** The trip's days for export: its AI plan's days when it has a plan, else its manual day plans. */
export function exportTripOf(trip: Trip, plan: TripPlan | null, reservations: Reservations = {}): ExportTrip {
  const { nights } = exportItineraryOf(trip, plan, reservations);
  const days = plan && plan.dailyItinerary.length > 0 ? planDays(plan, nights) : manualDays(trip, nights);
  return { tripId: trip.id, title: tripTitleOf(trip), days };
}

/** Great-circle miles between two points. */
export function milesBetween(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Points along a track at most `spacing` miles apart, ends excluded: the track's own points where they
 * are close enough, points on a segment where it is longer. A navigator routes through them and so
 * keeps to the planned road.
 */
export function shapingPoints(track: readonly LatLng[], spacing: number): LatLng[] {
  const out: LatLng[] = [];
  let travelled = 0;
  let next = spacing;
  for (let i = 1; i < track.length; i++) {
    const a = track[i - 1]!;
    const b = track[i]!;
    const length = milesBetween(a, b);
    while (length > 0 && next <= travelled + length) {
      const f = (next - travelled) / length;
      out.push({
        latitude: a.latitude + (b.latitude - a.latitude) * f,
        longitude: a.longitude + (b.longitude - a.longitude) * f,
      });
      next += spacing;
    }
    travelled += length;
  }
  // The last point would sit on or next to the day's end, which is a via point of its own.
  const end = track.at(-1);
  while (end && out.length > 0 && milesBetween(out.at(-1)!, end) < spacing / 4) out.pop();
  return out;
}

/** Miles along a track to the point of it nearest `point` (each segment flattened: they are short). */
export function milesAlong(track: readonly LatLng[], point: LatLng): number {
  if (track.length < 2) return 0;
  let travelled = 0;
  let best = 0;
  let bestDistance = Infinity;
  for (let i = 1; i < track.length; i++) {
    const a = track[i - 1]!;
    const b = track[i]!;
    const k = Math.cos((a.latitude * Math.PI) / 180);
    const [bx, by] = [(b.longitude - a.longitude) * k, b.latitude - a.latitude];
    const [px, py] = [(point.longitude - a.longitude) * k, point.latitude - a.latitude];
    const length2 = bx * bx + by * by;
    const t = length2 > 0 ? Math.min(1, Math.max(0, (px * bx + py * by) / length2)) : 0;
    const nearest = {
      latitude: a.latitude + (b.latitude - a.latitude) * t,
      longitude: a.longitude + (b.longitude - a.longitude) * t,
    };
    const length = milesBetween(a, b);
    const d = milesBetween(nearest, point);
    if (d < bestDistance) {
      bestDistance = d;
      best = travelled + length * t;
    }
    travelled += length;
  }
  return best;
}

/** A place the day's drive stops at on the way: the traveller's own via point or a road stop. */
export type DayStop = {
  name: string;
  latitude: number;
  longitude: number;
  mile: number;
  roadStop?: DayRoadStop;
};

/**
 * The traveller's via points and the road stops of a day in the order the road reaches them: a
 * road stop at its mile, a via point where the planned road comes closest to it.
 */
export function stopsOnTheWay(day: ExportDay): DayStop[] {
  const vias = day.vias.map((v) => ({ ...v, mile: milesAlong(day.track, v) }));
  const road = day.roadStops.map((s) => ({
    name: `${roadStopLabel(s)}: ${s.name}`,
    latitude: s.latitude,
    longitude: s.longitude,
    mile: s.mile,
    roadStop: s,
  }));
  // Stable: a via point and a road stop at one mile keep the via point first.
  return [...vias, ...road].sort((a, b) => a.mile - b.mile);
}
