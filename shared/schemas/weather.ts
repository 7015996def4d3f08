import { z } from 'zod';

export const weatherQuerySchema = z.union([
  z.object({
    lat: z.coerce.number({ error: 'lat must be a number' }).min(-90, 'lat must be between -90 and 90').max(90, 'lat must be between -90 and 90'),
    lng: z.coerce.number({ error: 'lng must be a number' }).min(-180, 'lng must be between -180 and 180').max(180, 'lng must be between -180 and 180'),
  }),
  z.object({ q: z.string().trim().min(1, 'A place or coordinates are required').max(200, 'Place name is too long') }),
], { error: 'A place (q) or coordinates (lat and lng) are required' });

export const forecastDaySchema = z.object({
  date: z.string(),
  high: z.number(),
  low: z.number(),
  conditions: z.string(),
  icon: z.string().nullable(),
  precipitation: z.number(),
});
export type ForecastDay = z.infer<typeof forecastDaySchema>;

export const weatherSchema = z.discriminatedUnion('configured', [
  z.object({ configured: z.literal(false), message: z.literal('Weather service not configured') }),
  z.object({
    configured: z.literal(true),
    location: z.string(),
    current: z.object({ temperature: z.number(), conditions: z.string(), icon: z.string().nullable(), humidity: z.number(), windSpeed: z.number() }),
    forecast: z.array(forecastDaySchema).max(5),
    units: z.literal('imperial'),
  }),
]);
export type Weather = z.infer<typeof weatherSchema>;
