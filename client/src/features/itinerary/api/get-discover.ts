import { queryOptions, useQuery } from '@tanstack/react-query';
import { discoverResponseSchema } from '@shared/schemas/places';
import { api } from '@/lib/api-client';

export type RoutePoint = { latitude: number; longitude: number };

// The API takes up to 50 points; longer trips are sampled evenly, keeping both ends.
function samplePoints(points: readonly RoutePoint[], max = 50): RoutePoint[] {
  if (points.length <= max) return [...points];
  return Array.from({ length: max }, (_, i) => points[Math.round((i * (points.length - 1)) / (max - 1))]);
}

export const pointsParam = (points: readonly RoutePoint[]) =>
  samplePoints(points)
    .map((p) => `${p.latitude.toFixed(5)},${p.longitude.toFixed(5)}`)
    .join(';');

export const getDiscover = (points: readonly RoutePoint[]) =>
  api.get(`/api/discover?points=${encodeURIComponent(pointsParam(points))}`, discoverResponseSchema);

export const discoverQueryOptions = (points: readonly RoutePoint[]) =>
  queryOptions({ queryKey: ['discover', pointsParam(points)], queryFn: () => getDiscover(points) });

export const useDiscover = (points: readonly RoutePoint[]) =>
  useQuery({ ...discoverQueryOptions(points), enabled: points.length > 0 });
