import { queryOptions, useQuery } from '@tanstack/react-query';
import { geoPath } from 'd3-geo';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { feature, mesh } from 'topojson-client';
import atlasUrl from 'us-atlas/states-albers-10m.json?url';

// The state outlines ship as a static asset of our own build (about 80 kB, cached by the browser),
// fetched only when an offline map is drawn; they are already projected to the 975 x 610 atlas frame.
export type UsAtlas = {
  land: string;
  borders: string;
  coast: string;
  labels: Array<{ name: string; x: number; y: number }>;
};

type StatesTopology = Topology<{ states: GeometryCollection<{ name: string }>; nation: GeometryCollection }>;

export function buildAtlas(topology: StatesTopology): UsAtlas {
  const path = geoPath();
  const states = feature(topology, topology.objects.states);
  return {
    land: path(states) ?? '',
    borders: path(mesh(topology, topology.objects.states, (a, b) => a !== b)) ?? '',
    coast: path(mesh(topology, topology.objects.states, (a, b) => a === b)) ?? '',
    labels: states.features.map((f) => {
      const [x, y] = path.centroid(f);
      return { name: f.properties?.name ?? '', x, y };
    }),
  };
}

export async function getUsAtlas(): Promise<UsAtlas> {
  const response = await fetch(atlasUrl);
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return buildAtlas((await response.json()) as StatesTopology);
}

export const usAtlasQueryOptions = () =>
  queryOptions({
    queryKey: ['us-atlas', 'states'],
    queryFn: getUsAtlas,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useUsAtlas = () => useQuery(usAtlasQueryOptions());
