import { useState } from 'react';
import type { RvPark } from '@shared/schemas/plan';
import { isWebUrl } from '@shared/schemas/trip-document';
import { Button, buttonClass } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { toastInfo } from '@/components/ui/toast';
import { safeBookingUrl } from '@/entities/trips/booking-links';
import { BOOKING_COMING_SOON } from '../lib/gps-navigation';

/**
 * Where Check Availability takes the traveller: a known booking site opens at once; the park's own
 * reservation page or website opens after the traveller has seen the link (it leaves the app, and
 * nobody checked that site); null when the data has no link at all. Links are never invented.
 */
export function availabilityTarget(park: Pick<RvPark, 'reservationUrl' | 'website'>): {
  url: string;
  known: boolean;
} | null {
  const known = safeBookingUrl(park.reservationUrl);
  if (known) return { url: known, known: true };
  const own = [park.reservationUrl, park.website].find((raw): raw is string => !!raw && isWebUrl(raw));
  return own ? { url: new URL(own).toString(), known: false } : null;
}

/** The Check Availability button, and the note shown before the park's own page opens. */
export function CheckAvailability({ park }: { park: RvPark }) {
  const [leaving, setLeaving] = useState<string | null>(null);
  const check = () => {
    const target = availabilityTarget(park);
    if (!target) toastInfo(BOOKING_COMING_SOON, 'Coming soon');
    else if (target.known) window.open(target.url, '_blank', 'noopener,noreferrer');
    else setLeaving(target.url);
  };
  return (
    <>
      <Button size="sm" variant="outline" onClick={check}>
        Check Availability
      </Button>
      <Dialog open={leaving !== null} onOpenChange={(open) => (open ? undefined : setLeaving(null))}>
        <DialogContent
          title="Leaving RV Trip Planner"
          description={`${park.name}'s own page opens in a new tab. It is the park's site, not a booking site we know:`}
        >
          <p className="text-sm font-medium break-all">{leaving}</p>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button size="sm" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <a
              href={leaving ?? undefined}
              target="_blank"
              rel="noopener noreferrer external"
              className={buttonClass('primary', 'sm')}
              onClick={() => setLeaving(null)}
            >
              Open the park's page
            </a>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
