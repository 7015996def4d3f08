import { useQuery } from '@tanstack/react-query';
import type { Campground, NationalPark } from '@shared/schemas/places';
import { MILITARY_ONLY_LABEL } from '@shared/trips/traveller-labels';
import { Spinner } from '@/components/ui/spinner';
import { campgroundDetailsQueryOptions } from '../api/map-data';
import { reportedFacts } from '../lib/campground-facts';
import { amenityLabel, campgroundDescription, parkDescription, popupAmenities } from '../lib/map-rules';
import { ExternalLink } from '@/components/ui/text-link';

function TagList({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  const { shown, more } = popupAmenities(items);
  return (
    <div className="mt-2">
      <p className="text-xs font-medium tracking-wide text-stone-500 uppercase">{label}</p>
      <ul className="mt-1 flex flex-wrap gap-1" aria-label={label}>
        {shown.map((item) => (
          <li key={item} className="rounded bg-stone-100 px-1.5 py-0.5 text-xs text-stone-700">
            {amenityLabel(item)}
          </li>
        ))}
        {more ? <li className="px-1 py-0.5 text-xs font-medium text-stone-600">{more}</li> : null}
      </ul>
    </div>
  );
}

const typeNames: Record<Campground['type'], string> = {
  public: 'Public campground',
  private: 'Private campground',
  'national-park': 'National park campground',
  state: 'State park campground',
  unknown: 'Campground',
};

export function CampgroundPopup({ campground }: { campground: Campground }) {
  return (
    <div>
      {campground.militaryOnly ? (
        <p className="mb-1 text-xs font-semibold text-red-800" data-testid="military-only">
          {MILITARY_ONLY_LABEL}
        </p>
      ) : null}
      <p className="text-xs text-amber-800">
        {typeNames[campground.type]}
        {campground.distance !== undefined
          ? ` · ${Math.round(campground.distance)} mi from the map centre`
          : ''}
      </p>
      {campground.description ? (
        <p className="mt-1.5 text-stone-700">{campgroundDescription(campground.description)}</p>
      ) : null}
      <TagList
        label={campground.amenitiesReported ? 'Reported amenities' : 'Amenities'}
        items={campground.amenities}
      />
      <ReportedFacts campground={campground} />
      {campground.reservable !== undefined ? (
        <p className="mt-2 text-xs text-stone-600">
          {campground.reservable ? 'Takes reservations' : 'First come, first served'}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs">
        {campground.phone ? (
          <a className="text-brand-700 underline" href={`tel:${campground.phone}`}>
            {campground.phone}
          </a>
        ) : null}
        {campground.website ? (
          <ExternalLink className="text-brand-700 underline" href={campground.website}>
            Website
          </ExternalLink>
        ) : null}
        {campground.reservationUrl ? (
          <ExternalLink className="text-brand-700 underline" href={campground.reservationUrl}>
            Reservations (reported)
          </ExternalLink>
        ) : null}
        {campground.email ? (
          <a className="text-brand-700 underline" href={`mailto:${campground.email}`}>
            Email
          </a>
        ) : null}
      </div>
    </div>
  );
}

/** Hookups, dump station, pets, length, season and fee as the source reports them (never promised). */
function ReportedFacts({ campground }: { campground: Campground }) {
  const { facts, credit } = reportedFacts(campground);
  return (
    <>
      {facts.length > 0 ? (
        <ul className="mt-2 space-y-0.5 text-xs" aria-label="Reported details">
          {facts.map(([term, value]) => (
            <li key={term}>
              <span className="text-stone-500">{term}:</span> <span className="text-stone-800">{value}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {facts.length > 0 ? (
        <p className="mt-1 text-[11px] text-stone-500">As reported by the source; call ahead to confirm.</p>
      ) : null}
      {credit ? (
        <p className="mt-1 text-[11px] text-stone-600">
          <ExternalLink className="underline" href={credit.url}>
            {credit.text}
          </ExternalLink>
        </p>
      ) : null}
    </>
  );
}

/** A catalogue point's popup: the catalogue holds only names and points, the details come from the API. */
export function CatalogueCampgroundPopup({
  id,
  latitude,
  longitude,
  militaryAccess = false,
}: {
  id: string;
  latitude: number;
  longitude: number;
  militaryAccess?: boolean;
}) {
  const details = useQuery(campgroundDetailsQueryOptions(id, latitude, longitude, militaryAccess));
  if (details.isPending) return <Spinner label="Loading campground details" />;
  if (details.isError || !details.data)
    return <p className="mt-1 text-stone-600">Details for this campground could not be loaded right now.</p>;
  return <CampgroundPopup campground={details.data} />;
}

export function ParkPopup({ park }: { park: NationalPark }) {
  return (
    <div>
      <p className="text-xs text-brand-700">
        National park{park.states?.length ? ` · ${park.states.join(', ')}` : ''}
      </p>
      {park.description ? <p className="mt-1.5 text-stone-700">{parkDescription(park.description)}</p> : null}
      <TagList label="Activities" items={park.activities} />
      {park.url ? (
        <ExternalLink className="mt-2 inline-block text-xs text-brand-700 underline" href={park.url}>
          Park website
        </ExternalLink>
      ) : null}
    </div>
  );
}
