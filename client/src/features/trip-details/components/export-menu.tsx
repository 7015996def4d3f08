import { useState } from 'react';
import type { ExportFormat } from '@shared/exports/format-labels';
import { EXPORT_FORMATS } from '@shared/exports/format-labels';
import { buildExport, EXPORT_FORMAT_INFO, exportFileName } from '@shared/exports/formats';
import { exportTripOf } from '@shared/exports/export-trip';
import { buildTripDatesIcs } from '@shared/exports/ics';
import type { TripPlan } from '@shared/schemas/plan';
import type { Reservations, Trip } from '@shared/schemas/trip';
import { tripTitleOf } from '@shared/trips/itinerary-export';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { toastInfo, toastSuccess } from '@/components/ui/toast';
import { downloadFile } from '@/lib/download';

// The 'coming soon' placeholder, shown only for a format this trip cannot be exported to
// (a trip with no dated days or stops has nothing to put in a navigator or calendar file).
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

/** The trip in a format, built here in the browser (so it works offline) by the builders the API uses. */
function buildFor(format: ExportFormat, trip: Trip, plan: TripPlan | null, reservations: Reservations) {
  const built = buildExport(format, exportTripOf(trip, plan, reservations));
  if (built || format !== 'ics') return built;
  // Without planned nights the calendar still gets the trip's dates as one event.
  const dates = buildTripDatesIcs(trip);
  return dates === null
    ? null
    : {
        body: dates,
        fileName: exportFileName(tripTitleOf(trip), 'ics'),
        contentType: 'text/calendar;charset=utf-8',
      };
}

export function ExportMenu({
  trip,
  plan,
  reservations,
}: {
  trip: Trip;
  plan: TripPlan | null;
  reservations: Reservations;
}) {
  const [open, setOpen] = useState(false);

  const download = (format: ExportFormat) => {
    const built = buildFor(format, trip, plan, reservations);
    if (!built) {
      toastInfo(EXPORT_COMING_SOON, 'Coming soon');
      return;
    }
    downloadFile(built.fileName, built.contentType, built.body);
    setOpen(false);
    toastSuccess(`${EXPORT_FORMAT_INFO[format].title} downloaded.`);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Export
      </Button>
      <DialogContent
        title="Export Trip"
        description="Take your trip to an RV navigator, a map app, your calendar or paper."
      >
        <div className="grid max-h-[70vh] gap-3 overflow-y-auto">
          {EXPORT_FORMATS.map((format) => (
            <ExportOption
              key={format}
              title={EXPORT_FORMAT_INFO[format].title}
              hint={EXPORT_FORMAT_INFO[format].hint}
              onClick={() => download(format)}
            />
          ))}
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
