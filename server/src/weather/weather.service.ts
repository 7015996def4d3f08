import { z } from 'zod';
import type { ForecastDay, Weather } from '@shared/schemas/weather';
import type { Cache } from '../cache';
import { HttpError } from '../http/errors';

export const WEATHER_CACHE_MS = 30 * 60 * 1000;
const TIMEOUT_MS = 8000;

const geoSchema = z.array(z.object({ name: z.string(), lat: z.number(), lon: z.number(), state: z.string().optional(), country: z.string().optional() }));
const conditionSchema = z.object({ description: z.string(), icon: z.string().optional() });
const currentSchema = z.object({
  name: z.string().optional(),
  weather: z.array(conditionSchema).min(1),
  main: z.object({ temp: z.number(), humidity: z.number() }),
  wind: z.object({ speed: z.number() }).optional(),
});
const forecastSchema = z.object({
  city: z.object({ name: z.string().optional(), timezone: z.number().optional() }).optional(),
  list: z.array(
    z.object({
      dt: z.number(),
      main: z.object({ temp_min: z.number(), temp_max: z.number() }),
      weather: z.array(conditionSchema).min(1),
      pop: z.number().optional(),
    }),
  ),
});

export type WeatherQuery = { lat: number; lng: number } | { q: string };

export interface WeatherService {
  forLocation(query: WeatherQuery): Promise<Weather>;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** 3-hourly forecast steps folded into at most 5 local days: high, low, the commonest conditions, chance of rain. */
export function dailyForecast(data: z.infer<typeof forecastSchema>): ForecastDay[] {
  const offset = (data.city?.timezone ?? 0) * 1000;
  const days = new Map<string, { high: number; low: number; pop: number; conditions: Map<string, number>; icon: string | null }>();
  for (const step of data.list) {
    const date = new Date(step.dt * 1000 + offset).toISOString().slice(0, 10);
    const day = days.get(date) ?? { high: -Infinity, low: Infinity, pop: 0, conditions: new Map(), icon: null };
    day.high = Math.max(day.high, step.main.temp_max);
    day.low = Math.min(day.low, step.main.temp_min);
    day.pop = Math.max(day.pop, step.pop ?? 0);
    const description = step.weather[0].description;
    day.conditions.set(description, (day.conditions.get(description) ?? 0) + 1);
    day.icon ??= step.weather[0].icon ?? null;
    days.set(date, day);
  }
  return [...days.entries()].slice(0, 5).map(([date, d]) => ({
    date,
    high: Math.round(d.high),
    low: Math.round(d.low),
    conditions: capitalise([...d.conditions.entries()].sort((a, b) => b[1] - a[1])[0][0]),
    icon: d.icon,
    precipitation: Math.round(d.pop * 100),
  }));
}

export function createWeatherService(options: { apiKey?: string; baseUrl?: string; cache: Cache }): WeatherService {
  const { apiKey, cache } = options;
  const base = (options.baseUrl ?? 'https://api.openweathermap.org').replace(/\/+$/, '');

  async function call<T>(path: string, params: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    const url = new URL(base + path);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    url.searchParams.set('appid', apiKey ?? '');
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw new HttpError(502, 'Weather data unavailable');
    }
    if (!response.ok) throw new HttpError(502, 'Weather data unavailable');
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new HttpError(502, 'Weather data unavailable');
    return parsed.data;
  }

  return {
    async forLocation(query) {
      if (!apiKey) return { configured: false, message: 'Weather service not configured' };
      const key = 'q' in query ? `weather:q:${query.q.toLowerCase()}` : `weather:${query.lat.toFixed(2)},${query.lng.toFixed(2)}`;
      const cached = await cache.get<Weather>(key);
      if (cached) return cached;

      let lat: number;
      let lng: number;
      let label: string | undefined;
      if ('q' in query) {
        const places = await call('/geo/1.0/direct', { q: query.q, limit: '1' }, geoSchema);
        if (places.length === 0) throw new HttpError(404, 'Location not found', { code: 'location-not-found' });
        ({ lat, lon: lng } = places[0]);
        label = [places[0].name, places[0].state].filter(Boolean).join(', ');
      } else {
        ({ lat, lng } = query);
      }
      const coords = { lat: String(lat), lon: String(lng), units: 'imperial' };
      const [current, forecast] = await Promise.all([
        call('/data/2.5/weather', coords, currentSchema),
        call('/data/2.5/forecast', coords, forecastSchema),
      ]);
      const weather: Weather = {
        configured: true,
        location: label ?? current.name ?? forecast.city?.name ?? `${lat.toFixed(2)}, ${lng.toFixed(2)}`,
        current: {
          temperature: Math.round(current.main.temp),
          conditions: capitalise(current.weather[0].description),
          icon: current.weather[0].icon ?? null,
          humidity: current.main.humidity,
          windSpeed: Math.round(current.wind?.speed ?? 0),
        },
        forecast: dailyForecast(forecast),
        units: 'imperial',
      };
      await cache.set(key, weather, WEATHER_CACHE_MS);
      return weather;
    },
  };
}
