import type { Day, TravellerEdit } from '@shared/schemas/plan';

// The traveller's edits in words: the question before a re-plan that would move or drop one, and the
// summary after it of what was kept, moved and dropped, both read from the same placements.

/** Where an edit of the traveller's ends up on a new plan's days. */
export type PlacementStatus = 'kept' | 'moved' | 'dropped';
export interface EditPlacement {
  /** The edit as it was before the new plan. */
  edit: TravellerEdit;
  status: PlacementStatus;
  /** Its day on the new plan, null when dropped. */
  day: number | null;
  /** The overnight place of that day, or the edit's own place when dropped. */
  place: string | null;
}

export const describeEdit = (e: TravellerEdit): string =>
  e.kind === 'park'
    ? `your RV park ${e.park.name}`
    : e.kind === 'activity'
      ? `your activity "${e.detail.name}"`
      : e.kind === 'nights'
        ? `your ${e.nights} night${e.nights === 1 ? '' : 's'} at ${e.at?.name ?? 'this stay'}`
        : `your note "${e.text}"`;

const where = (p: EditPlacement) => `Day ${p.day}${p.place ? ` (${p.place})` : ''}`;
const madeAt = (e: TravellerEdit) => e.at?.name ?? `Day ${e.day}`;

/** One line of the question asked before a plan that moves or drops an edit is applied. */
export function questionLine(p: EditPlacement): string {
  const { edit } = p;
  if (p.status === 'moved')
    return edit.at
      ? `Day ${edit.day}: ${describeEdit(edit)} will move to ${where(p)}: the new plan no longer stops near ${edit.at.name}.`
      : `Day ${edit.day}: ${describeEdit(edit)} will move to ${where(p)}: the new plan has fewer days.`;
  return `Day ${edit.day}: ${describeEdit(edit)} will be removed: the new plan no longer stops near ${edit.at?.name ?? 'that place'}.`;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const holds = (d: Day, e: TravellerEdit) =>
  e.kind === 'park'
    ? d.rvPark.name === e.park.name
    : e.kind === 'activity'
      ? d.activities.includes(e.detail.name)
      : e.kind === 'note'
        ? d.notes.includes(e.text)
        : true;

/**
 * Placements with their day read again from the days finally saved (a night taken from another stay
 * renumbers them): the first day at the edit's place that holds it.
 */
export function locatePlacements(placements: readonly EditPlacement[], days: readonly Day[]): EditPlacement[] {
  return placements.map((p) => {
    if (p.status === 'dropped' || p.place === null) return p;
    const found =
      days.find((d) => d.to.name === p.place && holds(d, p.edit)) ?? days.find((d) => d.to.name === p.place);
    return found ? { ...p, day: found.day } : p;
  });
}

/** The summary after a re-plan: every edit, kept (where), moved (from where to where) or dropped. */
export function summaryLines(placements: readonly EditPlacement[], days?: readonly Day[]): string[] {
  return (days ? locatePlacements(placements, days) : placements).map((p) => {
    const what = describeEdit(p.edit);
    if (p.status === 'kept') return `Kept: ${what}, ${where(p)}.`;
    if (p.status === 'moved') return `Moved: ${what}, from ${madeAt(p.edit)} to ${where(p)}.`;
    return `Dropped: ${what}: the new plan no longer stops near ${p.place ?? 'that place'}.`;
  });
}

/** The summary's headline: said only as far as it is true. */
export function summaryHeadline(placements: readonly EditPlacement[]): string {
  if (placements.length === 0) return 'The plan was updated.';
  const count = (s: PlacementStatus) => placements.filter((p) => p.status === s).length;
  const kept = count('kept');
  if (kept === placements.length) return 'The plan was updated. Your own edits were kept at their places.';
  const parts = [
    kept ? `${kept} kept` : '',
    count('moved') ? `${count('moved')} moved` : '',
    count('dropped') ? `${count('dropped')} dropped` : '',
  ].filter(Boolean);
  return `The plan was updated. ${capital(`your own edits: ${parts.join(', ')}.`)}`;
}
