import type { NormalizedTripInput } from '@shared/schemas/plan';
import { andList } from './preferences';
import type { DaySkeleton } from './itinerary';

// What the plan says of the trip's spare days (spare-nights.ts decides where they go); apart from it
// so spare-nights.ts, which itinerary.ts reads, does not read itinerary.ts back.

/**
 * Where a trip with the traveller's own stops spent its days beyond the drives: "Of your 7 days, 3
 * are driving days; the other 4 are extra nights: 2 at North Conway, NH and 2 at Bar Harbor, ME (the
 * destination)." Undefined when the drives take every day or the traveller gave no overnight stop.
 */
export function spareDaysNote(
  days: readonly DaySkeleton[],
  input: NormalizedTripInput,
  // The name the day's title gives the night (its park's town where the day ends at the park).
  nameOf: (d: DaySkeleton) => string = (d) => d.to.name,
): string | undefined {
  if (!(input.stops ?? []).some((s) => s.nights !== 0)) return undefined;
  const rest = days.filter((d) => d.restDay);
  if (rest.length === 0) return undefined;
  const lastStop = days[days.length - 1].stopIndex;
  const at = new Map<number, { name: string; extra: number }>();
  for (const d of rest) {
    const e = at.get(d.stopIndex) ?? { name: nameOf(d), extra: 0 };
    e.extra += 1;
    at.set(d.stopIndex, e);
  }
  const parts = [...at].map(
    ([i, { name, extra }]) => `${extra} at ${name}${i === lastStop ? ' (the destination)' : ''}`,
  );
  const drives = days.length - rest.length;
  return `Of your ${days.length} days, ${drives} ${drives === 1 ? 'is a driving day' : 'are driving days'}; the other ${rest.length} ${rest.length === 1 ? 'is an extra night' : 'are extra nights'}: ${andList(parts)}.`;
}
