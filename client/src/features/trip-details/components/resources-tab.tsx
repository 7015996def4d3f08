import { useState } from 'react';
import type { Recommendations } from '@shared/schemas/plan';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { readJson, writeJson } from '@/lib/browser-storage';
import type { TripDayView } from './trip-days';
import { safeBookingUrl } from '@/entities/trips/booking-links';

// The ticked packing items of a trip stay on this device.
export const packingChecklistKey = (tripId: string) => `trip_${tripId}_packing_checklist`;

const BASE_PACKING = [
  'Drinking-water hose and pressure regulator',
  'Sewer hose, gloves and fittings',
  'Leveling blocks and wheel chocks',
  'Electrical adapters (30/50 amp) and surge protector',
  'First-aid kit and medications',
  'Flashlights and spare batteries',
  'Camp chairs and outdoor mat',
  'Kitchen basics, cookware and cooler',
];

const RV_TIPS = [
  'Walk around the rig before every departure: hitch, tires, antenna, steps and slide-outs.',
  'Know your total height and check low clearances on the route.',
  'Arrive at camp before dark so you can set up safely.',
  'Keep fresh water topped up and empty tanks at dump stations when you can.',
  'Plan fuel stops with room to turn: truck stops suit big rigs best.',
];

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** Each night's booking or search page (only safe links are followed), and the federal sites. */
function BookingLinks({ days }: { days: TripDayView[] }) {
  const bookings = days.filter((d) => d.stay && (d.stay.reservationUrl || d.stay.searchUrl));
  return (
    <Card>
      <h3 className="font-semibold">Booking Links</h3>
      <ul className="mt-2 space-y-2 text-sm">
        {bookings.map((d) => {
          const href = safeBookingUrl(d.stay?.reservationUrl ?? d.stay?.searchUrl);
          const label = `Day ${d.day}: ${d.stay?.name ?? ''}`;
          return (
            <li key={d.day}>
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                  {label}
                </a>
              ) : (
                // Not https on a known booking host: shown, never linked.
                <span>
                  {label}{' '}
                  <span className="break-all text-stone-600">
                    ({d.stay?.reservationUrl ?? d.stay?.searchUrl})
                  </span>
                </span>
              )}
              <span className="text-stone-600">
                {d.stay?.reservationUrl ? ' (reservations)' : ' (search)'}
              </span>
            </li>
          );
        })}
        <li>
          <a
            href="https://www.recreation.gov/"
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 underline"
          >
            Recreation.gov
          </a>
          <span className="text-stone-600"> federal campgrounds</span>
        </li>
        <li>
          <a
            href="https://www.nps.gov/findapark/index.htm"
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 underline"
          >
            National Park Service
          </a>
          <span className="text-stone-600"> park alerts and entrance fees</span>
        </li>
      </ul>
    </Card>
  );
}

/** The packing list with the plan's tips; ticked items stay on this device. */
function PackingChecklist({
  tripId,
  recommendations,
}: {
  tripId: string;
  recommendations: Recommendations | null;
}) {
  const items = [...new Set([...BASE_PACKING, ...(recommendations?.packingTips ?? [])])];
  const [checked, setChecked] = useState<string[]>(() =>
    readJson(packingChecklistKey(tripId), [], isStringList),
  );
  const toggle = (item: string, on: boolean) => {
    const next = on ? [...checked, item] : checked.filter((i) => i !== item);
    setChecked(next);
    writeJson(packingChecklistKey(tripId), next);
  };
  return (
    <Card>
      <h3 className="font-semibold">Packing Checklist</h3>
      <p className="text-xs text-stone-600">
        {checked.filter((c) => items.includes(c)).length} of {items.length} packed
      </p>
      <ul className="mt-2 space-y-2">
        {items.map((item, i) => (
          <li key={item} className="flex items-start gap-2">
            <Checkbox
              id={`packing-${i}`}
              checked={checked.includes(item)}
              onCheckedChange={(v) => toggle(item, v === true)}
              className="mt-0.5"
            />
            <Label htmlFor={`packing-${i}`} className="font-normal">
              {item}
            </Label>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function ResourcesTab({
  tripId,
  days,
  recommendations,
}: {
  tripId: string;
  days: TripDayView[];
  recommendations: Recommendations | null;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <BookingLinks days={days} />
      <PackingChecklist tripId={tripId} recommendations={recommendations} />
      <Card>
        <h3 className="font-semibold">Emergency Info</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          <li>Emergencies: call 911 (police, fire, ambulance).</li>
          <li>Road conditions anywhere in the US: call 511 or check the state DOT website.</li>
          <li>Poison Control: 1-800-222-1222.</li>
          <li>Keep your roadside assistance number, insurance card and RV registration in the cab.</li>
          <li>Note each night&apos;s campground address so you can give it to responders.</li>
        </ul>
      </Card>
      <Card>
        <h3 className="font-semibold">RV Tips</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {[...RV_TIPS, ...(recommendations?.safetyTips ?? [])].map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
