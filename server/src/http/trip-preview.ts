import type { TripDocument } from '@shared/schemas/trip-document';
import { parseStoredPlan } from '@shared/schemas/plan';
import { TRIP_PREVIEW_SLOT } from '@shared/routes/route-pages';
import { tripTitleOf } from '@shared/trips/itinerary-export';
import { escapeHtml } from './html';

/** What a shared trip's page shows and tells link previews before any script runs. */
export type TripPreview = { id: string; title: string; description: string | null };

/**
 * The title and description the results page shows for a trip: its plan's, read as the client reads a
 * shared plan (parseStoredPlan), else the trip's own title and no description.
 */
export function tripPreviewOf(document: Pick<TripDocument, 'id' | 'trip' | 'aiPlan'>): TripPreview {
  const parsed = document.aiPlan ? parseStoredPlan(document.aiPlan) : null;
  const overview = parsed?.success ? parsed.data.overview : null;
  return {
    id: document.id,
    title:
      overview?.title ??
      tripTitleOf({
        title: document.trip.title,
        fromLocation: document.trip.fromLocation ?? '',
        toLocation: document.trip.toLocation ?? '',
      }),
    description: overview?.description ?? null,
  };
}

// lucide's arrow-left, as the results page draws it beside its back link.
const ARROW_LEFT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-arrow-left size-4" aria-hidden="true"><path d="m12 19-7-7 7-7"></path><path d="M19 12H5"></path></svg>';

/**
 * A shared trip's page with its title and description as the page's description and Open Graph tags,
 * for link previews; on the results page (the one with TRIP_PREVIEW_SLOT) also its header: the back
 * link's row, the title and the description, with the classes and order of the results page's own
 * header, so the text keeps its place when the client renders the whole itinerary over it.
 */
export function withTripPreview(page: string, preview: TripPreview): string {
  const title = escapeHtml(preview.title);
  const description = preview.description === null ? null : escapeHtml(preview.description);
  const header = [
    '<div class="no-print flex flex-wrap items-center justify-between gap-3">',
    `<a href="/trip-test/${encodeURIComponent(preview.id)}" class="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">`,
    `${ARROW_LEFT} Back to Trip Details</a>`,
    // The height of the row's Print and Share buttons, which come with the client.
    '<span class="h-8"></span>',
    '</div>',
    `<header><h1 class="text-3xl font-bold">${title}</h1>`,
    description === null ? '' : `<p class="mt-2 max-w-3xl text-stone-700">${description}</p>`,
    '</header>',
  ].join('');
  const meta = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${title}" />`,
    description === null ? '' : `<meta property="og:description" content="${description}" />`,
  ].join('');
  let result = page.replace(TRIP_PREVIEW_SLOT, () => header).replace('</head>', () => `${meta}</head>`);
  if (description !== null) {
    result = result.replace(
      /<meta name="description" content="[^"]*"/,
      () => `<meta name="description" content="${description}"`,
    );
  }
  return result;
}
