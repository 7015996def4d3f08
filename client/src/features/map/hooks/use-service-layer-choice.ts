import type { ReactNode } from 'react';
import { useCallback, useState } from 'react';
import type { RoadStopKind } from '@shared/schemas/road-stops';
import { ROAD_STOP_KINDS } from '@shared/trips/road-stops';
import type { MapMarker } from '../lib/markers';

/** What the (lazily loaded) service layers hand the map: their markers and popups. */
export type ServiceLayerResult = {
  markers: MapMarker[];
  renderPopup: (marker: MapMarker) => ReactNode;
};

const NONE: MapMarker[] = [];
const EMPTY: ServiceLayerResult = { markers: NONE, renderPopup: () => null };

/** Which road-service layers the traveller turned on (none at first), and what they draw. */
export function useServiceLayerChoice() {
  const [kinds, setKinds] = useState<RoadStopKind[]>([]);
  const [result, setResult] = useState<ServiceLayerResult>(EMPTY);
  const toggle = useCallback(
    (kind: RoadStopKind) =>
      setKinds((current) =>
        ROAD_STOP_KINDS.filter((k) => (k === kind ? !current.includes(k) : current.includes(k))),
      ),
    [],
  );
  // With every layer off the layers' code is gone, and so are its markers.
  const markers = kinds.length > 0 ? result.markers : NONE;
  return { kinds, toggle, markers, renderPopup: result.renderPopup, onResult: setResult };
}
