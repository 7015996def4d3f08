import type { Campground } from '@shared/schemas/places';

// What a popup or card says about a campground beyond its name: only what the source reports,
// each labelled as reported. Catalogue records may carry more fields than the current schema
// names (OpenStreetMap tags, RIDB attributes); they are read defensively and shown when present.

type Loose = Campground & Record<string, unknown>;

function yesNo(value: unknown): string | null {
  if (value === true || value === 'yes') return 'Yes';
  if (value === false || value === 'no') return 'No';
  if (typeof value === 'string' && value.trim()) return value.trim();
  return null;
}

function hookups(value: unknown): string | null {
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : null;
  if (value && typeof value === 'object')
    return (
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v === true || v === 'yes')
        .map(([k]) => k)
        .join(', ') || null
    );
  return yesNo(value);
}

function money(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return `$${Math.round(value)}/night`;
  if (typeof value === 'string' && value.trim()) return value.trim();
  return null;
}

/** The reported facts as [label, value] rows, and whether the record comes from OpenStreetMap. */
export function reportedFacts(campground: Campground): { facts: Array<[string, string]>; osm: boolean } {
  const c = campground as Loose;
  const rows: Array<[string, string | null]> = [
    ['Hookups', hookups(c.hookups)],
    ['Dump station', yesNo(c.dumpStation)],
    ['Pets', yesNo(c.pets)],
    [
      'Max length',
      typeof c.maxLength === 'number'
        ? `${c.maxLength} ft`
        : typeof c.maxLength === 'string'
          ? c.maxLength
          : null,
    ],
    ['Season', typeof c.season === 'string' && c.season.trim() ? c.season.trim() : null],
    ['Fee', money(c.fee) ?? money(c.reportedCost)],
  ];
  const facts = rows.filter((row): row is [string, string] => row[1] !== null);
  const attribution = typeof c.attribution === 'string' ? c.attribution : '';
  const osm = /openstreetmap/i.test(attribution) || c.id.startsWith('osm-');
  return { facts, osm };
}
