import { useCallback, useMemo, useState } from 'react';
import type { RoadStopKind } from '@shared/schemas/road-stops';
import type { DayRoadStop } from '@shared/trips/road-stops';
import { roadStopKindsOf } from '@shared/trips/road-stops';
import { roadStopMarkers } from '../lib/markers';

/**
 * A trip's road stops on its map: a marker per stop of the kinds shown (every kind at first), the
 * stop behind each marker for its popup, and the kinds present with their counts for the toggles.
 */
export function useRoadStopLayer(roadStops: readonly DayRoadStop[]) {
  const [hidden, setHidden] = useState<RoadStopKind[]>([]);
  const kinds = useMemo(() => roadStopKindsOf(roadStops), [roadStops]);
  const shown = useMemo(() => kinds.filter((k) => !hidden.includes(k)), [kinds, hidden]);
  const all = useMemo(() => roadStopMarkers(roadStops), [roadStops]);
  const markers = useMemo(() => all.filter((m) => shown.includes(m.kind as RoadStopKind)), [all, shown]);
  const byId = useMemo(() => new Map(all.map((m, i) => [m.id, roadStops[i]!])), [all, roadStops]);
  const counts = useMemo(() => {
    const out: Partial<Record<RoadStopKind, number>> = {};
    for (const stop of roadStops) out[stop.kind] = (out[stop.kind] ?? 0) + 1;
    return out;
  }, [roadStops]);
  const toggle = useCallback(
    (kind: RoadStopKind) =>
      setHidden((current) =>
        current.includes(kind) ? current.filter((k) => k !== kind) : [...current, kind],
      ),
    [],
  );
  return { kinds, shown, toggle, counts, markers, byId };
}

export type RoadStopLayer = ReturnType<typeof useRoadStopLayer>;
