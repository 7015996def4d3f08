import polyline from '@mapbox/polyline';
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

/** The park's own place, or null when its GPS text cannot be read. */
export function parkPoint(park: RvPark): PlacePoint | null {
  const match = /^(-?\d+(?:\.\d+)?), (-?\d+(?:\.\d+)?)$/.exec(park.gpsCoordinates.trim());
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { name: park.name, latitude, longitude };
}

/** The whole route's line from its days' lines, or null when a driving day has none. */
export function joinedGeometry(days: readonly Day[]): string | null {
  const points: Array<[number, number]> = [];
  for (const day of days) {
    if (day.distance === 0) continue;
    if (!day.geometry) return null;
    const line = polyline.decode(day.geometry, 5);
    points.push(...(points.length > 0 ? line.slice(1) : line));
  }
  return points.length > 1 ? polyline.encode(points, 5) : null;
}
