import { describe, expect, it } from 'vitest';
import { preloadTogether, preloadsWith, staticChunks } from './preload-together';

const chunk = (fileName: string, imports: string[] = [], facadeModuleId: string | null = null) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  facadeModuleId,
});

// The map page's chunk, the explorer's, and what they share: a bundle as the build hands it over.
const bundle = {
  'entry.js': chunk('entry.js', ['framework.js'], '/app/client/src/main.tsx'),
  'framework.js': chunk('framework.js'),
  'map.js': chunk('map.js', ['framework.js', 'page.js'], '/app/client/src/pages/map.tsx'),
  'page.js': chunk('page.js', ['framework.js']),
  'explorer.js': chunk('explorer.js', ['framework.js', 'places.js', 'input.js'], '/app/client/src/features/map/components/map-explorer.tsx'),
  'places.js': chunk('places.js', ['zod.js']),
  'zod.js': chunk('zod.js'),
  'input.js': chunk('input.js', ['page.js']),
  'style.css': { type: 'asset' as const, fileName: 'style.css' },
};

describe('preloading a lazy part with the page that stages it', () => {
  it('follows static imports transitively, once each', () => {
    expect(staticChunks(bundle, 'explorer.js').sort()).toEqual(
      ['explorer.js', 'framework.js', 'input.js', 'page.js', 'places.js', 'zod.js'].sort(),
    );
  });

  it("adds the part's chunks the page has not loaded to each of the page's dynamic imports", () => {
    const found = preloadsWith(bundle, 'pages/map.tsx', 'features/map/components/map-explorer.tsx');
    expect(found.hostFile).toBe('map.js');
    expect(found.resolve(['places.js', 'zod.js'])).toEqual(['places.js', 'zod.js', 'explorer.js', 'input.js']);
  });

  it("leaves other chunks' imports as they were", () => {
    const { plugin, resolveDependencies } = preloadTogether('pages/map.tsx', 'features/map/components/map-explorer.tsx');
    const hook = plugin.generateBundle as { handler: (options: unknown, b: unknown) => void };
    hook.handler({}, bundle);
    expect(resolveDependencies('places.js', ['zod.js'], { hostId: 'entry.js', hostType: 'js' })).toEqual(['zod.js']);
    expect(resolveDependencies('places.js', ['zod.js'], { hostId: 'map.js', hostType: 'js' })).toContain('explorer.js');
  });

  it('fails the build when either module has no chunk of its own', () => {
    expect(() => preloadsWith(bundle, 'pages/map.tsx', 'features/nowhere.tsx')).toThrow(/no chunk/);
  });
});
