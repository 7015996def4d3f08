import type { TripPlan, RouteType } from '@shared/schemas/plan';
import { RadioCard } from '@/components/ui/radio-card';
import { formatMiles } from '@/lib/format';
import type { PlanOperation } from '@shared/plan/operation-types';

type SelectRoute = Extract<PlanOperation, { kind: 'select-route' }>;

const LABELS: Record<RouteType, string> = { fastest: 'Fastest', scenic: 'Scenic', balanced: 'Balanced' };

/**
 * Fastest, Scenic, Balanced; each card shows its own distance, time and overnight stops. Choosing one
 * is the plan's operation (shared/plan/operations.ts): the page applies it.
 */
export function RouteChoice({ plan, onSelect }: { plan: TripPlan; onSelect: (op: SelectRoute) => void }) {
  return (
    <section aria-labelledby="route-choice-heading">
      <h2 id="route-choice-heading" className="text-xl font-semibold">
        Choose Your Route
      </h2>
      <div role="radiogroup" aria-label="Route" className="mt-3 grid gap-3 sm:grid-cols-3">
        {plan.routeOptions.map((route) => {
          const selected = route.type === plan.selectedRoute;
          return (
            <RadioCard
              key={route.type}
              checked={selected}
              onSelect={() => onSelect({ kind: 'select-route', route: route.type })}
              hoverBorder="hover:border-stone-400"
              className="rounded-xl p-4"
            >
              <span className="flex items-center gap-2 font-semibold">
                <span
                  aria-hidden="true"
                  className="inline-block h-3 w-3 rounded-full"
                  style={{ backgroundColor: route.color }}
                />
                {LABELS[route.type]}
              </span>
              <span className="mt-1 block text-sm text-stone-700">
                {formatMiles(route.distance)} · {route.driveTime} · {route.dailyItinerary.length} days
              </span>
              <span className="mt-1 block text-xs text-stone-600">{route.description}</span>
              <span className="mt-2 block text-xs text-stone-700" data-testid={`route-stops-${route.type}`}>
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
