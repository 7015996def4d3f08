import type { ServicePlace } from '@shared/schemas/road-stops';
import type { DayRoadStop } from '@shared/trips/road-stops';
import { ROAD_STOP_WORDS, roadStopCredits } from '@shared/trips/road-stops';
import { LinkedText } from '@/components/ui/linked-text';
import { RoadStopCredits } from '@/entities/services/road-stop-credits';
import { RoadStopChip } from '@/entities/services/road-stop-icon';

/**
 * A trip's road stop: its kind, day and mile, the detour (an estimate), what it cannot promise, its
 * source. `linkify`: the addresses its note cites (a state's rest-area rule) as links, as on the day's
 * strip: not on a trip shared read-only, whose plan is the owner's copy.
 */
export function RoadStopPopup({ stop, linkify = false }: { stop: DayRoadStop; linkify?: boolean }) {
  return (
    <div className="mt-1 space-y-1 text-stone-700">
      <p className="flex items-center gap-1.5">
        <RoadStopChip kind={stop.kind} />
        {stop.breakOnly ? 'Break at a fuel station' : ROAD_STOP_WORDS[stop.kind].item} · Day {stop.day}, mile {Math.round(stop.mile)}
      </p>
      {stop.brand && stop.brand !== stop.name ? <p>{stop.brand}</p> : null}
      {stop.detourMiles >= 0.5 ? (
        <p>About {Math.round(stop.detourMiles * 10) / 10} mi off the route and back (an estimate).</p>
      ) : null}
      {stop.note ? (
        <p className="text-amber-900">
          <LinkedText text={stop.note} linkify={linkify} />
        </p>
      ) : null}
      <RoadStopCredits credits={roadStopCredits([stop])} />
    </div>
  );
}

/**
 * A service place of the /map layers, as its source reports it. Its note is the server's own answer
 * (no trip's copy), so the page it cites (a state's rest-area rule) is always a link.
 */
export function ServicePlacePopup({ place }: { place: ServicePlace }) {
  return (
    <div className="mt-1 space-y-1 text-stone-700">
      <p className="flex items-center gap-1.5">
        <RoadStopChip kind={place.kind} />
        {ROAD_STOP_WORDS[place.kind].item}
        {place.detail ? ` · ${place.detail}` : ''}
      </p>
      {place.brand && place.brand !== place.name ? <p>{place.brand}</p> : null}
      {place.address ? <p>{place.address}</p> : null}
      {place.note ? (
        <p className="text-amber-900">
          <LinkedText text={place.note} linkify />
        </p>
      ) : null}
      <RoadStopCredits credits={roadStopCredits([place])} />
    </div>
  );
}
