import { isValidMapToken } from './map-rules';

export type MapTokenState = 'missing' | 'invalid' | 'valid';

/** Missing (unset or blank), invalid (set, but not a usable Mapbox token: under 40 characters) or valid. */
export function mapTokenStateOf(raw: string | undefined | null): MapTokenState {
  if (!raw || raw.trim() === '') return 'missing';
  return isValidMapToken(raw) ? 'valid' : 'invalid';
}

const raw = import.meta.env.VITE_MAPBOX_TOKEN as string | undefined;

/** The state of the site's Mapbox token, as built into the client. */
export const mapTokenState: MapTokenState = mapTokenStateOf(raw);

/** The Mapbox token when it is usable (at least 40 characters), else null. */
export const mapboxToken: string | null = isValidMapToken(raw) ? raw.trim() : null;
