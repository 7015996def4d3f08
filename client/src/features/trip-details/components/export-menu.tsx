import { useState } from 'react';
import type { AiPlan } from '@shared/schemas/plan';
import type { Reservations, Trip } from '@shared/schemas/trip';
import {
  buildGpx,
  buildIcs,
  buildTripDatesIcs,
  exportFileName,
  exportItineraryOf,
} from '@shared/trips/itinerary-export';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { toastInfo, toastSuccess } from '@/components/ui/toast';
import { downloadTextFile } from '@/lib/download';

// SPEC 8 placeholder, shown only for a format this trip cannot be exported to (issue ruling 5).
export const EXPORT_COMING_SOON = 'Export feature coming soon!';

export function ExportMenu({
  trip,
  plan,
  reservations,
}: {
  trip: Trip;
  plan: AiPlan | null;
  reservations: Reservations;
}) {
  const [open, setOpen] = useState(false);
  const itinerary = () => exportItineraryOf(trip, plan, reservations);

  const download = (kind: 'gpx' | 'ics') => {
    const data = itinerary();
    // Without planned nights the calendar still gets the trip's dates as one event.
    const text = kind === 'gpx' ? buildGpx(data) : (buildIcs(data) ?? buildTripDatesIcs(trip));
    if (!text) {
      toastInfo(EXPORT_COMING_SOON, 'Coming soon');
      return;
    }
    downloadTextFile(
      exportFileName(data.title, kind),
      kind === 'gpx' ? 'application/gpx+xml' : 'text/calendar;charset=utf-8',
      text,
    );
    setOpen(false);
    toastSuccess(kind === 'gpx' ? 'GPX file downloaded.' : 'Calendar file downloaded.');
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Export
      </Button>
      <DialogContent title="Export Trip" description="Take your trip to a GPS app, your calendar or paper.">
        <div className="grid gap-3">
          <Button
            variant="outline"
            className="h-auto justify-start py-3 text-left"
            onClick={() => download('gpx')}
          >
            <span>
              <span className="block font-semibold">GPS route (.gpx)</span>
              <span className="block text-xs font-normal text-stone-600">
                Route and overnight stops for GPS and map apps
              </span>
            </span>
          </Button>
          <Button
            variant="outline"
            className="h-auto justify-start py-3 text-left"
            onClick={() => download('ics')}
          >
            <span>
              <span className="block font-semibold">Calendar (.ics)</span>
              <span className="block text-xs font-normal text-stone-600">
                One all-day event per night with the campground
              </span>
            </span>
          </Button>
          <Button
            variant="outline"
            className="h-auto justify-start py-3 text-left"
            onClick={() => {
              setOpen(false);
              // Let the dialog close before the print snapshot is taken.
              window.setTimeout(() => window.print(), 50);
            }}
          >
            <span>
              <span className="block font-semibold">Print or save as PDF</span>
              <span className="block text-xs font-normal text-stone-600">
                Choose "Save as PDF" in the print dialog
              </span>
            </span>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
