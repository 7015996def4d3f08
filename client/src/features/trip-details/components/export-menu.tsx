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

// The 'coming soon' placeholder (SPEC 8), shown only for a format this trip cannot be exported to
// (a trip with no dated days or stops has nothing to put in a GPX or calendar file).
export const EXPORT_COMING_SOON = 'Export feature coming soon!';

/** One way to export: a titled button with a line on what it gives. */
function ExportOption({ title, hint, onClick }: { title: string; hint: string; onClick: () => void }) {
  return (
    <Button variant="outline" className="h-auto justify-start py-3 text-left" onClick={onClick}>
      <span>
        <span className="block font-semibold">{title}</span>
        <span className="block text-xs font-normal text-stone-600">{hint}</span>
      </span>
    </Button>
  );
}

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
          <ExportOption
            title="GPS route (.gpx)"
            hint="Route and overnight stops for GPS and map apps"
            onClick={() => download('gpx')}
          />
          <ExportOption
            title="Calendar (.ics)"
            hint="One all-day event per night with the campground"
            onClick={() => download('ics')}
          />
          <ExportOption
            title="Print or save as PDF"
            hint='Choose "Save as PDF" in the print dialog'
            onClick={() => {
              setOpen(false);
              // Let the dialog close before the print snapshot is taken.
              window.setTimeout(() => window.print(), 50);
            }}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
