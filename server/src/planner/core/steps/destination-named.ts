import type { CampgroundChoice } from '../../../catalogue/core/campgrounds';
import type { CampgroundRow } from '../../../catalogue/core/data';
import { maxLengthFeet, openOnDate, seasonSource } from '../../../catalogue/core/campground-record';
import { fitsRig } from '../../../catalogue/core/campground-needs';
import { agencyLimitSource } from '../../../catalogue/core/agency-limits';
import { PLACE_KIND_LABELS, barringKinds } from '../../../catalogue/core/place-kinds';
import { shortDate } from '../../../catalogue/core/season-around';
import { rigLengthFeet } from '@shared/plan/rig-profile';
import { sentenceStart } from '@shared/plan/sentence';
import type { Night } from '../plan-state';
import type { NightSearch } from './night-search';
import { nightDates } from './night-search';

// The campground a traveller named as the trip's destination is the very place they asked to sleep:
// it comes before every other park around it when it takes the rig on every night of the stay (a
// park with an address or RV hook-ups 12 miles off is no reason to sleep elsewhere), and when it
// does not, the day says why the night is at another park.

/** The named destination campground's catalogue row, and why it cannot be the night (if it cannot). */
export interface NamedCampground {
  row: CampgroundRow;
  // null: the day's season or closure notes already say why (season-notes.ts, night-park.ts).
  why?: string | null;
}

export function namedCampground(
  search: Pick<NightSearch, 'ctx' | 'day'>,
  id: string | undefined,
  used: ReadonlySet<string>,
): NamedCampground | undefined {
  if (!id) return undefined;
  const { ctx, day } = search;
  const row = ctx.data.campgrounds.near(day.to, 1).find((c) => c.item.id === id)?.item;
  if (!row) return undefined;
  return { row, why: whyNot(search, row, used) };
}

function whyNot(
  { ctx, day }: Pick<NightSearch, 'ctx' | 'day'>,
  row: CampgroundRow,
  used: ReadonlySet<string>,
): string | null | undefined {
  const name = sentenceStart(row.name);
  if (used.has(row.id)) return `${name} is already an earlier night of this trip`;
  const kinds = barringKinds(row, ctx.access);
  if (kinds.length > 0) return `${name} is no RV night in our data (${PLACE_KIND_LABELS[kinds[0]]})`;
  if (row.agencyLimit && !fitsRig(row, ctx.rig.type, ctx.rig.lengthFeet))
    return `${name} takes no ${rigLengthFeet(ctx.rig.type, ctx.rig.lengthFeet)} ft rig: ${agencyLimitSource(row.agencyLimit)}`;
  if (!fitsRig(row, ctx.rig.type, ctx.rig.lengthFeet))
    return `${name} reports sites up to ${maxLengthFeet(row)} ft, too short for a ${rigLengthFeet(ctx.rig.type, ctx.rig.lengthFeet)} ft rig`;
  const closed = nightDates(ctx, day).filter((d) => openOnDate(row, d) === false);
  if (closed.length === 0) return undefined;
  // A closure for works or an agency's season: the day's season notes say it, with their source.
  if (row.closedFor?.length || row.agencySeason) return null;
  const dates = closed.map(shortDate);
  const on = dates.length > 1 ? `${dates.slice(0, -1).join(', ')} and ${dates.at(-1)}` : dates[0];
  const source = seasonSource(row);
  return `${name} is closed on ${on}${source ? ` (${source})` : ''}`;
}

/** The parks ranked around the destination, the named campground first when it is among them. */
export function namedFirst(
  ranked: readonly CampgroundChoice[],
  named: NamedCampground | undefined,
): readonly CampgroundChoice[] {
  const at = named ? ranked.findIndex((c) => c.row === named.row) : -1;
  return at <= 0 ? ranked : [ranked[at], ...ranked.slice(0, at), ...ranked.slice(at + 1)];
}

/** The night, with why it is not at the named campground when it is not (said on the day). */
export function withNamedWhy(night: Night, named: NamedCampground | undefined): Night {
  if (!named || named.why === null || night.choice?.row === named.row) return night;
  const why = named.why ?? `${sentenceStart(named.row.name)} cannot be reached on the day's open roads`;
  const where = night.choice ? `the night is at ${night.choice.row.name}` : 'the plan looks for another park';
  return { ...night, namedNot: `${why}, so ${where} instead.` };
}
