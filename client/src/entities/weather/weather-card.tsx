import type { ReactNode } from 'react';
import { DISPLAY_LIMITS } from '@shared/constants';
import type { Weather } from '@shared/schemas/weather';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { WeatherTarget } from './weather';
import { useWeather, weatherErrorText } from './weather';

const dayName = (iso: string) => {
  const date = new Date(`${iso}T12:00:00`);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
};

/** Current conditions and up to 5 forecast days. */
function Forecast({ weather }: { weather: Extract<Weather, { configured: true }> }) {
  return (
    <div className="mt-2">
      <p className="text-sm text-stone-600">{weather.location}</p>
      <p className="mt-1 text-3xl font-bold">{Math.round(weather.current.temperature)}°F</p>
      <p className="text-sm capitalize text-stone-700">
        {weather.current.conditions} · Humidity {weather.current.humidity}% · Wind{' '}
        {Math.round(weather.current.windSpeed)} mph
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-5" aria-label="Forecast">
        {weather.forecast.slice(0, DISPLAY_LIMITS.weatherDays).map((day) => (
          <li key={day.date} className="rounded-md bg-stone-50 p-2 text-center">
            <p className="font-medium">{dayName(day.date)}</p>
            <p>
              {Math.round(day.high)}° / {Math.round(day.low)}°
            </p>
            <p className="capitalize text-stone-600">{day.conditions}</p>
            <p className="text-xs text-stone-600">{Math.round(day.precipitation)}% rain</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The weather card: current conditions and up to 5 forecast days at a target, or the weather
 * service's own texts. `upcoming` names what appears once the server has a weather key.
 */
export function WeatherCard({
  target,
  heading,
  upcoming,
  empty,
  labelledBy,
}: {
  target: WeatherTarget | null;
  heading: ReactNode;
  upcoming: string;
  /** Shown when there is nothing to forecast (no target). */
  empty?: string;
  /** The id of the heading, when it names the card. */
  labelledBy?: string;
}) {
  const weather = useWeather(target);
  let body: ReactNode = null;
  if (!target) {
    body = <p className="mt-2 text-sm text-stone-600">{empty}</p>;
  } else if (weather.isPending) {
    body = (
      <div className="mt-3 space-y-2" aria-label="Loading weather">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  } else if (weather.isError) {
    body = (
      <p role="alert" className="mt-2 text-sm text-red-700">
        {weatherErrorText(weather.error)}
      </p>
    );
  } else if (!weather.data.configured) {
    body = (
      <p className="mt-2 text-sm text-stone-600" data-testid="weather-off">
        {weather.data.message}: {upcoming} will appear here once the server has an OPENWEATHER_API_KEY.
      </p>
    );
  } else {
    body = <Forecast weather={weather.data} />;
  }
  return (
    <Card aria-labelledby={labelledBy}>
      {heading}
      {body}
    </Card>
  );
}
