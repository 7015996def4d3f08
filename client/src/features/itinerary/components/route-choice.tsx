import type { AiPlan, RouteType } from '@shared/schemas/plan';
import { cn } from '@/lib/cn';
import { formatMiles } from '@/lib/format';

const LABELS: Record<RouteType, string> = { fastest: 'Fastest', scenic: 'Scenic', balanced: 'Balanced' };

/** Fastest, Scenic, Balanced (SPEC 2); each card shows its own distance, time and overnight stops. */
export function RouteChoice({ plan, onSelect }: { plan: AiPlan; onSelect: (type: RouteType) => void }) {
  return (
    <section aria-labelledby="route-choice-heading">
      <h2 id="route-choice-heading" className="text-xl font-semibold">
        Choose Your Route
      </h2>
      <div role="radiogroup" aria-label="Route" className="mt-3 grid gap-3 sm:grid-cols-3">
        {plan.routeOptions.map((route) => {
          const selected = route.type === plan.selectedRoute;
          return (
            <button
              key={route.type}
              type="button"
              role="radio"
              aria-checked={selected}
              onClick={() => onSelect(route.type)}
              className={cn(
                'rounded-xl border-2 p-4 text-left transition-colors',
                selected
                  ? 'border-brand-600 bg-brand-50'
                  : 'border-stone-200 bg-white hover:border-stone-400',
              )}
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
            </button>
          );
        })}
      </div>
    </section>
  );
}
