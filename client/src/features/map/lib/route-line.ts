/** [lng, lat] pairs, the order GeoJSON and both map libraries use. */
export type LngLat = [number, number];

type Place = { latitude: number; longitude: number };

/** The line a map draws: the road line when there is one, else straight segments through the places. */
export const drawnLine = (places: readonly Place[] | undefined, roadLine: LngLat[] | undefined): LngLat[] =>
  roadLine ?? (places ?? []).map((p): LngLat => [p.longitude, p.latitude]);

/** The south-west and north-east corners around the points, the bounds both map libraries fit. */
export function boundsOf(points: readonly LngLat[]): [LngLat, LngLat] {
  const lngs = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}
