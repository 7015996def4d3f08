import { queryOptions, useQuery } from '@tanstack/react-query';
import { weatherSchema } from '@shared/schemas/weather';
import { ApiError, api } from '@/lib/api-client';

/** Where to forecast: a point (a plan's last stop) or a place name (a trip's destination). */
export type WeatherTarget = { latitude: number; longitude: number } | { query: string };

const paramsOf = (target: WeatherTarget) =>
  'query' in target
    ? new URLSearchParams({ q: target.query })
    : new URLSearchParams({ lat: target.latitude.toFixed(4), lng: target.longitude.toFixed(4) });

export const getWeather = (target: WeatherTarget) =>
  api.get(`/api/weather?${paramsOf(target).toString()}`, weatherSchema);

export const weatherQueryOptions = (target: WeatherTarget) =>
  queryOptions({
    queryKey: ['weather', paramsOf(target).toString()],
    queryFn: () => getWeather(target),
    // The server caches forecasts for 30 minutes; asking again sooner gains nothing.
    staleTime: 30 * 60 * 1000,
  });

const NO_TARGET: WeatherTarget = { query: '' };

/** The forecast for a target; nothing is asked while the target is null. */
export const useWeather = (target: WeatherTarget | null) =>
  useQuery({ ...weatherQueryOptions(target ?? NO_TARGET), enabled: target !== null });

/** 'Location not found' for an unknown place, otherwise 'Weather data unavailable'. */
export function weatherErrorText(error: unknown): string {
  if (error instanceof ApiError && error.code === 'location-not-found') return 'Location not found';
  return 'Weather data unavailable';
}
