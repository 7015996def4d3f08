import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  chunkFilesOf,
  prerenderedPage,
  samplePathOf,
  stylesheetsFirst,
  withInlineScript,
  withoutNativeSubmit,
  withDelayedMotion,
} from './prerender';

const shell = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <title>RV Trip Planner</title>',
  '    <script type="module" crossorigin src="/assets/index-A1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-B2.js">',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

describe('stylesheetsFirst', () => {
  it('moves the stylesheets ahead of the first script and module preload, keeping the rest in order', () => {
    const built = [
      '  <head>',
      '    <title>RV</title>',
      '    <script type="module" crossorigin src="/assets/index-A1.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-B2.js">',
      '    <link rel="stylesheet" crossorigin href="/assets/index-C3.css">',
      '  </head>',
    ].join('\n');
    expect(stylesheetsFirst(built)).toBe(
      [
        '  <head>',
        '    <title>RV</title>',
        '    <link rel="stylesheet" crossorigin href="/assets/index-C3.css">',
        '    <script type="module" crossorigin src="/assets/index-A1.js"></script>',
        '    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-B2.js">',
        '  </head>',
      ].join('\n'),
    );
    expect(stylesheetsFirst(shell)).toBe(shell);
  });
});

describe('prerenderedPage', () => {
  it('puts the markup inside #root, marks the route, and preloads the route chunks not already listed', () => {
    const page = prerenderedPage(shell, {
      route: '/',
      markup: '<main><h1>Plan Your Next RV Adventure</h1></main>',
      preloads: ['/assets/home-C3.js', '/assets/jsx-runtime-B2.js', '/assets/index-A1.js'],
    });
    expect(page).toContain(
      '<div id="root" data-prerendered="/"><main><h1>Plan Your Next RV Adventure</h1></main></div>',
    );
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/home-C3.js">');
    // Already loaded by the shell: the entry script and its own preloads.
    expect(head.match(/jsx-runtime-B2\.js/g)).toHaveLength(1);
    expect(head.match(/index-A1\.js/g)).toHaveLength(1);
    // The rest of the shell is untouched.
    expect(
      page
        .replace(/ data-prerendered="\/">.*<\/div>/, '></div>')
        .replace(/ {4}<link[^\n]*home-C3[^\n]*\n/, ''),
    ).toBe(shell);
  });

  it("moves React's leading resource hints into <head>, out of #root", () => {
    const page = prerenderedPage(shell, {
      route: '/',
      markup: '<link rel="preload" as="image" href="/favicon.svg"/><nav>RV</nav>',
      preloads: [],
    });
    expect(page).toContain('<div id="root" data-prerendered="/"><nav>RV</nav></div>');
    expect(page.slice(0, page.indexOf('</head>'))).toContain(
      '<link rel="preload" as="image" href="/favicon.svg"/>',
    );
  });

  it("marks a route page's markup as a placeholder for the route's pattern", () => {
    const page = prerenderedPage(shell, {
      route: '/results/:id',
      markup: '<p>Loading your itinerary</p>',
      preloads: ['/assets/results-D4.js'],
      placeholder: true,
    });
    expect(page).toContain(
      '<div id="root" data-placeholder="/results/:id"><p>Loading your itinerary</p></div>',
    );
    expect(page).not.toContain('data-prerendered');
  });

  it("lists a placeholder's chunks as data for the client to ask for after its first paint, never as links", () => {
    const page = prerenderedPage(shell, {
      route: '/results/:id',
      markup: '<p>Loading your itinerary</p>',
      preloads: ['/assets/results-D4.js', '/assets/index-A1.js'],
      placeholder: true,
    });
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(
      '<script type="application/json" id="route-preloads">["/assets/results-D4.js"]</script>',
    );
    expect(head).not.toMatch(/<link\b[^>]*results-D4/);
    // The entry script stays the shell's own, loaded at its own priority.
    expect(head.match(/index-A1\.js/g)).toHaveLength(1);
  });

  it("puts a route's inline script in the head ahead of every stylesheet and script, once", () => {
    const built = stylesheetsFirst(
      shell.replace(
        '  </head>',
        '    <link rel="stylesheet" crossorigin href="/assets/index-C3.css">\n  </head>',
      ),
    );
    const page = prerenderedPage(built, {
      route: '/trips',
      markup: '<p>My Trips</p>',
      preloads: ['/assets/trips-E5.js'],
      placeholder: true,
      inlineScript: 'fetch("/api/trip-plans")',
    });
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head.match(/<script>fetch\("\/api\/trip-plans"\)<\/script>/g)).toHaveLength(1);
    const at = head.indexOf('<script>');
    expect(at).toBeGreaterThan(head.indexOf('<title>'));
    expect(at).toBeLessThan(head.indexOf('rel="stylesheet"'));
    expect(at).toBeLessThan(head.indexOf('<script type="module"'));
    // The body holds no script: the placeholder stays free of what the CSP would block.
    expect(page.slice(page.indexOf('<body>'))).not.toContain('<script>');
    expect(prerenderedPage(built, { route: '/login', markup: '<p/>', preloads: [] })).not.toContain('<script>');
  });

  it('refuses an inline script that would end its own element early', () => {
    expect(() => withInlineScript(shell, 'var a="</script><script>alert(1)";')).toThrow(/must not hold/);
    expect(() => withInlineScript(shell, 'var a="<!--";')).toThrow(/must not hold/);
  });

  it('renders a pattern through a sample path', () => {
    expect(samplePathOf('/trip/:id/itinerary')).toBe('/trip/_/itinerary');
    expect(samplePathOf('/trips')).toBe('/trips');
  });

  it('keeps markup that merely contains $ patterns intact', () => {
    const page = prerenderedPage(shell, { route: '/', markup: '<p>$19.99 and $& and $1</p>', preloads: [] });
    expect(page).toContain('<p>$19.99 and $& and $1</p>');
  });

  it('refuses markup with an inline script, which the CSP would block', () => {
    expect(() =>
      prerenderedPage(shell, { route: '/', markup: '<div></div><script>$RC("B:0")</script>', preloads: [] }),
    ).toThrow(/script/);
  });

  it('refuses a shell without exactly one empty #root', () => {
    expect(() =>
      prerenderedPage(shell.replace('<div id="root"></div>', ''), {
        route: '/',
        markup: '<p/>',
        preloads: [],
      }),
    ).toThrow(/exactly one/);
    expect(() =>
      prerenderedPage(shell.replace('<div id="root"></div>', '<div id="root"></div><div id="root"></div>'), {
        route: '/',
        markup: '<p/>',
        preloads: [],
      }),
    ).toThrow(/exactly one/);
  });
});

