import { Navigation } from 'lucide-react';
import { EXPORT_FORMAT_LABELS, EXPORT_FORMATS } from '@shared/exports/format-labels';

/** The API address of a trip's export: what a phone or a navigator app fetches from a shared link. */
export const exportUrl = (tripId: string, format: string) =>
  `/api/trip-plans/${encodeURIComponent(tripId)}/export/${format}`;

/**
 * For a visitor of a shared trip: every export as a plain link the server answers, so a phone can hand
 * the file to a navigator app, or a link can be copied into one.
 */
export function NavigatorLinks({ tripId }: { tripId: string }) {
  return (
    <section aria-labelledby="navigator-links" className="no-print rounded-lg border border-stone-200 p-4">
      <h2 id="navigator-links" className="flex items-center gap-2 font-semibold">
        <Navigation aria-hidden="true" className="size-4" /> Open in your navigator
      </h2>
      <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
        {EXPORT_FORMATS.map((format) => (
          <li key={format}>
            <a className="text-brand-700 underline" href={exportUrl(tripId, format)} download>
              {EXPORT_FORMAT_LABELS[format].title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
