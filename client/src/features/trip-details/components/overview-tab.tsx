import type { ReactNode } from 'react';
import type { TripPlan } from '@shared/schemas/plan';
import type { Trip } from '@shared/schemas/trip';
import { googleDirectionsUrl } from '@shared/trips/gps';
import { selectedRouteOf } from '@shared/plan/plan-days';
import { cardNumbers } from '@shared/trips/rules';
import { planSummaryOf } from '@shared/plan/plan-summary';
import { Card } from '@/components/ui/card';
import { LinkedText } from '@/components/ui/linked-text';
import { WeatherCard } from '@/entities/weather/weather-card';
import { useRoutedMiles } from '@/lib/road-route';
import { formatHours, formatMiles, formatRvType, formatUsd } from '@/lib/format';

export type RouteStop = { name: string; latitude: number; longitude: number; day: number };

/** The trip's stops in order: start, then each night's stop (the route map and the maps link). */
/** One figure of the overview; `estimate` labels it as one (no road miles behind it). */
function OverviewStat({
  label,
  estimate = false,
  note,
  children,
}: {
  label: string;
  estimate?: boolean;
  /** A word on where the figure comes from, when it is not an estimate. */
  note?: string;
  children: ReactNode;
}) {
  const remark = estimate ? 'estimate' : note;
  return (
    <Card>
      <dt className="text-xs text-stone-600 uppercase">{label}</dt>
      <dd className="text-lg font-semibold">
        {children}
        {remark ? <span className="block text-xs font-normal text-stone-600">{remark}</span> : null}
      </dd>
    </Card>
  );
}

export function routeStopsOf(plan: TripPlan | null, trip: Trip): RouteStop[] {
  if (plan && plan.dailyItinerary.length > 0) {
    const days = plan.dailyItinerary;
    return [
      { ...days[0].from, day: 0 },
      ...days.map((d) => ({
        name: d.to.name,
        latitude: d.to.latitude,
        longitude: d.to.longitude,
        day: d.day,
      })),
    ];
  }
  return (trip.dayPlans ?? []).flatMap((p) =>
    p.rvPark
      ? [
          {
            name: p.rvPark.name,
            latitude: p.rvPark.coordinates[0],
            longitude: p.rvPark.coordinates[1],
            day: p.day,
          },
        ]
      : [],
  );
}

export function StopList({ stops }: { stops: RouteStop[] }) {
  if (stops.length === 0) return <p className="text-sm text-stone-600">No stops with a location yet.</p>;
  return (
    <ol className="list-decimal space-y-1 pl-5 text-sm" aria-label="Route stops">
      {stops.map((s, i) => (
        <li key={`${s.name}-${i}`}>
          {s.name}{' '}
          {s.day > 0 ? (
            <span className="text-stone-600">(night of day {s.day})</span>
          ) : (
            <span className="text-stone-600">(start)</span>
          )}
        </li>
      ))}
    </ol>
  );
}

export function OverviewTab({
  trip,
  plan,
  routeMap,
  linkify = false,
}: {
  trip: Trip;
  plan: TripPlan | null;
  routeMap: ReactNode;
  /** The web addresses the notes cite as links: not on a trip shared read-only. */
  linkify?: boolean;
}) {
  const numbers = cardNumbers(trip, plan && planSummaryOf(plan), useRoutedMiles(trip, !plan));
  const route = plan ? selectedRouteOf(plan) : null;
  const stops = routeStopsOf(plan, trip);
  const directions = googleDirectionsUrl(stops);
  const lastStop = plan?.dailyItinerary.at(-1)?.to;
  const notes = [
    ...(plan?.warnings ?? []),
    ...(plan ? [plan.overview.distanceNote] : []),
    ...(plan?.dailyItinerary.flatMap((d) =>
      d.rvPark.warning ? [`Day ${d.day}: ${d.rvPark.warning}`] : [],
    ) ?? []),
    'Confirm campground reservations, length limits and hook-ups before you go.',
    'Check road conditions and closures for RVs on each driving day.',
  ];

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        <OverviewStat
          label="Total Distance"
          estimate={numbers.distanceIsEstimate}
          note={!numbers.distanceIsEstimate && !plan ? 'road miles, fastest route' : undefined}
        >
          {formatMiles(route ? route.distance : numbers.distance)}
        </OverviewStat>
        <OverviewStat label="Driving Time">
          {route ? route.driveTime : plan ? formatHours(plan.overview.totalDriveHours) : 'Not planned yet'}
        </OverviewStat>
        <OverviewStat label="Total Cost" estimate={numbers.isEstimate}>
          {formatUsd(numbers.cost)}
        </OverviewStat>
        <OverviewStat label="RV Type">{formatRvType(trip.rvType)}</OverviewStat>
      </dl>

      <Card>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold">Route Map</h3>
          {directions ? (
            <a
              href={directions}
              target="_blank"
              rel="noopener noreferrer"
              className="no-print text-sm font-medium text-brand-700 underline"
            >
              Open in Google Maps
            </a>
          ) : null}
        </div>
        <div className="mt-3">{routeMap}</div>
      </Card>

      <WeatherCard
        target={
          lastStop
            ? { latitude: lastStop.latitude, longitude: lastStop.longitude }
            : { query: trip.toLocation }
        }
        heading={<h3 className="font-semibold">Weather Forecast: {trip.toLocation}</h3>}
        upcoming={`the 5-day forecast for ${trip.toLocation}`}
      />

      <Card>
        <h3 className="font-semibold">Important Notes</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {notes.map((n) => (
            <li key={n}>
              <LinkedText text={n} linkify={linkify} />
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
