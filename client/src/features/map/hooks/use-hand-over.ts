import { useEffect, useRef } from 'react';
import type { FlyTo } from '../lib/markers';
import type { Handover } from '../components/map-surface-props';

/** The part of a Mapbox or MapLibre map the hand-over uses. */
export type HandOverMap = {
  jumpTo(options: { center: [number, number]; zoom?: number }): unknown;
  once(type: 'render', listener: () => void): unknown;
  triggerRepaint(): void;
  flyTo(options: {
    center: [number, number];
    zoom?: number;
    duration?: number;
    essential?: boolean;
  }): unknown;
};

/** One frame drawn: what a map does before it is shown, unless told otherwise. */
const oneFrame = (map: HandOverMap) =>
  new Promise<void>((resolve) => {
    map.once('render', () => resolve());
    map.triggerRepaint();
  });

/**
 * A detailed map taking over from the first view: once loaded it jumps to the first view's camera,
 * opens the same popup and reports `onOpen` once `beforeOpen` is done (by default, one frame drawn
 * there). Place requests made before that were already answered by the first view, whose camera this
 * is; later ones fly there, taking `flyDurationMs` (else the map library's own pace).
 */
export function useHandOver<M extends HandOverMap>({
  map,
  loaded,
  openAt,
  flyTo,
  select,
  onOpen,
  flyDurationMs,
  beforeOpen = oneFrame,
}: {
  map: M | null;
  loaded: boolean;
  openAt: Handover | null | undefined;
  flyTo: FlyTo | null | undefined;
  select: (id: string | null) => void;
  /** Called once `beforeOpen` is done at the hand-over (read when called, so a ref's latest works). */
  onOpen: () => void;
  flyDurationMs?: number;
  /** What the map does, once at the first view's camera, before it is shown. */
  beforeOpen?: (map: M) => Promise<void>;
}) {
  const opened = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const answeredFlyTo = useRef(flyTo?.key);
  // The hand-over last applied, while the map gets ready out of sight (null before and once shown).
  const applied = useRef<Handover | null>(null);
  const apply = (target: M, at: Handover) => {
    applied.current = at;
    if (at.view?.center)
      target.jumpTo({ center: [at.view.center.lng, at.view.center.lat], zoom: at.view.zoom });
    select(at.selectedId);
  };
  useEffect(() => {
    if (!map || !loaded || !openAt || opened.current) return;
    opened.current = true;
    answeredFlyTo.current = flyTo?.key;
    apply(map, openAt);
    void beforeOpen(map).then(() => {
      applied.current = null;
      if (mounted.current) onOpen();
    });
    // flyTo is read once, at the hand-over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, loaded, openAt]);

  // The first view stays in use until the map is shown: the map follows where it is moved and what
  // is opened on it meanwhile, so it opens where the traveller is looking now.
  useEffect(() => {
    if (!map || !openAt || !applied.current || openAt === applied.current) return;
    apply(map, openAt);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, openAt]);

  useEffect(() => {
    if (!map || !flyTo || !opened.current || flyTo.key === answeredFlyTo.current) return;
    answeredFlyTo.current = flyTo.key;
    map.flyTo({
      center: [flyTo.longitude, flyTo.latitude],
      zoom: flyTo.zoom,
      // Mapbox reads a `duration` key even when it is undefined: left out unless set.
      ...(flyDurationMs === undefined ? {} : { duration: flyDurationMs }),
      essential: true,
    });
  }, [map, flyTo, flyDurationMs]);
}
