import { isValidMapToken } from './map-rules';

const raw = import.meta.env.VITE_MAPBOX_TOKEN as string | undefined;

/** The Mapbox token when it is usable (SPEC 5: at least 40 characters), else null. */
export const mapboxToken: string | null = isValidMapToken(raw) ? raw.trim() : null;
