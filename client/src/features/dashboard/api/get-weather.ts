import { queryOptions, useQuery } from '@tanstack/react-query';
import { weatherSchema } from '@shared/schemas/weather';
import { api } from '@/lib/api-client';

export const getWeather = (place: string) =>
  api.get(`/api/weather?q=${encodeURIComponent(place)}`, weatherSchema);
export const weatherQueryOptions = (place: string) =>
  // The server caches forecasts for 30 minutes; asking again sooner gains nothing.
  queryOptions({ queryKey: ['weather', place], queryFn: () => getWeather(place), staleTime: 30 * 60 * 1000 });
export const useWeather = (place: string | null) =>
  useQuery({ ...weatherQueryOptions(place ?? ''), enabled: Boolean(place) });
