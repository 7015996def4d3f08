import { MarkerIcon } from './marker-overlay';

export function MapLegend() {
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-stone-600" aria-label="Map legend">
      <li className="flex items-center gap-1.5">
        <span className="flex h-5 w-5 items-center justify-center rounded bg-brand-600 text-white">
          <MarkerIcon kind="park" className="h-3.5 w-3.5" />
        </span>
        National park
      </li>
      <li className="flex items-center gap-1.5">
        <span className="flex h-5 w-5 items-center justify-center rounded-full bg-amber-600 text-white">
          <MarkerIcon kind="campground" className="h-3 w-3" />
        </span>
        Campground
      </li>
      <li className="flex items-center gap-1.5">
        <span className="flex h-5 w-5 items-center justify-center rounded-full bg-stone-600 text-[10px] font-bold text-white">
          3
        </span>
        Group of places (open to zoom in)
      </li>
      <li className="flex items-center gap-1.5">
        <MarkerIcon kind="place" className="h-5 w-5 text-red-600" />
        Searched place or your location
      </li>
    </ul>
  );
}
