import type { ReactNode } from 'react';
import type { MapViewState } from '../hooks/use-campgrounds-for-view';
import type { FlyTo, MapMarker } from '../lib/markers';
import type { LngLat } from '../lib/route-line';

type Place = { latitude: number; longitude: number };

/** What the offline map and the Mapbox map both accept, so callers never care which one draws. */
export type MapSurfaceProps = {
  markers: MapMarker[];
  /** A line drawn through these places in order. */
  route?: Place[];
  /** The route on roads ([lng, lat] pairs); drawn instead of straight segments through `route`. */
  routeLine?: LngLat[];
  /** Also draw the whole campground catalogue, clustered (the token-free map only). */
  catalogue?: boolean;
  /** The traveller holds a military ID: the catalogue draws base FamCamps too (military bases' campgrounds are open only to ID holders). */
  militaryAccess?: boolean;
  /** Places the first view should show (until the user moves the map). */
  fitTo?: Place[];
  flyTo?: FlyTo | null;
  onViewChange?: (view: MapViewState) => void;
  renderPopup: (marker: MapMarker) => ReactNode;
  /** The accessible name of the map. */
  label: string;
  /** Sizes the map (it fills this box); give it a height. */
  className?: string;
};

/** Where the detailed map opens when it takes over from the first view. */
export type Handover = {
  /** The first view's camera; null keeps the detailed map's own (its fit of `fitTo`, or the whole country). */
  view: MapViewState | null;
  /** The marker whose popup was open on the first view. */
  selectedId: string | null;
};

/**
 * The detailed maps (MapLibre, Mapbox) start hidden under the first view: they report `onLoad`
 * once drawn, take over at `openAt` and report `onOpen` after their first frame there.
 */
export type DetailedMapProps = MapSurfaceProps & {
  onFail: () => void;
  onLoad?: () => void;
  /**
   * Where the map starts when it is created: the camera the hand-over would open at then (null: its
   * own). Starting there, the data is cut and placed once, for the view it opens at, not first for the
   * whole country and again after the jump.
   */
  startView?: () => MapViewState | null;
  openAt?: Handover | null;
  onOpen?: () => void;
};
