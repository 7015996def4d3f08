// A page that evaluates a lazy part's modules one per task (zod builds its schemas as each module
// loads: client/src/pages/map.tsx) would otherwise fetch them one after another, each asked for only
// once the one before has run. With this plugin every dynamic import in the page's chunk preloads the
// part's chunk and everything it imports (`<link rel="modulepreload">`: fetched and compiled, not run),
// so the first staged import fetches them all at once and the later ones find them ready.
import type { Plugin } from 'vite';

type Chunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; imports: string[] };
type Output = Chunk | { type: 'asset'; fileName: string };
type Bundle = Record<string, Output>;

/** A chunk and the chunks it imports statically, transitively. */
export function staticChunks(bundle: Bundle, fileName: string): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (seen.has(name) || chunk?.type !== 'chunk') return;
    seen.add(name);
    chunk.imports.forEach(visit);
  };
  visit(fileName);
  return [...seen];
}

const chunkOf = (bundle: Bundle, moduleSuffix: string) =>
  Object.values(bundle).find(
    (o): o is Chunk => o.type === 'chunk' && (o.facadeModuleId ?? '').replaceAll('\\', '/').endsWith(moduleSuffix),
  );

/**
 * What a dynamic import in `host`'s chunk preloads: its own dependencies, then `part`'s chunk and its
 * static imports, less what the host chunk has loaded already.
 */
export function preloadsWith(bundle: Bundle, host: string, part: string) {
  const hostChunk = chunkOf(bundle, host);
  const partChunk = chunkOf(bundle, part);
  if (!hostChunk || !partChunk) throw new Error(`preload-together: no chunk for ${hostChunk ? part : host}`);
  const loaded = new Set(staticChunks(bundle, hostChunk.fileName));
  const extra = staticChunks(bundle, partChunk.fileName).filter((f) => !loaded.has(f));
  return {
    hostFile: hostChunk.fileName,
    resolve: (deps: string[]) => [...new Set([...deps, ...extra])],
  };
}

/**
 * The plugin and the `build.modulePreload.resolveDependencies` it answers: `host` and `part` are the
 * ends of the two modules' paths (`pages/map.tsx`, `features/map/components/map-explorer.tsx`).
 */
export function preloadTogether(host: string, part: string) {
  let found: ReturnType<typeof preloadsWith> | undefined;
  const plugin: Plugin = {
    name: 'preload-together',
    apply: 'build',
    // Before Vite writes each dynamic import's preload list, which is when it asks resolveDependencies.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        found = preloadsWith(bundle as unknown as Bundle, host, part);
      },
    },
  };
  const resolveDependencies = (_file: string, deps: string[], context: { hostId: string; hostType: string }) =>
    found && context.hostType === 'js' && context.hostId === found.hostFile ? found.resolve(deps) : deps;
  return { plugin, resolveDependencies };
}
