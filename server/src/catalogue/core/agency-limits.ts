import { z } from 'zod';

// The longest rig a campground's managing agency lets on the campground or on its road, in the
// agency's words (data/campground-limits.json, by catalogue id): Lava Point, Zion, "Vehicles longer
// than 19 feet are not permitted on the road to the campground"; Joshua Tree's Hidden Valley, 25 ft.
// It stands before any length the catalogue reports (campground-record.ts maxLengthFeet).

export const agencyLimitSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    park: z.string().optional(),
    maxLengthFeet: z.number().min(10).max(80),
    /** The page's words for the limit. */
    words: z.string().min(1),
    authority: z.string(),
    /** The agency's own page (confirmed), or the page that reports the agency's limit (not confirmed). */
    sourceUrl: z.string().url(),
    confirmed: z.boolean(),
    reportedBy: z.string().min(1).optional(),
  })
  .refine((s) => s.confirmed || s.reportedBy !== undefined, {
    message: "a limit not read on the agency's own page names who reports it (reportedBy)",
  });
export type AgencyLimit = z.infer<typeof agencyLimitSchema>;

export const agencyLimitsFileSchema = z.object({ rows: z.array(agencyLimitSchema) });

/** Marks each row the table gives a limit for; returns the table's ids no row has (a stale id). */
export function markAgencyLimits<T extends { id: string; agencyLimit?: AgencyLimit }>(
  rows: readonly T[],
  limits: readonly AgencyLimit[],
): string[] {
  const byId = new Map(limits.map((s) => [s.id, s]));
  const found = new Set<string>();
  for (const r of rows) {
    const s = byId.get(r.id);
    if (!s) continue;
    r.agencyLimit = s;
    found.add(s.id);
  }
  return limits.filter((s) => !found.has(s.id)).map((s) => s.id);
}

/** The limit as said: 'Zion National Park's page, https://...: "Vehicles longer than ..."'. */
export const agencyLimitSource = (s: AgencyLimit) =>
  s.confirmed
    ? `${s.authority}'s page, ${s.sourceUrl}: "${s.words}"`
    : `${s.authority}'s limit as given by ${s.reportedBy}, ${s.sourceUrl}: "${s.words}"; not confirmed on the agency's current page`;
