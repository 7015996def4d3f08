import type { GeocodeFeature } from '@shared/schemas/places';
import { OSM_ATTRIBUTION, OSM_COPYRIGHT_URL } from '@shared/schemas/places';
import { cn } from '@/lib/cn';

/**
 * One credit line under a list of place suggestions, shown when any suggestion comes from data that
 * must be credited: OpenStreetMap's ODbL asks for "© OpenStreetMap contributors" where its data is shown.
 */
export function GeocodeCredit({
  features,
  className,
}: {
  features: readonly GeocodeFeature[];
  className?: string;
}) {
  const credits = [...new Set(features.map((f) => f.attribution).filter((a): a is string => !!a))];
  if (credits.length === 0) return null;
  return (
    <p className={cn('text-xs text-stone-600', className)} data-testid="geocode-credit">
      {credits.map((credit, i) => (
        <span key={credit}>
          {i > 0 ? ' · ' : null}
          {credit === OSM_ATTRIBUTION ? (
            <a className="underline" href={OSM_COPYRIGHT_URL} target="_blank" rel="noopener noreferrer">
              {credit}
            </a>
          ) : (
            credit
          )}
        </span>
      ))}
    </p>
  );
}
