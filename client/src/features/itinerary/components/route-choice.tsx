import { useMemo } from 'react';
import type { RouteOption, TripPlan, RouteType } from '@shared/schemas/plan';
import { avoidedOnRoute, groupLead, routeSameness, sameRouteText } from '@shared/plan/route-sameness';
import { RadioCard } from '@/components/ui/radio-card';
import { formatMiles } from '@/lib/format';
import type { PlanOperation } from '@shared/plan/operation-types';

type SelectRoute = Extract<PlanOperation, { kind: 'select-route' }>;

const LABELS: Record<RouteType, string> = { fastest: 'Fastest', scenic: 'Scenic', balanced: 'Balanced' };
// The places a card names as kept off before it says how many more.
const AVOIDED_SHOWN = 4;

const labelList = (types: readonly RouteType[]) => types.map((t) => LABELS[t]).join(' and ');

function avoidedText(route: RouteOption): string | null {
  const avoided = avoidedOnRoute(route);
  if (avoided.length === 0) return null;
  const more = avoided.length - AVOIDED_SHOWN;
  return `${avoided.slice(0, AVOIDED_SHOWN).join('; ')}${more > 0 ? `; and ${more} more (see the days)` : ''}`;
}

/**
 * Fastest, Scenic, Balanced; each card shows its own distance, time and overnight stops, and what its
 * days kept off. Options on the same roads with the same nights are one card, which says so
 * (shared/plan/route-sameness.ts); the chosen route stays the chosen one. Choosing one is the plan's
 * operation (shared/plan/operations.ts): the page applies it.
 */
export function RouteChoice({ plan, onSelect }: { plan: TripPlan; onSelect: (op: SelectRoute) => void }) {
  const sameness = useMemo(() => routeSameness(plan.routeOptions), [plan.routeOptions]);
  return (
    <section aria-labelledby="route-choice-heading">
      <h2 id="route-choice-heading" className="text-xl font-semibold">
        Choose Your Route
      </h2>
      <div
        role="radiogroup"
        aria-label="Route"
        className={`mt-3 grid gap-3 ${sameness.groups.length === 3 ? 'sm:grid-cols-3' : sameness.groups.length === 2 ? 'sm:grid-cols-2' : ''}`}
      >
        {sameness.groups.map((group) => {
          const lead = groupLead(group, plan.selectedRoute);
          const route = plan.routeOptions.find((o) => o.type === lead);
          if (!route) return null;
          const selected = group.includes(plan.selectedRoute);
          const ordered = [lead, ...group.filter((t) => t !== lead)];
          const otherNights = sameness.sameRoadsOtherNights[lead] ?? [];
          const avoided = avoidedText(route);
          return (
            <RadioCard
              key={group.join('-')}
              checked={selected}
              onSelect={() => {
                if (!selected) onSelect({ kind: 'select-route', route: lead });
              }}
              hoverBorder="hover:border-stone-400"
              className="rounded-xl p-4"
              data-testid={`route-card-${group.join('-')}`}
            >
              <span className="flex items-center gap-2 font-semibold">
                {ordered.map((t) => (
                  <span
                    key={t}
                    aria-hidden="true"
                    className="inline-block h-3 w-3 rounded-full"
                    style={{ backgroundColor: plan.routeOptions.find((o) => o.type === t)?.color }}
                  />
                ))}
                {labelList(ordered)}
              </span>
              <span className="mt-1 block text-sm text-stone-700">
                {formatMiles(route.distance)} · {route.driveTime} · {route.dailyItinerary.length} days
              </span>
              {group.length > 1 ? (
                <span className="mt-1 block text-xs font-medium text-stone-800" data-testid="route-same">
                  {sameRouteText(group, lead)}
                </span>
              ) : null}
              {otherNights.length > 0 ? (
                <span
                  className="mt-1 block text-xs font-medium text-stone-800"
                  data-testid="route-same-roads"
                >
                  The same roads as {labelList(otherNights)}, with other nights.
                </span>
              ) : null}
              <span className="mt-1 block text-xs text-stone-600">{route.description}</span>
              {avoided ? (
                <span className="mt-1 block text-xs text-stone-700" data-testid={`route-avoided-${lead}`}>
                  <span className="font-medium">Keeps off:</span> {avoided}
                </span>
              ) : null}
              <span className="mt-2 block text-xs text-stone-700" data-testid={`route-stops-${lead}`}>
                <span className="font-medium">Nights in:</span>{' '}
                {[...new Set(route.dailyItinerary.map((d) => d.to.name))].join(' · ')}
              </span>
            </RadioCard>
          );
        })}
      </div>
    </section>
  );
}
