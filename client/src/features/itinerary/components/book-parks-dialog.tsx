import { useState } from 'react';
import type { Day } from '@shared/schemas/plan';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { toastInfo } from '@/components/ui/toast';
import { BOOKING_COMING_SOON } from '../lib/gps-navigation';
import { safeBookingUrl } from '@/entities/trips/booking-links';

/** Book RV Parks: each night's reservation page where the data knows one; none is invented. */
export function BookParksButton({ days }: { days: Day[] }) {
  const [open, setOpen] = useState(false);
  const bookable = days.filter((d) => d.rvPark.reservationUrl);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant="outline"
        onClick={() => {
          if (bookable.length === 0) toastInfo(BOOKING_COMING_SOON, 'Coming soon');
          else setOpen(true);
        }}
      >
        Book RV Parks
      </Button>
      <DialogContent title="Book RV Parks" description="Reserve each night on the campground's booking page.">
        <ul className="space-y-2">
          {days.map((day) => (
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
              {safeBookingUrl(day.rvPark.reservationUrl) ? (
                <a
                  href={safeBookingUrl(day.rvPark.reservationUrl) ?? undefined}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="shrink-0 text-sm font-medium text-brand-700 underline"
                >
                  Reserve<span className="sr-only"> {day.rvPark.name}</span>
                </a>
              ) : day.rvPark.reservationUrl ? (
                // Not https on a known booking host: shown as text, never opened.
                <span className="shrink-0 break-all text-xs text-stone-600">{day.rvPark.reservationUrl}</span>
              ) : (
                <span className="shrink-0 text-xs text-stone-600">{BOOKING_COMING_SOON}</span>
              )}
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
