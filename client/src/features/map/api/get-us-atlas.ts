import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import atlasUrl from '../data/us-atlas-paths.json?url';

// The state outlines ship as a static asset of our own build (about 36 kB gzip, cached by the
// browser), fetched only when an offline map is drawn. They are SVG paths in the 975 x 610 atlas
// frame, built once by scripts/build-atlas-paths.ts: the page only parses a string, it never
// decodes geometry on the main thread while loading.
const usAtlasSchema = z.object({
  land: z.string(),
  borders: z.string(),
  coast: z.string(),
  labels: z.array(z.object({ name: z.string(), x: z.number(), y: z.number() })),
});
export type UsAtlas = z.infer<typeof usAtlasSchema>;

export async function getUsAtlas(): Promise<UsAtlas> {
  const response = await fetch(atlasUrl);
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return usAtlasSchema.parse(await response.json());
}

export const usAtlasQueryOptions = () =>
  queryOptions({
    queryKey: ['us-atlas', 'states'],
    queryFn: getUsAtlas,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useUsAtlas = () => useQuery(usAtlasQueryOptions());
