import type { Day, TripPlan } from '@shared/schemas/plan';
import { selectedRouteOf } from '@shared/plan/plan-days';
import { staysIn } from '@shared/plan/stays';

// The plan's texts follow the plan: its length, route and stays are read from its days whenever it is
// saved, so the description, the stay notes and the day notes never say what an earlier plan said.

const STAY_NOTE = /^\d+-night stay here\.$/;
const REST_NOTE = /^Day \d+ of a \d+-night stay at (.+)\.$/;
const ROUTE_TEXT = / from (.+?) to (.+?)(?: via (.+?))?: about [\d,.]+ miles and (.+?) of driving\./;

/** The overview's description with the plan's own length, route stops, miles and hours. */
export function describedOverview(plan: TripPlan): TripPlan['overview'] {
  const days = plan.dailyItinerary.length;
  const route = selectedRouteOf(plan);
  const via = route?.waypoints.slice(1, -1).map((w) => w.name) ?? [];
  const description = plan.overview.description
    .replace(/\b\d+-day\b/, `${days}-day`)
    .replace(ROUTE_TEXT, (whole, from: string, to: string) =>
      route
        ? ` from ${from} to ${to}${via.length ? ` via ${via.join(' and ')}` : ''}: about ${route.distance} miles and ${route.driveTime} of driving.`
        : whole,
    );
  return { ...plan.overview, title: plan.overview.title.replace(/\b\d+-day\b/, `${days}-day`), description };
}

/** Each day's planner notes about its stay, as long as the stay now is; the traveller's own notes stay. */
export function withStayNotes(days: readonly Day[], own: ReadonlySet<string>): Day[] {
  const out = [...days];
  for (const stay of staysIn(days)) {
    const nights = stay.last - stay.first + 1;
    for (let n = stay.first; n <= stay.last; n++) {
      const i = out.findIndex((d) => d.day === n);
      const day = out[i];
      const first = n === stay.first;
      let hadStayNote = false;
      const notes = day.notes.flatMap((note) => {
        if (own.has(note)) return [note];
        if (STAY_NOTE.test(note)) {
          hadStayNote = true;
          return first && nights > 1 ? [`${nights}-night stay here.`] : [];
        }
        const rest = note.match(REST_NOTE);
        if (rest) return first ? [] : [`Day ${n - stay.first + 1} of a ${nights}-night stay at ${rest[1]}.`];
        return [note];
      });
      // A planner stay that grew from one night says so too.
      if (first && nights > 1 && !hadStayNote && day.distance > 0 && !notes.includes(`${nights}-night stay here.`))
        notes.push(`${nights}-night stay here.`);
      out[i] = { ...day, notes };
    }
  }
  return out;
}

/** The plan with every text read again from its days. */
export function refreshPlanTexts(plan: TripPlan): TripPlan {
  const own = new Set((plan.travellerEdits ?? []).flatMap((e) => (e.kind === 'note' ? [e.text] : [])));
  const days = withStayNotes(plan.dailyItinerary, own);
  return {
    ...plan,
    overview: describedOverview(plan),
    dailyItinerary: days,
    routeOptions: plan.routeOptions.map((r) =>
      r.type === plan.selectedRoute ? { ...r, dailyItinerary: days } : { ...r, dailyItinerary: withStayNotes(r.dailyItinerary, own) },
    ),
  };
}
