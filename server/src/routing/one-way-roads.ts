import { readFileSync } from 'node:fs';
import type { RoadGraph } from './graph';
import type { OneWayEdges, OneWayRoad } from './core/one-way';
import { oneWayEdgesOf } from './core/one-way';
import { PARK_ROADS_FILE, type ParkRoadsFile } from './park-roads-file';

// The one-way roads of the park-road overlay (data/park-roads.json, its rows with `oneWay`: driven
// in the order of their places), as the router's one-way mask over a graph (core/one-way.ts).

/** The overlay's one-way rows: each road's name and its places' points in the driving order. */
export function oneWayParkRoads(file = PARK_ROADS_FILE): OneWayRoad[] {
  const json = JSON.parse(readFileSync(file, 'utf8')) as ParkRoadsFile;
  return json.roads
    .filter((road) => road.oneWay)
    .map((road) => ({
      name: road.name,
      through: road.through.map((place) => {
        const at = json.places[place];
        if (!at) throw new Error(`park-roads.json: ${road.name} goes through an unknown place: ${place}`);
        return at.lngLat;
      }),
    }));
}

let rows: OneWayRoad[] | undefined;
const byGraph = new WeakMap<RoadGraph, OneWayEdges>();

/**
 * The one-way mask of a graph for the overlay's one-way rows, worked out once per graph. A graph
 * without those roads (a test's small graph) has none; the bundled graph has every row
 * (one-way.test.ts checks it).
 */
export function sharedOneWay(graph: RoadGraph): OneWayEdges {
  let mask = byGraph.get(graph);
  if (!mask) {
    rows ??= oneWayParkRoads();
    mask = oneWayEdgesOf(graph, rows).oneWay;
    byGraph.set(graph, mask);
  }
  return mask;
}
