import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { Trip } from '@shared/schemas/trip';
import { deviceStorageKeys } from '@/entities/trips/storage/device-state';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LinkedText } from '@/components/ui/linked-text';
import { paths } from '@/lib/paths';
import { deviceState } from '@/entities/trips/trip-store';
import { cn } from '@/lib/cn';
import { formatDay, formatMiles } from '@/lib/format';
import { RoadStopStrip } from '@/entities/services/road-stop-strip';
import type { TripDayView } from './trip-days';

/** Not a dead end: the two ways to plan the days are offered right here. */
function NoDaysCard({ trip }: { trip?: Trip }) {
  const [, navigate] = useLocation();
  const planByHand = () => {
    if (trip) deviceState.writeJson(deviceStorageKeys.similarTripData, trip);
    navigate(paths.newTrip);
  };
  return (
    <Card>
      <p className="text-stone-700">No days are planned for this trip yet.</p>
      {trip ? (
        <div className="mt-4 flex flex-wrap gap-3">
          <Link href={paths.results(trip.id)} className={buttonClass('primary')}>
            Generate a plan
          </Link>
          <Button variant="outline" onClick={planByHand}>
            Plan days by hand
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

/**
 * One day in full: the drive, the stay, activities, meals and notes. `linkify`: the web addresses the
 * notes cite as links (not on a trip shared read-only).
 */
function DayDetails({ day, linkify }: { day: TripDayView; linkify: boolean }) {
  return (
    <Card className="min-w-0 space-y-5 break-words" data-testid="day-details">
      <header>
        <h3 className="text-lg font-semibold">
          Day {day.day} · {formatDay(day.date)}
        </h3>
        {day.from && day.to && day.from === day.to && !day.distance ? (
          // A stay day: no drive, so no "0 miles" and no route from a town to itself.
          <p className="text-sm text-stone-700">Rest day at {day.to.split(',')[0]}</p>
        ) : day.from && day.to ? (
          <p className="text-sm break-words text-stone-700">
            Route: {day.from} → {day.to}
            {day.distance !== undefined ? ` · ${formatMiles(day.distance)}` : ''}
            {day.driveTime ? ` · ${day.driveTime}` : ''}
          </p>
        ) : null}
      </header>
      <RoadStopStrip day={day.day} stops={day.roadStops} linkify={linkify} />
      <section>
        <h4 className="font-semibold">Accommodation</h4>
        {day.stay ? (
          <div className="text-sm">
            <p className="font-medium">{day.stay.name}</p>
            <p className="text-stone-600">{day.stay.address}</p>
            {day.stay.amenities.length > 0 ? (
              <p className="text-stone-600">Amenities: {day.stay.amenities.join(', ')}</p>
            ) : null}
            {day.stay.price ? <p>{day.stay.price}</p> : null}
          </div>
        ) : (
          <p className="text-sm text-stone-600">No RV park chosen for this day.</p>
        )}
      </section>
      <section>
        <h4 className="font-semibold">Activities</h4>
        {day.activities.length === 0 ? (
          <p className="text-sm text-stone-600">No activities planned.</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {day.activities.map((a, i) => (
              <li key={`${a.name}-${i}`}>
                <span className="font-medium">{a.name}</span>
                {a.duration ? <span className="text-stone-600"> · {a.duration}</span> : null}
                {a.description ? (
                  <p className="text-stone-600">
                    <LinkedText text={a.description} linkify={linkify} />
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h4 className="font-semibold">Meal Plan</h4>
        {day.meals.length === 0 ? (
          <p className="text-sm text-stone-600">No meals planned.</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {day.meals.map((m) => (
              <li key={m.mealType}>
                <span className="font-medium capitalize">{m.mealType}:</span> {m.name}{' '}
                <span className="text-stone-600">
                  ({m.type === 'cooking' ? 'cook at camp' : 'restaurant'}, {m.priceRange})
                </span>
                {m.specialNotes ? <span className="text-stone-600"> {m.specialNotes}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      {day.notes.length > 0 ? (
        <section>
          <h4 className="font-semibold">Notes</h4>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {day.notes.map((n) => (
              <li key={n}>
                <LinkedText text={n} linkify={linkify} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Card>
  );
}

export function DayByDayTab({
  days,
  trip,
  linkify = false,
}: {
  days: TripDayView[];
  trip?: Trip;
  linkify?: boolean;
}) {
  const [selected, setSelected] = useState(days[0]?.day ?? 1);
  if (days.length === 0) return <NoDaysCard trip={trip} />;
  const day = days.find((d) => d.day === selected) ?? days[0];
  return (
    // min-w-0: grid items otherwise grow to their widest child (the day strip), widening the page on phones.
    <div className="grid min-w-0 grid-cols-1 gap-4 md:grid-cols-[12rem_1fr]">
      <nav aria-label="Days" className="no-print min-w-0">
        <ul className="flex gap-2 overflow-x-auto md:flex-col">
          {days.map((d) => (
            <li key={d.day}>
              <button
                type="button"
                aria-current={d.day === day.day ? 'true' : undefined}
                onClick={() => setSelected(d.day)}
                className={cn(
                  'w-full rounded-md px-3 py-2 text-left text-sm whitespace-nowrap',
                  d.day === day.day
                    ? 'bg-brand-600 text-white'
                    : 'bg-white text-stone-800 hover:bg-stone-100',
                )}
              >
                Day {d.day}
                <span className="block text-xs opacity-80">{formatDay(d.date)}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <DayDetails day={day} linkify={linkify} />
    </div>
  );
}
