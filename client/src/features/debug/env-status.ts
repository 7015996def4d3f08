export type EnvStatus = { state: 'Configured'; preview: string } | { state: 'Placeholder' } | { state: 'Missing' };

const placeholderPattern = /^(your[_-]|<|\[)|placeholder|changeme|replace[_-]?me|xxx|example|^pk_test_x+$|\.\.\./i;

/** A setting on /debug: Configured (first 8 characters shown), Placeholder or Missing. */
export function envStatus(value: string | undefined | null): EnvStatus {
  const v = (value ?? '').trim();
  if (!v) return { state: 'Missing' };
  if (placeholderPattern.test(v)) return { state: 'Placeholder' };
  return { state: 'Configured', preview: v.slice(0, 8) };
}

export const debugSettings = [
  { name: 'VITE_MAPBOX_TOKEN', label: 'Map service token (Mapbox)', value: import.meta.env.VITE_MAPBOX_TOKEN as string | undefined },
  { name: 'VITE_GOOGLE_MAPS_KEY', label: 'Maps key (Google Maps)', value: import.meta.env.VITE_GOOGLE_MAPS_KEY as string | undefined },
  { name: 'VITE_WEATHER_API_KEY', label: 'Weather key (OpenWeather)', value: import.meta.env.VITE_WEATHER_API_KEY as string | undefined },
  {
    name: 'VITE_STRIPE_PUBLISHABLE_KEY',
    label: 'Payment publishable key (Stripe)',
    value: import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY as string | undefined,
  },
] as const;