describe('chunkFilesOf', () => {
  const chunk = (
    fileName: string,
    facadeModuleId: string | null,
    imports: string[],
    moduleIds: string[] = [],
  ) =>
    ({
      type: 'chunk',
      fileName,
      facadeModuleId,
      imports,
      moduleIds: facadeModuleId ? [facadeModuleId, ...moduleIds] : moduleIds,
    }) as unknown as Rolldown.OutputChunk;
  const bundle = {
    'assets/index-A1.js': chunk('assets/index-A1.js', '/app/client/src/main.tsx', ['assets/jsx-B2.js']),
    'assets/home-C3.js': chunk('assets/home-C3.js', '/app/client/src/pages/home.tsx', [
      'assets/page-D4.js',
      'assets/jsx-B2.js',
    ]),
    'assets/page-D4.js': chunk(
      'assets/page-D4.js',
      null,
      ['assets/jsx-B2.js'],
      ['/app/shared/schemas/places.ts'],
    ),
    'assets/jsx-B2.js': chunk('assets/jsx-B2.js', null, []),
    'assets/trips-E5.js': chunk('assets/trips-E5.js', '/app/client/src/pages/trips.tsx', [
      'assets/page-D4.js',
    ]),
  } as unknown as Rolldown.OutputBundle;

  it("lists the page's chunk and everything it imports statically, each once", () => {
    expect(chunkFilesOf(bundle, '/app/client/src/pages/home.tsx')).toEqual([
      'assets/home-C3.js',
      'assets/page-D4.js',
      'assets/jsx-B2.js',
    ]);
  });

  it('finds a module bundled into a shared chunk (no facade of its own) by the chunk holding it', () => {
    expect(chunkFilesOf(bundle, '/app/shared/schemas/places.ts')).toEqual([
      'assets/page-D4.js',
      'assets/jsx-B2.js',
    ]);
  });

  it('fails when no chunk was built from the module', () => {
    expect(() => chunkFilesOf(bundle, '/app/client/src/pages/nowhere.tsx')).toThrow(/No chunk/);
  });
});

describe('withoutNativeSubmit', () => {
  it("disables a placeholder's submit buttons (typed or not) and leaves other buttons alone", () => {
    const markup =
      '<form><input name="password"/><button type="button">Show</button><button type="submit" class="w-full">Sign In</button></form>' +
      '<form><button>Go</button></form><button type="submit" disabled="">Search</button>';
    expect(withoutNativeSubmit(markup)).toBe(
      '<form><input name="password"/><button type="button">Show</button><button disabled="" type="submit" class="w-full">Sign In</button></form>' +
        '<form><button disabled="">Go</button></form><button type="submit" disabled="">Search</button>',
    );
  });
});

describe('withDelayedMotion', () => {
  it("marks a placeholder's spinning and pulsing elements, once, and nothing else", () => {
    const markup =
      '<span class="block animate-spin rounded-full"></span><div aria-hidden="true" class="animate-pulse rounded-md"></div>' +
      '<p class="text-stone-700">Loading</p><div class="animate-bounce"></div><div class="no-animate-spin-here x"></div>';
    const once = withDelayedMotion(markup);
    expect(once).toBe(
      '<span class="block animate-spin rounded-full placeholder-motion"></span><div aria-hidden="true" class="animate-pulse rounded-md placeholder-motion"></div>' +
        '<p class="text-stone-700">Loading</p><div class="animate-bounce"></div><div class="no-animate-spin-here x"></div>',
    );
    expect(withDelayedMotion(once)).toBe(once);
  });
});
