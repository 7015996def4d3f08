import type { LayerSpecification, SourceSpecification, StyleSpecification } from 'maplibre-gl';

// The token-free map's style: our own bundled GeoJSON only (client/public/map-data, built by
// scripts/build-map-data.ts), no tiles, no glyph server (MapLibre draws label glyphs with the
// browser's own fonts when the style names no glyph URL), so it works with no key and no network.

export const LAYERS = {
  roads: ['roads-low', 'roads-mid', 'roads-high'],
  townLabels: 'town-labels',
  smallTownLabels: 'small-town-labels',
  clusters: 'catalogue-clusters',
  clusterCount: 'catalogue-cluster-count',
  catalogue: 'catalogue-points',
  summary: 'catalogue-summary',
  summaryCount: 'catalogue-summary-count',
  route: 'route-line',
} as const;

export const CATALOGUE_SOURCE = 'catalogue';
/** The national and regional views' campground groups, from the catalogue index's per-degree summary. */
export const CATALOGUE_SUMMARY_SOURCE = 'catalogue-summary';
/** From this zoom on, the map draws the campgrounds of the cells in view instead of the summary. */
export const CATALOGUE_CELLS_MIN_ZOOM = 6;
export const ROUTE_SOURCE = 'route';

const INTERSTATE = '#c2410c';
const US_HIGHWAY = '#b7791f';

function roadLayers(id: string, minzoom: number, maxzoom: number): LayerSpecification[] {
  // The casing (a white line under the road) and the road itself share their source and zooms.
  const line = {
    type: 'line',
    source: id,
    minzoom,
    maxzoom,
    layout: { 'line-join': 'round', 'line-cap': 'round' },
  } as const;
  return [
    {
      id: `${id}-casing`,
      ...line,
      paint: {
        'line-color': '#ffffff',
        'line-width': ['interpolate', ['linear'], ['zoom'], 3, 1.6, 7, 4, 11, 7],
        'line-opacity': 0.8,
      },
    },
    {
      id,
      ...line,
      paint: {
        'line-color': ['match', ['get', 'c'], 'I', INTERSTATE, US_HIGHWAY],
        'line-width': [
          'interpolate',
          ['linear'],
          ['zoom'],
          3,
          ['match', ['get', 'c'], 'I', 1, 0.6],
          7,
          ['match', ['get', 'c'], 'I', 2.4, 1.5],
          11,
          ['match', ['get', 'c'], 'I', 4.5, 3],
        ],
      },
    },
  ];
}

function townLayers(source: string, labelId: string): LayerSpecification[] {
  return [
    {
      id: `${source}-dots`,
      type: 'circle',
      source,
      filter: ['<=', ['get', 'z'], ['zoom']],
      paint: {
        'circle-radius': 2.5,
        'circle-color': '#44403c',
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 1,
      },
    },
    {
      id: labelId,
      type: 'symbol',
      source,
      filter: ['<=', ['get', 'z'], ['zoom']],
      layout: {
        'text-field': ['get', 'n'],
        'text-font': ['sans-serif'],
        'text-size': ['interpolate', ['linear'], ['get', 'z'], 3, 14, 10, 11],
        'text-anchor': 'top',
        'text-offset': [0, 0.4],
        'text-max-width': 8,
        // Bigger places (smaller first zoom) win a label collision.
        'symbol-sort-key': ['get', 'z'],
      },
      paint: { 'text-color': '#292524', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 },
    },
  ];
}

const dataUrl = (base: string, name: string) => `${new URL(`${base}/${name}`, window.location.origin)}`;

// GeoJSON is cut into tiles in MapLibre's worker; past these zooms the last tiles are overzoomed,
// which saves the work of cutting ever smaller tiles of simplified lines.
const geojson = (base: string, name: string, maxzoom: number): SourceSpecification => ({
  type: 'geojson',
  data: dataUrl(base, name),
  maxzoom,
});

/**
 * Detail added the first time the map shows a zoom between `minZoom` and `maxZoom` (the larger
 * files): nobody looking at
 * the whole country waits for every small town and every bend of the US highways. `before` is the
 * layer they are drawn under.
 */
export const DETAIL_LEVELS = [
  {
    minZoom: 5,
    maxZoom: 9,
    source: 'roads-mid',
    file: 'roads-mid.json',
    maxzoom: 10,
    before: 'town-dots',
    layers: roadLayers('roads-mid', 5.5, 8.5),
  },
  {
    minZoom: 8,
    maxZoom: 24,
    source: 'roads-high',
    file: 'roads-high.json',
    maxzoom: 12,
    before: 'town-dots',
    layers: roadLayers('roads-high', 8.5, 24),
  },
  {
    minZoom: 6.5,
    maxZoom: 24,
    source: 'towns-minor',
    file: 'towns-minor.json',
    maxzoom: 12,
    before: 'town-dots',
    layers: townLayers('towns-minor', LAYERS.smallTownLabels),
  },
] as const;

