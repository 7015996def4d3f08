import { DISPLAY_LIMITS } from '@shared/constants';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useWeather } from '../api/get-weather';

function weatherErrorText(error: unknown): string {
  // SPEC 8: 'Location not found' for an unknown place, otherwise 'Weather data unavailable'.
  if (error instanceof ApiError && error.status === 404) return 'Location not found';
  return 'Weather data unavailable';
}

const dayName = (iso: string) => {
  const date = new Date(`${iso}T12:00:00`);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
};

/** Current weather and up to 5 forecast days at the next trip's destination. */
export function WeatherCard({ place }: { place: string | null }) {
  const weather = useWeather(place);
  return (
    <Card aria-labelledby="weather-heading">
      <h2 id="weather-heading" className="text-lg font-semibold">
        Weather
      </h2>
      {!place ? (
        <p className="mt-2 text-sm text-stone-600">Plan a trip to see the weather at your destination.</p>
      ) : weather.isLoading ? (
        <div className="mt-3 space-y-2" aria-label="Loading weather">
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : weather.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {weatherErrorText(weather.error)}
        </p>
      ) : weather.data && !weather.data.configured ? (
        <p className="mt-2 text-sm text-stone-600" data-testid="weather-off">
          {weather.data.message}: current weather at your destination will appear here once the server has an
          OPENWEATHER_API_KEY.
        </p>
      ) : weather.data?.configured ? (
        <div className="mt-2">
          <p className="text-sm text-stone-600">{weather.data.location}</p>
          <p className="mt-1 text-3xl font-bold">{Math.round(weather.data.current.temperature)}°F</p>
          <p className="text-sm capitalize text-stone-700">
            {weather.data.current.conditions} · Humidity {weather.data.current.humidity}% · Wind{' '}
            {Math.round(weather.data.current.windSpeed)} mph
          </p>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-5" aria-label="Forecast">
            {weather.data.forecast.slice(0, DISPLAY_LIMITS.weatherDays).map((day) => (
              <li key={day.date} className="rounded-md bg-stone-50 p-2 text-center">
                <p className="font-medium">{dayName(day.date)}</p>
                <p>
                  {Math.round(day.high)}° / {Math.round(day.low)}°
                </p>
                <p className="capitalize text-stone-600">{day.conditions}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}
