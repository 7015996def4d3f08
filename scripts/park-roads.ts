// The park-road overlay (data/park-roads.json): roads of the national parks the US highway lines lack,
// as hand-made lines through named places, each stretch with the park's published mileage. The graph
// builder (build-road-graph.ts) adds them as state-class roads named as the park names them
// ("Grand Loop Road", "Going-to-the-Sun Road") and gives their edges these lengths, not the
// straight-line ones.
import { readFileSync } from 'node:fs';
import type { ParkRoadsFile } from '../server/src/routing/park-roads-file';
import { METRES_PER_MILE, PARKWAY_CAR_MPH, SLOW_CAR_MPH } from '../server/src/routing/core/road-weights';


// One overlay line: points in 1e-5 degree integers (its places and the course between them), its
// places (`anchors`) and the length in metres of each stretch between two places.
export interface OverlayLine {
  name: string;
  park: string;
  pts: Array<[number, number]>;
  anchors: Array<[number, number]>;
  stretchMetres: number[];
  /**
   * Driven at the parkway class's speed or the slow class's (the row's driveMph, or its gravel), not
   * a state road's.
   */
  speedClass?: 'parkway' | 'slow';
  /** Stretches of highway lines this road takes the place of: each a line's points between two of its vertices. */
  replaces?: Array<{ road: string; from: [number, number]; to: [number, number] }>;
}

const toGrid = ([lng, lat]: [number, number]): [number, number] => [
  Math.round(lng * 1e5),
  Math.round(lat * 1e5),
];

const straightMetres = ([x1, y1]: [number, number], [x2, y2]: [number, number]) => {
  const r = Math.PI / 180;
  const la1 = y1 * 1e-5 * r;
  const la2 = y2 * 1e-5 * r;
  const h =
    Math.sin((la2 - la1) / 2) ** 2 +
    Math.cos(la1) * Math.cos(la2) * Math.sin(((x2 - x1) * 1e-5 * r) / 2) ** 2;
  return 2 * 6371008.8 * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** The slower class a row's speed (driveMph) or surface (gravel) puts its road in, if any. */
function speedClassOf(road: ParkRoadsFile['roads'][number]): OverlayLine['speedClass'] {
  const mph = road.driveMph?.mph;
  if (mph !== undefined && mph !== PARKWAY_CAR_MPH && mph !== SLOW_CAR_MPH)
    throw new Error(
      `park-roads.json: ${road.name}: driveMph ${mph} is not the parkway class's ${PARKWAY_CAR_MPH} or the slow class's ${SLOW_CAR_MPH}`,
    );
  if (mph === PARKWAY_CAR_MPH && road.gravel)
    throw new Error(`park-roads.json: ${road.name}: a gravel road at the parkway class's speed`);
  if (mph === SLOW_CAR_MPH || road.gravel) return 'slow';
  return mph === PARKWAY_CAR_MPH ? 'parkway' : undefined;
}

export function parkRoadLines(json: ParkRoadsFile): OverlayLine[] {
  return json.roads.map((road) => {
    const point = (name: string): [number, number] => {
      const place = json.places[name];
      if (!place) throw new Error(`park-roads.json: ${road.name} goes through an unknown place: ${name}`);
      return toGrid(place.lngLat);
    };
    const anchors = road.through.map(point);
    if (road.shape && road.shape.length !== anchors.length - 1)
      throw new Error(`park-roads.json: ${road.name}: shape needs one list of points per stretch`);
    // The places and, between each two, the road's course (shape) when the row gives it.
    const pts = anchors.flatMap((p, i) => [p, ...(road.shape?.[i] ?? []).map(toGrid)]);
    const replaced = road.replaces === undefined ? [] : [road.replaces].flat();
    const totalMiles = road.publishedMiles - (road.graphMilesBefore ?? 0);
    const straight = anchors.slice(1).map((p, i) => straightMetres(anchors[i], p));
    let stretchMiles: number[];
    if (road.splitMiles) {
      if (road.splitMiles.length !== straight.length)
        throw new Error(`park-roads.json: ${road.name}: splitMiles needs one figure per stretch`);
      stretchMiles = road.splitMiles;
    } else {
      const sum = straight.reduce((a, b) => a + b, 0);
      stretchMiles = straight.map((m) => (totalMiles * m) / sum);
    }
    const sumMiles = stretchMiles.reduce((a, b) => a + b, 0);
    if (Math.abs(sumMiles - totalMiles) > 0.05)
      throw new Error(
        `park-roads.json: ${road.name}: stretches add up to ${sumMiles}, not ${totalMiles} miles`,
      );
    const speedClass = speedClassOf(road);
    return {
      name: road.name,
      park: road.park,
      ...(speedClass && { speedClass }),
      pts,
      anchors,
      stretchMetres: stretchMiles.map((m) => m * METRES_PER_MILE),
      ...(replaced.length > 0 && {
        replaces: replaced.map((r) => ({ road: r.road, from: point(r.from), to: point(r.to) })),
      }),
    };
  });
}

const readParkRoads = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as ParkRoadsFile;

export function loadParkRoadLines(file: string): OverlayLine[] {
  return parkRoadLines(readParkRoads(file));
}

/** The highway-line vertices the build keeps as nodes (the file's keepNodes, each a place), in 1e-5 degrees. */
export function parkRoadKeptNodes(json: ParkRoadsFile): Array<[number, number]> {
  return (json.keepNodes ?? []).map((name) => {
    const place = json.places[name];
    if (!place) throw new Error(`park-roads.json: keepNodes names an unknown place: ${name}`);
    return toGrid(place.lngLat);
  });
}

export function loadParkRoadKeptNodes(file: string): Array<[number, number]> {
  return parkRoadKeptNodes(readParkRoads(file));
}
