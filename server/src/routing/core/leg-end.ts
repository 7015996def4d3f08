import type { LatLngLike, LegEnd, RouteRequest, RoutedPath } from './road-types';
import { requestKey } from './search-cache';

export type { LegEnd } from './road-types';

/** A routed leg's end, or null for none. */
export function legEndOf(path: RoutedPath | null): LegEnd | null {
  if (!path) return null;
  const last = path.lat.length - 1;
  return {
    miles: path.miles,
    ...(path.shortOf ? { shortOf: path.shortOf } : {}),
    onCondition: (path.restrictions ?? []).some((r) => r.kind === 'condition'),
    end: { latitude: path.lat[last], longitude: path.lng[last] },
  };
}

/** A leg's key by its points and every part of the request (each may change the leg's end). */
export const legEndKey = (points: readonly LatLngLike[], req: RouteRequest): string =>
  `${points.map((p) => `${p.latitude},${p.longitude}`).join(';')}/${requestKey(req)}/${req.date ?? ''}/${req.lastDate ?? ''}/${req.avoidPasses === true ? 1 : 0}`;
