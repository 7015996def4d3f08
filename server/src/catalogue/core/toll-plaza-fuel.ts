import { z } from 'zod';
import type { ServiceRow } from './services';

/**
 * Toll-road service plazas that sell fuel (data/rv-services/toll-plaza-fuel.json, data/SOURCES.md):
 * each a rest-area row (its coordinates) made a fuel stop too, with the direction of travel it serves
 * and what its authority's page says it sells. Florida's Turnpike's plazas are services.ts's own rule.
 */
/** What a page says a station sells (park-fuel.ts reads the same words). */
export const SELLS = z.enum(['gasoline and diesel', 'gasoline', 'fuel']);
const DIRECTION = z.enum(['N', 'S', 'E', 'W']);

const plazaSchema = z
  .object({
    restAreaId: z.string().min(1),
    name: z.string().min(1),
    milepost: z.string().optional(),
    direction: DIRECTION.optional(),
    sells: SELLS.optional(),
    unconfirmed: z.string().min(1).optional(),
  })
  .strict();

const roadSchema = z
  .object({
    road: z.string().min(1),
    authority: z.string().min(1),
    sourceUrl: z.string().url(),
    quote: z.string().min(1),
    sells: SELLS,
    unconfirmed: z.string().min(1).optional(),
    plazas: z.array(plazaSchema).min(1),
  })
  .strict();

export const tollPlazaFuelFileSchema = z
  .object({
    about: z.string(),
    checked: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    roads: z.array(roadSchema).min(1),
  })
  .strict();
export type TollPlazaFuelFile = z.infer<typeof tollPlazaFuelFileSchema>;

export const FUELS: Record<z.infer<typeof SELLS>, ServiceRow['fuels']> = {
  'gasoline and diesel': ['gas', 'diesel'],
  gasoline: ['gas'],
  fuel: undefined,
};

export const SAYS: Record<z.infer<typeof SELLS>, string> = {
  'gasoline and diesel': 'sells gasoline and diesel',
  gasoline: 'sells gasoline (diesel is not said)',
  fuel: 'sells fuel (which kinds is not said)',
};

const DIRECTION_WORD = { N: 'northbound', S: 'southbound', E: 'eastbound', W: 'westbound' } as const;

/** The note a plaza's fuel stop carries: its road, what the page says, the direction, what is unconfirmed. */
export function tollPlazaNote(
  road: z.infer<typeof roadSchema>,
  plaza: z.infer<typeof plazaSchema>,
  checked: string,
): string {
  const sells = plaza.sells ?? road.sells;
  const host = new URL(road.sourceUrl).hostname.replace(/^www\./, '');
  const unconfirmed = [road.unconfirmed, plaza.unconfirmed].filter(Boolean).join('; ');
  return [
    `${road.road} service plaza: ${SAYS[sells]} (${road.authority}, ${host}, read ${checked})`,
    plaza.direction ? `serves ${DIRECTION_WORD[plaza.direction]} traffic only` : undefined,
    unconfirmed ? `unconfirmed: ${unconfirmed}` : undefined,
    'lanes and canopy height are not known',
  ]
    .filter(Boolean)
    .join('; ');
}

// A road stop's note is at most 500 characters (road-stops.ts's schema): a longer one is the data's
// error to mend, never cut (a cut note lost its "lanes and canopy height are not known").
const NOTE_MAX = 500;
export function fitting(note: string, where: string): string {
  if (note.length > NOTE_MAX)
    throw new Error(`${where}'s note is ${note.length} characters (at most ${NOTE_MAX})`);
  return note;
}

/** The listed plazas as fuel stops, at their rest-area rows' places; a listed id the data lacks is an error. */
export function tollPlazaFuelRows(rest: readonly ServiceRow[], file: TollPlazaFuelFile): ServiceRow[] {
  const byId = new Map(rest.map((r) => [r.id, r]));
  return file.roads.flatMap((road) =>
    road.plazas.map((plaza): ServiceRow => {
      const row = byId.get(plaza.restAreaId);
      if (!row) throw new Error(`toll-plaza-fuel.json: no rest area ${plaza.restAreaId} (${plaza.name})`);
      const fuels = FUELS[plaza.sells ?? road.sells];
      return {
        id: `${row.id}-fuel`,
        kind: 'fuel',
        name: plaza.name,
        latitude: row.latitude,
        longitude: row.longitude,
        ...(row.address ? { address: row.address } : {}),
        detail: 'service plaza',
        ...(plaza.direction ? { direction: plaza.direction } : {}),
        ...(fuels ? { fuels } : {}),
        source: row.source,
        ...(row.attribution ? { attribution: row.attribution } : {}),
        note: fitting(tollPlazaNote(road, plaza, file.checked), `toll-plaza-fuel.json: ${plaza.name}`),
      };
    }),
  );
}
