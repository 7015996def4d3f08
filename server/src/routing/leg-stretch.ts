import type { RoutedPath } from './core/road-types';

/**
 * A leg's stretch of the route's line (legs numbered from 1, as the route's waypoints after the
 * first), none: the whole line. The point where one leg ends is that leg's, not also the next's (a
 * day's notes are those past its start: day-notes.ts), so a later leg's stretch starts after it.
 */
export function legStretch(path: RoutedPath, leg: number | undefined) {
  if (leg === undefined) return undefined;
  const to = path.waypointIndex[leg - 1];
  const from = leg > 1 ? (path.waypointIndex[leg - 2] ?? -1) + 1 : 0;
  return { from: to === undefined ? from : Math.min(from, to), to };
}
