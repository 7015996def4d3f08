import { parseGpsCoordinates } from '../trips/gps';
import { isNeed } from './needs';

// Plans stored by earlier versions of the app, brought to today's shape before they are parsed:
// - a park's price as text ('$25/night (reported)', 'Price not listed') becomes its nightly fee as
//   a number (or null) with its basis;
// - a park's position as "lat, lng" text becomes latitude and longitude numbers; text that cannot be
//   read, or a position off the globe, becomes null rather than making the whole plan unreadable;
// - special needs the vocabulary does not know (free text once accepted) are dropped.
// A value that is not a plan is returned as it is, for the schema to refuse.

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The nightly fee older plans wrote as price text ('$25/night (reported)'), or null when none was. */
export function legacyNightlyFee(price: string): number | null {
  const match = /^\$(\d+(?:\.\d+)?)\/night\b/.exec(price.trim());
  if (!match) return null;
  const fee = Number(match[1]);
  return fee > 0 ? fee : null;
}

const inRange = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

function upgradePark(park: unknown): unknown {
  if (!isObject(park)) return park;
  const { price, gpsCoordinates, ...rest } = park;
  const out: Json = { ...rest };
  if (!('nightlyFee' in out)) {
    const fee = typeof price === 'string' ? legacyNightlyFee(price) : null;
    out.nightlyFee = fee;
    if (fee !== null) out.nightlyFeeBasis = 'reported';
  }
  if (!('latitude' in out) && !('longitude' in out)) {
    const point = typeof gpsCoordinates === 'string' ? parseGpsCoordinates(gpsCoordinates) : null;
    out.latitude = point?.latitude ?? null;
    out.longitude = point?.longitude ?? null;
  }
  // One unreadable position leaves that park without a place, never the plan unreadable.
  if (!inRange(out.latitude, 90) || !inRange(out.longitude, 180)) {
    out.latitude = null;
    out.longitude = null;
  }
  return out;
}

const upgradeDays = (days: unknown): unknown =>
  Array.isArray(days) ? days.map((d) => (isObject(d) ? { ...d, rvPark: upgradePark(d.rvPark) } : d)) : days;

/** The stored plan in today's shape (a copy; the value given is not changed). */
export function upgradeStoredPlan(value: unknown): unknown {
  if (!isObject(value)) return value;
  const plan: Json = { ...value, dailyItinerary: upgradeDays(value.dailyItinerary) };
  if (Array.isArray(value.routeOptions))
    plan.routeOptions = value.routeOptions.map((r) =>
      isObject(r) ? { ...r, dailyItinerary: upgradeDays(r.dailyItinerary) } : r,
    );
  if (Array.isArray(value.travellerEdits))
    plan.travellerEdits = value.travellerEdits.map((e) =>
      isObject(e) && e.kind === 'park' ? { ...e, park: upgradePark(e.park) } : e,
    );
  if (isObject(value.input) && Array.isArray(value.input.specialNeeds))
    plan.input = {
      ...value.input,
      specialNeeds: value.input.specialNeeds.filter((n) => typeof n === 'string' && isNeed(n)),
    };
  return plan;
}
