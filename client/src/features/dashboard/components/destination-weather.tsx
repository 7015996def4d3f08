import { WeatherCard } from '@/entities/weather/weather-card';

/** Current weather and up to 5 forecast days at the next trip's destination. */
export function DestinationWeather({ place }: { place: string | null }) {
  return (
    <WeatherCard
      target={place ? { query: place } : null}
      heading={
        <h2 id="weather-heading" className="text-lg font-semibold">
          Weather
        </h2>
      }
      labelledBy="weather-heading"
      upcoming="current weather at your destination"
      empty="Plan a trip to see the weather at your destination."
    />
  );
}
