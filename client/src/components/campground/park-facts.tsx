import { useId } from 'react';
import type { CampgroundFilters, ReportedAttributes } from '@shared/schemas/places';
import type { SearchFilterKey } from '@shared/schemas/needs';
import { flagLabel, NEED_DEFINITIONS, REPORTED_FLAG_KEYS, SEARCH_FORM_NEEDS } from '@shared/schemas/needs';
import { OSM_ATTRIBUTION, OSM_COPYRIGHT_URL } from '@shared/schemas/places';
import { MILITARY_ONLY_LABEL } from '@shared/schemas/travellers';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

// Campground attributes as the data reports them. Unknown stays "unknown", never a yes or a no.

type Facts = {
  type?: string;
  dataSource?: string;
  reported?: ReportedAttributes;
  rvEvidence?: boolean;
  phone?: string;
  website?: string;
  /** A base FamCamp (found only for a traveller with military access). */
  militaryOnly?: boolean;
};

const TYPE_LABELS: Record<string, string> = {
  private: 'Private park',
  state: 'State park',
  public: 'Public campground',
  'national-park': 'National park campground',
  unknown: 'Campground',
};

/** Reported attributes of one park: a compact definition list. */
export function ParkFacts({ park, compact = false }: { park: Facts; compact?: boolean }) {
  const r = park.reported;
  if (!r) return null;
  const items: Array<[string, string]> = REPORTED_FLAG_KEYS.map((key) => [
    flagLabel(key, true),
    r[key] === 'yes' ? 'yes (reported)' : r[key] === 'no' ? 'no (reported)' : 'unknown',
  ]);
  if (r.maxLengthFeet !== undefined) items.push(['Max length', `${r.maxLengthFeet} ft (reported)`]);
  else if (!compact) items.push(['Max length', 'unknown']);
  items.push(['Season', r.season ?? 'unknown: call ahead']);
  if (r.reservation) items.push(['Reservations', `${r.reservation} (reported)`]);
  return (
    <div className="mt-1 text-xs text-stone-700" data-testid="park-facts">
      {park.militaryOnly ? (
        <p className="font-semibold text-red-800" data-testid="military-only">
          {MILITARY_ONLY_LABEL}
        </p>
      ) : null}
      <p className="font-medium">
        {[park.type ? TYPE_LABELS[park.type] : null, park.rvEvidence ? 'RV sites reported' : null]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <dl className="mt-0.5 grid grid-cols-[auto_1fr] gap-x-2 sm:grid-cols-[auto_1fr_auto_1fr]">
        {items.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-500">{label}</dt>
            <dd className={value === 'unknown' ? 'text-stone-500 italic' : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
      {!compact && (park.phone || park.website) ? (
        <p className="mt-0.5">
          {park.phone ? <span>Phone {park.phone}</span> : null}
          {park.phone && park.website ? ' · ' : null}
          {park.website ? (
            <a className="underline" href={park.website} target="_blank" rel="noopener noreferrer">
              Website
            </a>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

/** The ODbL credit wherever an OpenStreetMap record is shown. */
export function OsmCredit({ className }: { className?: string }) {
  return (
    <p className={className ?? 'text-xs text-stone-600'} data-testid="osm-credit">
      Campground data{' '}
      <a className="underline" href={OSM_COPYRIGHT_URL} target="_blank" rel="noopener noreferrer">
        {OSM_ATTRIBUTION}
      </a>
    </p>
  );
}

export type AmenityFilterKey = SearchFilterKey;
export const AMENITY_FILTERS: Array<[AmenityFilterKey, string]> = SEARCH_FORM_NEEDS.map((need) => [
  NEED_DEFINITIONS[need].filter.key,
  NEED_DEFINITIONS[need].filter.label,
]);

/** Amenity filters of a campground search: a park must report the amenity to pass. */
export function AmenityFilters({
  value,
  onChange,
  label = 'Only parks reporting',
}: {
  value: Pick<CampgroundFilters, AmenityFilterKey>;
  onChange: (next: Pick<CampgroundFilters, AmenityFilterKey>) => void;
  label?: string;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      {AMENITY_FILTERS.map(([key, text]) => (
        <div key={key} className="flex items-center gap-1.5">
          <Checkbox
            id={`${id}-${key}`}
            checked={value[key] === true}
            onCheckedChange={(checked) => onChange({ ...value, [key]: checked === true })}
          />
          <Label htmlFor={`${id}-${key}`} className="text-sm font-normal">
            {text}
          </Label>
        </div>
      ))}
    </fieldset>
  );
}
