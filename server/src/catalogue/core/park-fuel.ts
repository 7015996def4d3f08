import { z } from 'zod';
import type { ServiceRow } from './services';
import { FUELS, SAYS, SELLS, fitting } from './toll-plaza-fuel';

/**
 * Fuel stations inside national parks (data/rv-services/park-fuel.json, data/SOURCES.md): a remote
 * park's own pumps, which the truck-stop data lacks, so a trip into Big Bend is not told of a gap
 * its stations at Panther Junction and Rio Grande Village fill. Each station stands at a place of
 * data/park-roads.json (that place's point: no coordinates are added here) and says what its page
 * says it sells, in toll-plaza-fuel.ts's words, and its hours where the page gives them.
 */
const stationSchema = z
  .object({
    name: z.string().min(1),
    /** A place of data/park-roads.json: the station stands at (or within about a kilometre of) its point. */
    place: z.string().min(1),
    /** The page's hours, as the note says them ("fuel 24 hours"). */
    hours: z.string().min(1).optional(),
    sells: SELLS.optional(),
    unconfirmed: z.string().min(1).optional(),
  })
  .strict();

const parkSchema = z
  .object({
    park: z.string().min(1),
    authority: z.string().min(1),
    sourceUrl: z.string().url(),
    quote: z.string().min(1),
    sells: SELLS,
    /** Set when the page read is not the park's own (a newspaper relaying it): what rests on it. */
    unconfirmed: z.string().min(1).optional(),
    stations: z.array(stationSchema).min(1),
  })
  .strict();

export const parkFuelFileSchema = z
  .object({
    about: z.string(),
    checked: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    parks: z.array(parkSchema).min(1),
  })
  .strict();
export type ParkFuelFile = z.infer<typeof parkFuelFileSchema>;

/** The park-road places (data/park-roads.json's `places`): name to [longitude, latitude]. */
export type ParkPlaces = Record<string, { lngLat: [number, number] }>;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The note a park station's fuel stop carries: its park, what the page says, hours, place, what is unconfirmed. */
export function parkFuelNote(
  park: z.infer<typeof parkSchema>,
  station: z.infer<typeof stationSchema>,
  checked: string,
): string {
  const sells = station.sells ?? park.sells;
  const host = new URL(park.sourceUrl).hostname.replace(/^www\./, '');
  const unconfirmed = [park.unconfirmed, station.unconfirmed].filter(Boolean).join('; ');
  return [
    `${park.park}'s own fuel station: ${SAYS[sells]} (${park.authority}, ${host}, read ${checked})`,
    station.hours,
    `placed at our park-road point for ${station.place}, near it but not its own point`,
    unconfirmed ? `unconfirmed: ${unconfirmed}` : undefined,
    'lanes and canopy height are not known',
  ]
    .filter(Boolean)
    .join('; ');
}

/** The listed stations as fuel stops at their park-road places; a place the file lacks is an error. */
export function parkFuelRows(places: ParkPlaces, file: ParkFuelFile): ServiceRow[] {
  return file.parks.flatMap((park) =>
    park.stations.map((station): ServiceRow => {
      const at = places[station.place];
      if (!at) throw new Error(`park-fuel.json: no park-road place ${station.place} (${station.name})`);
      const fuels = FUELS[station.sells ?? park.sells];
      return {
        id: `park-fuel-${slug(station.name)}`,
        kind: 'fuel',
        name: station.name,
        latitude: at.lngLat[1],
        longitude: at.lngLat[0],
        detail: 'park fuel station',
        ...(fuels ? { fuels } : {}),
        source: park.authority,
        note: fitting(parkFuelNote(park, station, file.checked), `park-fuel.json: ${station.name}`),
      };
    }),
  );
}
