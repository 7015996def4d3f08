import { DISPLAY_LIMITS } from '@shared/constants';
import { Tooltip } from '@/components/ui/tooltip';

/** The first 4 amenities, then '+N more'. */
export function AmenityList({ amenities }: { amenities: readonly string[] }) {
  if (amenities.length === 0) return <p className="text-sm text-stone-600">No amenities reported</p>;
  const shown = amenities.slice(0, DISPLAY_LIMITS.resultsAmenities);
  const rest = amenities.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Amenities">
      {shown.map((a) => (
        <li key={a} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
          {a}
        </li>
      ))}
      {rest > 0 ? (
        <li>
          {/* The rest are one hover or focus away, with the app's tooltip delays. */}
          <Tooltip content={amenities.slice(shown.length).join(', ')}>
            <button type="button" className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
              +{rest} more
            </button>
          </Tooltip>
        </li>
      ) : null}
    </ul>
  );
}
