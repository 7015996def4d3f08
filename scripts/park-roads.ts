// The park-road overlay (data/park-roads.json): roads of the national parks the US highway lines lack,
// as hand-made lines through named places, each stretch with the park's published mileage. The graph
// builder (build-road-graph.ts) adds them as state-class roads named as the park names them
// ("Grand Loop Road", "Going-to-the-Sun Road") and gives their edges these lengths, not the
// straight-line ones.
import { readFileSync } from 'node:fs';
import type { ParkRoadsFile } from '../server/src/routing/park-roads-file';

const METRES_PER_MILE = 1609.344;

// One overlay line: points in 1e-5 degree integers and the length in metres of each stretch between them.
export interface OverlayLine {
  name: string;
  park: string;
  pts: Array<[number, number]>;
  stretchMetres: number[];
  /** A stretch of a highway line this road takes the place of: the line's points between two of its vertices. */
  replaces?: { road: string; from: [number, number]; to: [number, number] };
}

const straightMetres = ([x1, y1]: [number, number], [x2, y2]: [number, number]) => {
  const r = Math.PI / 180;
  const la1 = y1 * 1e-5 * r;
  const la2 = y2 * 1e-5 * r;
  const h =
    Math.sin((la2 - la1) / 2) ** 2 +
    Math.cos(la1) * Math.cos(la2) * Math.sin(((x2 - x1) * 1e-5 * r) / 2) ** 2;
  return 2 * 6371008.8 * Math.asin(Math.min(1, Math.sqrt(h)));
};

export function parkRoadLines(json: ParkRoadsFile): OverlayLine[] {
  return json.roads.map((road) => {
    const point = (name: string): [number, number] => {
      const place = json.places[name];
      if (!place) throw new Error(`park-roads.json: ${road.name} goes through an unknown place: ${name}`);
      return [Math.round(place.lngLat[0] * 1e5), Math.round(place.lngLat[1] * 1e5)];
    };
    const pts = road.through.map(point);
    const totalMiles = road.publishedMiles - (road.graphMilesBefore ?? 0);
    const straight = pts.slice(1).map((p, i) => straightMetres(pts[i], p));
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
    return {
      name: road.name,
      park: road.park,
      pts,
      stretchMetres: stretchMiles.map((m) => m * METRES_PER_MILE),
      ...(road.replaces && {
        replaces: { road: road.replaces.road, from: point(road.replaces.from), to: point(road.replaces.to) },
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
    return [Math.round(place.lngLat[0] * 1e5), Math.round(place.lngLat[1] * 1e5)];
  });
}

export function loadParkRoadKeptNodes(file: string): Array<[number, number]> {
  return parkRoadKeptNodes(readParkRoads(file));
}
