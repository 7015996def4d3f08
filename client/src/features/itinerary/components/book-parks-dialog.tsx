import { useState } from 'react';
import type { Day } from '@shared/schemas/plan';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { toastInfo } from '@/components/ui/toast';
import { BOOKING_COMING_SOON } from '../lib/gps-navigation';
import { availabilityTarget } from './check-availability';

const targetsOf = (days: Day[]) => days.map((day) => availabilityTarget(day.rvPark));

/**
 * Book RV Parks: each night's link, the same one Check Availability opens (a known booking site, else
 * the park's own reservation page or website, marked as its own); 'RV park booking coming soon!' only
 * for a night whose data holds no link, and as a toast when no night has one. None is invented.
 * The links are worked out when the button is pressed, not with every itinerary: the first one reads
 * the booking rules, whose first use checks their schema (a long task on a phone).
 */
export function BookParksButton({ days }: { days: Day[] }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant="outline"
        onClick={() => {
          if (targetsOf(days).every((t) => t === null)) toastInfo(BOOKING_COMING_SOON, 'Coming soon');
          else setOpen(true);
        }}
      >
        Book RV Parks
      </Button>
      <DialogContent title="Book RV Parks" description="Reserve each night on the campground's booking page.">
        <NightLinks days={days} />
      </DialogContent>
    </Dialog>
  );
}

/** Each night's park and its link (drawn only while the dialog is open). */
function NightLinks({ days }: { days: Day[] }) {
  const targets = targetsOf(days);
  return (
    <ul className="space-y-2">
      {days.map((day, i) => {
        const target = targets[i];
        return (
          <li
            key={day.day}
            className="flex items-center justify-between gap-3 rounded-lg border border-stone-200 p-3"
          >
            <div>
              <p className="text-sm font-medium">
                Day {day.day}: {day.rvPark.name}
              </p>
              <p className="text-xs text-stone-600">{day.rvPark.address}</p>
            </div>
            {target?.known ? (
              <a
                href={target.url}
                target="_blank"
                rel="noopener noreferrer"
                className="shrink-0 text-sm font-medium text-brand-700 underline"
              >
                Reserve<span className="sr-only"> {day.rvPark.name}</span>
              </a>
            ) : target ? (
              // The park's own site, not a booking site we know: named so, with its address shown.
              <a
                href={target.url}
                target="_blank"
                rel="noopener noreferrer external"
                aria-label={`${day.rvPark.name}'s own page`}
                className="shrink-0 break-all text-xs text-brand-700 underline"
              >
                Park&apos;s own page: {target.url}
              </a>
            ) : (
              <span className="shrink-0 text-xs text-stone-600">{BOOKING_COMING_SOON}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
