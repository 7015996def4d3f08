import { queryOptions, useQuery } from '@tanstack/react-query';
import { weatherSchema } from '@shared/schemas/weather';
import { api } from '@/lib/api-client';

export type WeatherTarget = { latitude: number; longitude: number } | { query: string };

const paramsOf = (target: WeatherTarget) =>
  'query' in target
    ? new URLSearchParams({ q: target.query })
    : new URLSearchParams({ lat: target.latitude.toFixed(4), lng: target.longitude.toFixed(4) });

export const getWeather = (target: WeatherTarget) =>
  api.get(`/api/weather?${paramsOf(target).toString()}`, weatherSchema);

export const weatherQueryOptions = (target: WeatherTarget) =>
  queryOptions({ queryKey: ['weather', paramsOf(target).toString()], queryFn: () => getWeather(target) });

export const useWeather = (target: WeatherTarget) => useQuery(weatherQueryOptions(target));
