import { decodeLine, encodeLine } from '../plan/polyline';
import type { Day, PlacePoint, RvPark } from '../schemas/plan';

// Road facts of a plan that both the planner and the browser read: a drive time as the planner writes
// it, a park's place, and a route's line joined from its days.

/** Drive time as the planner writes it: '45 min', '3 h', '3 h 20 min'. */
export function formatDriveTime(hours: number): string {
  const total = Math.round(hours * 60);
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** The park's own place, or null when it is not known. */
export function parkPoint(park: RvPark): PlacePoint | null {
  const { latitude, longitude } = park;
  return latitude !== null && longitude !== null ? { name: park.name, latitude, longitude } : null;
}

/** The whole route's line from its days' lines, or null when a driving day has none. */
export function joinedGeometry(days: readonly Day[]): string | null {
  const points: Array<[number, number]> = [];
  for (const day of days) {
    if (day.distance === 0) continue;
    if (!day.geometry) return null;
    const line = decodeLine(day.geometry);
    points.push(...(points.length > 0 ? line.slice(1) : line));
  }
  return points.length > 1 ? encodeLine(points) : null;
}
