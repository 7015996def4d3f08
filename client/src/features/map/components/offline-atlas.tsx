import { useMemo } from 'react';
import type { UsAtlas } from '../api/get-us-atlas';
import type { OfflineView, Point, Size } from '../lib/offline-view';
import { atlasTransform, projectLngLat, toScreen } from '../lib/offline-view';
import type { LngLat } from '../lib/route-line';

type Props = { atlas: UsAtlas | undefined; line: LngLat[]; view: OfflineView; size: Size };

/** The SVG path of a line through [lng, lat] points in screen pixels; empty when under two points show. */
function screenPath(line: LngLat[], view: OfflineView, size: Size): string {
  const points = line.map(([lng, lat]) => projectLngLat(lng, lat)).filter((p): p is Point => p !== null);
  if (points.length < 2) return '';
  return points
    .map(
      (p, i) =>
        `${i === 0 ? 'M' : 'L'}${toScreen(view, size, p)
          .map((n) => n.toFixed(1))
          .join(',')}`,
    )
    .join('');
}

/** State labels, printed once the view is close enough for them to fit. */
function StateLabels({ atlas, view, size }: { atlas: UsAtlas; view: OfflineView; size: Size }) {
  if (view.k < 1.6) return null;
  return atlas.labels.map((l) => {
    const [x, y] = toScreen(view, size, [l.x, l.y]);
    if (x < -80 || y < -20 || x > size.width + 80 || y > size.height + 20) return null;
    return (
      <text
        key={l.name}
        x={x}
        y={y}
        textAnchor="middle"
        className="fill-stone-400 text-[11px] font-medium tracking-wide uppercase"
      >
        {l.name}
      </text>
    );
  });
}

/** The offline map's drawing: land, state borders and coast, state labels and the trip's line. */
export function OfflineAtlas({ atlas, line, view, size }: Props) {
  const routePath = useMemo(() => screenPath(line, view, size), [line, view, size]);
  const outline = { fill: 'none', vectorEffect: 'non-scaling-stroke' } as const;
  const road = { d: routePath, fill: 'none', strokeLinejoin: 'round', strokeLinecap: 'round' } as const;
  return (
    <svg width={size.width} height={size.height} className="absolute inset-0 block" aria-hidden="true">
      {atlas ? (
        <>
          <g transform={atlasTransform(view, size)} data-testid="atlas">
            <path d={atlas.land} fill="#f7f5ef" stroke="none" />
            <path d={atlas.borders} stroke="#b8b1a6" strokeWidth={0.9} {...outline} />
            <path d={atlas.coast} stroke="#7c8a96" strokeWidth={1.2} {...outline} />
          </g>
          <StateLabels atlas={atlas} view={view} size={size} />
        </>
      ) : null}
      {routePath ? (
        <>
          <path stroke="#ffffff" strokeWidth={7} {...road} />
          <path stroke="#1d4ed8" strokeWidth={4} {...road} data-testid="route-line" />
        </>
      ) : null}
    </svg>
  );
}
