import { MarkerIcon } from './marker-overlay';
import { DayPinShape } from './day-pin';

/**
 * The key at the top of a trip map, the same over the first view and the detailed map: a day is a
 * blue pin with its number, a group of campgrounds an orange circle with its count.
 */
export function TripMapLegend({ campgrounds }: { campgrounds: boolean }) {
  return (
    <ul
      aria-label="Map legend"
      className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-stone-200 bg-white px-3 py-1.5 text-xs text-stone-700"
      data-testid="trip-map-legend"
    >
      <li className="flex items-center gap-1.5">
        <DayPinShape text="2" />
        Day 2&apos;s stop (S: the start)
      </li>
      {campgrounds ? (
        <>
          <li className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="flex h-6 w-6 items-center justify-center rounded-full border-2 border-white bg-amber-600 text-[10px] font-bold text-white shadow ring-2 ring-black/15"
            >
              5
            </span>
            5 campgrounds, grouped: open to zoom in
          </li>
          <li className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="flex h-5 w-5 items-center justify-center rounded-full border-2 border-white bg-amber-600 text-white shadow"
            >
              <MarkerIcon kind="campground" className="h-3 w-3" />
            </span>
            Campground
          </li>
        </>
      ) : null}
    </ul>
  );
}
