import { useEffect } from 'react';
import type { LngLat } from '../lib/route-line';

type LineFeature = GeoJSON.Feature<GeoJSON.LineString>;

type RouteLineLayer = {
  id: string;
  type: 'line';
  source: string;
  layout: { 'line-join': 'round'; 'line-cap': 'round' };
  paint: { 'line-color': string; 'line-width': number };
};

/** The part of a Mapbox or MapLibre map that drawing the trip's line uses. */
export type RouteLayerMap = {
  getSource(id: string): unknown;
  addSource(id: string, source: { type: 'geojson'; data: LineFeature }): unknown;
  addLayer(layer: RouteLineLayer): unknown;
};

/** How a detailed map draws the trip's line: a white casing under a blue line. */
export type RouteLineStyle = { source: string; layer: string; casingWidth: number; width: number };

const lineFeature = (coordinates: LngLat[]): LineFeature => ({
  type: 'Feature',
  properties: {},
  geometry: { type: 'LineString', coordinates },
});

/** Draws the trip's road line once the map has loaded and redraws it when the line changes. */
export function useRouteLayer(
  map: RouteLayerMap | null,
  loaded: boolean,
  line: LngLat[],
  { source, layer, casingWidth, width }: RouteLineStyle,
) {
  useEffect(() => {
    if (!map || !loaded) return;
    const existing = map.getSource(source) as { setData(data: LineFeature): unknown } | undefined;
    if (existing) {
      existing.setData(lineFeature(line));
      return;
    }
    if (line.length < 2) return;
    map.addSource(source, { type: 'geojson', data: lineFeature(line) });
    const common = { type: 'line', source, layout: { 'line-join': 'round', 'line-cap': 'round' } } as const;
    map.addLayer({
      id: `${layer}-casing`,
      ...common,
      paint: { 'line-color': '#ffffff', 'line-width': casingWidth },
    });
    map.addLayer({ id: layer, ...common, paint: { 'line-color': '#1d4ed8', 'line-width': width } });
  }, [map, loaded, line, source, layer, casingWidth, width]);
}
