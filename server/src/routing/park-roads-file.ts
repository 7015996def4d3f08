import path from 'node:path';
import { findRepoRoot } from '../repo-root';

/**
 * The park-road overlay's file (data/park-roads.json): named places inside the parks and the roads
 * through them, each with the park's published mileage and its source. Read by the graph builder
 * (scripts/build-road-graph.ts, through scripts/park-roads.ts), by the router's one-way mask
 * (one-way-roads.ts) and by the tests that check the built graph against it: all by this one path.
 */
export const PARK_ROADS_FILE = path.join(findRepoRoot(), 'data/park-roads.json');

/** A stretch of a highway line between two places, each a vertex of one line of that road. */
export interface ReplacedStretch {
  road: string;
  from: string;
  to: string;
}

export interface ParkRoadsFile {
  places: Record<string, { lngLat: [number, number]; source: string; confirmed?: boolean }>;
  roads: Array<{
    park: string;
    name: string;
    through: string[];
    publishedMiles: number;
    graphMilesBefore?: number;
    splitMiles?: number[];
    /**
     * The road's course between its places: for each stretch, the points ([lng, lat]) it passes
     * between its two places (none for a straight stretch). Drawing and snapping follow them; the
     * stretch's length is still its published mileage.
     */
    shape?: Array<Array<[number, number]>>;
    /**
     * The stretch of a highway line the road takes the place of (the build cuts the line's points
     * between these two places, each a vertex of one line of that road): a highway line drawn
     * along a park road with the wrong length (CA-41's line along Glacier Point Road). A list when
     * the stretch runs over more than one line of the road (US-34's two lines over Trail Ridge).
     */
    replaces?: ReplacedStretch | ReplacedStretch[];
    source: string;
    confirmed?: boolean;
    /**
     * The road is one-way, driven in the order of its places (`through`, and `shape` between them):
     * where that is said, in the row's source or another (`source`, `says`), and whether that is the
     * park's own word (`confirmed: false` for a secondary source). The router never drives it the
     * other way (server/src/routing/core/one-way.ts).
     */
    oneWay?: { source: string; says: string; confirmed?: boolean };
    /**
     * The road's speed, as miles an hour for a car, where it is slower than a state road's (the Blue
     * Ridge Parkway: 'Typically, 30 miles on the Parkway is about an hour's drive'; Old Fall River
     * Road's posted 15): the road's edges are then of the class of that speed, parkway (30,
     * PARKWAY_CAR_MPH) or slow (15, SLOW_CAR_MPH; road-weights.ts); the builder refuses another.
     * Where it is said and whether by the park (`confirmed: false` and `reportedBy` for a report).
     */
    driveMph?: { mph: number; source: string; says: string; confirmed?: boolean; reportedBy?: string };
    /**
     * The road is gravel, as its source or another says (Parson Branch Road): driven at the slow
     * class's speed (SLOW_CAR_MPH) where no speed of its own is published.
     */
    gravel?: { source: string; says: string; confirmed?: boolean; reportedBy?: string };
  }>;
  /**
   * Places on a highway line's own vertex that the build keeps as nodes, so a town or campground
   * beside a long single edge snaps there rather than to a park road's place across a ridge.
   */
  keepNodes?: string[];
}
