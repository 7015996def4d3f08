import { z } from 'zod';
import type { ExportFormat } from '@shared/exports/format-labels';
import type { BuiltExport } from '@shared/exports/formats';
import { buildExport, exportFileName } from '@shared/exports/formats';
import { exportTripOf } from '@shared/exports/export-trip';
import { buildTripDatesIcs } from '@shared/exports/ics';
import { parseStoredPlan } from '@shared/schemas/plan';
import type { Trip } from '@shared/schemas/trip';
import { dayPlanSchema, reservationsSchema } from '@shared/schemas/trip';
import type { TripDocument } from '@shared/schemas/trip-document';
import { tripTitleOf } from '@shared/trips/itinerary-export';

export const NOTHING_TO_EXPORT_MESSAGE = 'This trip has no planned days to export in this format yet';

/** The trip of a stored document as the export builders read it; parts that do not parse are left out. */
function tripOf(document: TripDocument): Trip {
  const t = document.trip;
  const dayPlans = z.array(dayPlanSchema).safeParse((t as Record<string, unknown>).dayPlans);
  return {
    ...(t as unknown as Trip),
    id: document.id,
    title: t.title ?? '',
    fromLocation: t.fromLocation ?? '',
    toLocation: t.toLocation ?? '',
    departureDate: t.departureDate ?? '',
    dayPlans: dayPlans.success ? dayPlans.data : undefined,
  };
}

/**
 * A stored trip in one export format, built by the same builders the browser uses: its AI plan's days
 * when it has a plan, else its manual days. A calendar of a trip without planned days still holds its
 * dates. Null when the trip has nothing the format can hold.
 */
export function exportTripDocument(
  document: TripDocument,
  format: ExportFormat,
  now = new Date(),
): BuiltExport | null {
  const trip = tripOf(document);
  const parsed = document.aiPlan ? parseStoredPlan(document.aiPlan) : null;
  const reservations = reservationsSchema.safeParse(document.reservations ?? {});
  const built = buildExport(
    format,
    exportTripOf(trip, parsed?.success ? parsed.data : null, reservations.success ? reservations.data : {}),
    now,
  );
  if (built || format !== 'ics') return built;
  const dates = buildTripDatesIcs(trip, now);
  return dates === null
    ? null
    : {
        body: dates,
        fileName: exportFileName(tripTitleOf(trip), 'ics'),
        contentType: 'text/calendar; charset=utf-8',
      };
}
