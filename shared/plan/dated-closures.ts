import { z } from 'zod';
import { sentenceStart } from './sentence';

/**
 * Closures with dates (data/dated-closures.json): a park area, road or campground an agency has
 * closed from one date to another, or until further notice, for construction or repair (Big Bend's
 * Chisos Basin, closed for about two years from 2025). Unlike a seasonal road's yearly window, a
 * dated closure happens once: a date after its end uses the road, the campgrounds and the services
 * again. Each row closes a stretch of road (found in the graph like a seasonal road's, as the edges
 * of its roads within radiusMiles of `at`: server/src/routing/core/dated-closures.ts), the places
 * within an area (campgrounds, dump stations, water: the catalogue marks them when it loads), named
 * places, or several of these. The rules here are pure; the server reads the file.
 */
const isoDate = z.string().regex(/^\d{4}-\d\d-\d\d$/, 'YYYY-MM-DD');
const point = z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) });

export const datedClosureSchema = z
  .object({
    id: z.string().min(1),
    /** As a sentence names it: "the Chisos Basin". */
    name: z.string().min(1),
    /** What is closed, as the day says it: "Chisos Basin Road, the Chisos Basin Campground, ...". */
    closes: z.string().min(1),
    /** Who closed it, as the day names them. */
    authority: z.string().min(1),
    sourceUrl: z.string().url(),
    /** The agency's own words on what closes and when (quoted short). */
    sourceSays: z.string().min(1),
    checked: isoDate,
    /** false when the agency's own page was not read: the dates are then from `reportUrl`. */
    confirmed: z.boolean(),
    reportUrl: z.string().url().optional(),
    /** The first day closed. */
    from: isoDate,
    /** The first day open again as the agency expects it; null: until further notice. */
    until: isoDate.nullable(),
    /** The dates as the day says them: "from May 2025 for about two years (until about May 2027)". */
    when: z.string().min(1),
    /** Days after `until` in which it may still be closed (an estimated end): the day says to check. */
    uncertainDays: z.number().int().min(0).max(365),
    /** The closed stretch of road, found in the graph as its roads' edges within radiusMiles of `at`. */
    road: z
      .object({
        name: z.string().min(1),
        road: z.string().min(1),
        roads: z.array(z.string().min(1)).min(1),
        at: point,
        radiusMiles: z.number().positive().max(20),
      })
      .optional(),
    /** The closed area: every campground and road service (dump station, water) within radiusMiles of `at`. */
    area: z.object({ at: point, radiusMiles: z.number().positive().max(10) }).optional(),
    /** Campgrounds closed by name (the catalogue's name up to its first " ("), wherever they lie. */
    places: z.array(z.string().min(1)).default([]),
    /** The national park (NPS code) the closure is in, and what it takes away there (as seasonal roads say it). */
    park: z
      .object({
        code: z.string().regex(/^[a-z]{4}$/),
        takes: z.enum(['park', 'scenic drive', 'part of the park']),
        note: z.string().min(1).optional(),
      })
      .optional(),
  })
  .refine((c) => c.until === null || c.until > c.from, { message: 'a closure ends after it begins' })
  .refine((c) => c.road || c.area || c.places.length > 0, { message: 'a closure closes a road, an area or places' });
export type DatedClosure = z.infer<typeof datedClosureSchema>;

/** A closure's window, as the rows it closes carry it. */
export interface ClosedWindow {
  id: string;
  from: string;
  until: string | null;
  /** The closure as a sentence says it, with its source: what a day tells of a closed place. */
  says?: string;
}

/** Whether the date (YYYY-MM-DD) lies in the window: from its first day up to the day before `until`. */
export const windowHas = (w: Pick<ClosedWindow, 'from' | 'until'>, iso: string) =>
  iso >= w.from && (w.until === null || iso < w.until);

/** Whether a row closed by these windows is closed on the date (none given: no). */
export const closedOnDay = (windows: readonly ClosedWindow[] | undefined, iso: string | undefined) =>
  iso !== undefined && windows !== undefined && windows.some((w) => windowHas(w, iso));

const milesBetween = (a: z.infer<typeof point>, b: z.infer<typeof point>) => {
  const dLat = (b.latitude - a.latitude) * 69;
  const dLng = (b.longitude - a.longitude) * 69 * Math.cos((a.latitude * Math.PI) / 180);
  return Math.hypot(dLat, dLng);
};

const baseName = (name: string) => name.replace(/\s*\(.*$/, '').trim().toLowerCase();

/**
 * The windows closing a place: the closures whose area it lies in, or (a campground) that name it.
 * `name`: the campground's name as the catalogue has it ("Chisos Basin Campground (Big Bend, TX)").
 */
export function windowsAt(
  closures: readonly DatedClosure[],
  at: z.infer<typeof point>,
  name?: string,
): ClosedWindow[] {
  return closures
    .filter(
      (c) =>
        (c.area && milesBetween(c.area.at, at) <= c.area.radiusMiles) ||
        (name !== undefined && c.places.some((p) => p.toLowerCase() === baseName(name))),
    )
    .map((c) => ({
      id: c.id,
      from: c.from,
      until: c.until,
      says: `${sentenceStart(c.name)} is closed ${c.when} (${c.authority}: ${c.sourceUrl})`,
    }));
}