/** The national view's layers over the land and the coasts, bottom first. */
export const NATIONAL_LAYERS: LayerSpecification[] = [
  {
    id: 'state-borders',
    type: 'line',
    source: 'states',
    filter: ['==', ['get', 'kind'], 'border'],
    paint: { 'line-color': '#a59d90', 'line-width': 1, 'line-dasharray': [3, 2] },
  },
  ...roadLayers('roads-low', 0, 5.5),
  ...townLayers('towns', LAYERS.townLabels).map((layer) =>
    layer.id === 'towns-dots' ? { ...layer, id: 'town-dots' } : layer,
  ),
];

export function mapStyle(base: string): StyleSpecification {
  const data = (name: string) => dataUrl(base, name);
  return {
    version: 8,
    sources: {
      states: { type: 'geojson', data: data('states.json'), maxzoom: 10 },
      'roads-low': geojson(base, 'roads-low.json', 7),
      towns: geojson(base, 'towns-major.json', 10),
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#cfe3ee' } },
      {
        id: 'land',
        type: 'fill',
        source: 'states',
        filter: ['==', ['get', 'kind'], 'state'],
        // No outline of its own (another shader to compile on the first frame): the coast line draws it.
        paint: { 'fill-color': '#f4f1e8', 'fill-antialias': false },
      },
      {
        id: 'coast',
        type: 'line',
        source: 'states',
        filter: ['==', ['get', 'kind'], 'state'],
        paint: { 'line-color': '#8fa6b5', 'line-width': 0.8 },
      },
      ...NATIONAL_LAYERS,
    ],
  };
}

const clusterCircle = (count: unknown[]) => ({
  'circle-color': '#b45309',
  'circle-opacity': 0.85,
  'circle-radius': ['step', count, 12, 20, 16, 100, 21, 500, 26],
  'circle-stroke-color': '#ffffff',
  'circle-stroke-width': 2,
});
const clusterLabel = (text: unknown[]) => ({
  'text-field': text,
  'text-font': ['sans-serif'],
  'text-size': 12,
  'text-allow-overlap': true,
  // Counts sit on their circles and never push a town label away.
  'text-ignore-placement': true,
});

/** A group's circle, sized by its count, and the count written on it. */
function clusterLayers({
  ids: [circleId, countId],
  source,
  zoom,
  count,
  label,
  filter,
}: {
  ids: [string, string];
  source: string;
  zoom: { minzoom: number } | { maxzoom: number };
  count: unknown[];
  label: unknown[];
  filter?: unknown[];
}) {
  const where = { source, ...zoom, ...(filter ? { filter } : {}) };
  return [
    { id: circleId, type: 'circle', ...where, paint: clusterCircle(count) },
    {
      id: countId,
      type: 'symbol',
      ...where,
      layout: clusterLabel(label),
      paint: { 'text-color': '#ffffff' },
    },
  ];
}

/**
 * The campground catalogue: below CATALOGUE_CELLS_MIN_ZOOM, groups of the per-degree summary (each
 * summary point, and each cluster of them, carries the number of campgrounds `n`); from it on, the
 * campgrounds of the cells in view, clustered, and single campgrounds.
 */
export const CATALOGUE_LAYERS = [
  ...clusterLayers({
    ids: [LAYERS.summary, LAYERS.summaryCount],
    source: CATALOGUE_SUMMARY_SOURCE,
    zoom: { maxzoom: CATALOGUE_CELLS_MIN_ZOOM },
    count: ['get', 'n'],
    label: ['to-string', ['get', 'n']],
  }),
  ...clusterLayers({
    ids: [LAYERS.clusters, LAYERS.clusterCount],
    source: CATALOGUE_SOURCE,
    zoom: { minzoom: CATALOGUE_CELLS_MIN_ZOOM },
    count: ['get', 'point_count'],
    label: ['get', 'point_count_abbreviated'],
    filter: ['has', 'point_count'],
  }),
  {
    id: LAYERS.catalogue,
    type: 'circle',
    source: CATALOGUE_SOURCE,
    minzoom: CATALOGUE_CELLS_MIN_ZOOM,
    filter: ['!', ['has', 'point_count']],
    paint: {
      'circle-color': '#d97706',
      'circle-radius': ['interpolate', ['linear'], ['zoom'], 5, 4, 10, 7],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 1.5,
    },
  },
] as LayerSpecification[];
