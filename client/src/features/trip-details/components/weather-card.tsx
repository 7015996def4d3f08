import { DISPLAY_LIMITS } from '@shared/constants';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatDay } from '@/lib/format';
import type { WeatherTarget } from '../api/get-weather';
import { useWeather } from '../api/get-weather';

/** The destination's forecast, up to 5 days (SPEC 2), and the weather failure texts (SPEC 8). */
export function WeatherCard({ target, placeName }: { target: WeatherTarget; placeName: string }) {
  const weather = useWeather(target);
  let body;
  if (weather.isPending) {
    body = (
      <div className="space-y-2">
        <Skeleton className="h-6" />
        <Skeleton className="h-6" />
      </div>
    );
  } else if (weather.isError) {
    const message =
      weather.error instanceof ApiError && weather.error.status === 404
        ? 'Location not found'
        : 'Weather data unavailable';
    body = <p className="text-sm text-stone-700">{message}</p>;
  } else if (!weather.data.configured) {
    // One line: SPEC's text, where the forecast will appear and how to turn it on.
    body = (
      <p className="text-sm text-stone-600" data-testid="weather-off">
        {weather.data.message}: the 5-day forecast for {placeName} will appear here once the server has an
        OPENWEATHER_API_KEY.
      </p>
    );
  } else {
    const forecast = weather.data.forecast.slice(0, DISPLAY_LIMITS.weatherDays);
    body = (
      <>
        <p className="text-sm text-stone-700">
          Now in {weather.data.location}: {Math.round(weather.data.current.temperature)}°F,{' '}
          {weather.data.current.conditions}
        </p>
        <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-5" aria-label="Forecast">
          {forecast.map((day) => (
            <li key={day.date} className="rounded-lg bg-stone-50 p-2 text-center text-sm">
              <p className="font-medium">{formatDay(day.date)}</p>
              <p>
                {Math.round(day.high)}° / {Math.round(day.low)}°
              </p>
              <p className="text-xs text-stone-600">{day.conditions}</p>
              <p className="text-xs text-stone-600">{Math.round(day.precipitation)}% rain</p>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <Card>
      <h3 className="font-semibold">Weather Forecast: {placeName}</h3>
      <div className="mt-2">{body}</div>
    </Card>
  );
}
