/**
 * The park-road overlay's file (data/park-roads.json): named places inside the parks and the roads
 * through them, each with the park's published mileage and its source. Read by the graph builder
 * (scripts/park-roads.ts) and by the tests that check the built graph against it.
 */
export interface ParkRoadsFile {
  places: Record<string, { lngLat: [number, number]; source: string; confirmed?: boolean }>;
  roads: Array<{
    park: string;
    name: string;
    through: string[];
    publishedMiles: number;
    graphMilesBefore?: number;
    splitMiles?: number[];
    source: string;
    confirmed?: boolean;
  }>;
}
