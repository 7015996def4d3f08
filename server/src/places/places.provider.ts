import { z } from 'zod';
import type { Config } from '../config';
import type { Campground, DiscoverResponse, GeocodeFeature, NationalPark } from '@shared/schemas/places';
import { NEED_FILTERS } from '@shared/schemas/needs';
import type { ServicePlace, ServicesSearchQuery } from '@shared/schemas/road-stops';
import { campgroundSchema, geocodeFeatureSchema } from '@shared/schemas/places';
import { searchCatalogue } from '../catalogue/core/campgrounds';
import { discoverAlongRoute } from '../catalogue/core/discover';
import { searchServices } from '../catalogue/core/services';
import type { PlannerData } from '../catalogue/planner-data';
import type { LatLng } from '../geo';
import { haversineMiles, round } from '../geo';
import { loadBundledData } from '../catalogue/bundled-data';
import type { CampgroundQuery } from '../catalogue/catalogue-answers';
import { CAMPGROUND_RESULT_CAP, geocodeFeatures, nationalParkList } from '../catalogue/catalogue-answers';

export { CAMPGROUND_RESULT_CAP } from '../catalogue/catalogue-answers';
export type { CampgroundQuery } from '../catalogue/catalogue-answers';

export interface PlacesProvider {
  geocode(query: string): Promise<GeocodeFeature[]>;
  nationalParks(): Promise<NationalPark[]>;
  searchCampgrounds(q: CampgroundQuery): Promise<Campground[]>;
  discover(points: LatLng[]): Promise<DiscoverResponse>;
  /** Road services (fuel, rest areas, dump, water, propane, overnight parking) near a point. */
  searchServices(q: ServicesSearchQuery): Promise<ServicePlace[]>;
  // The engine always plans on the bundled data: it is local, complete and fast.
  plannerData(): PlannerData;
}

export function createBundledPlacesProvider(load: () => PlannerData = loadBundledData): PlacesProvider {
  let parkList: NationalPark[] | undefined;
  return {
    async geocode(query) {
      return geocodeFeatures(load(), query);
    },
    // The same list object every time, so the router's serialised copy (keyed by it) is reused.
    async nationalParks() {
      return (parkList ??= nationalParkList(load()));
    },
    async searchCampgrounds(q) {
      return searchCatalogue(load().campgrounds, q, CAMPGROUND_RESULT_CAP);
    },
    async discover(points) {
      return discoverAlongRoute(points, load());
    },
    async searchServices(q) {
      return searchServices(load().services, q);
    },
    plannerData: load,
  };
}

/** The catalogue's answers: the bundled provider's, or the same worked out elsewhere. */
export type CatalogueQueries = Pick<
  PlacesProvider,
  'geocode' | 'nationalParks' | 'searchCampgrounds' | 'discover' | 'searchServices'
>;

/**
 * The bundled catalogue answered by `queries` (the server's worker threads, which hold it), so this
 * thread neither loads nor searches it; plannerData() loads this thread's own copy on first use (only
 * the OpenAI provider's grounding reads it).
 */
export function createDelegatedPlacesProvider(
  queries: CatalogueQueries,
  load: () => PlannerData = loadBundledData,
): PlacesProvider {
  let parkList: Promise<NationalPark[]> | undefined;
  return {
    geocode: (query) => queries.geocode(query),
    // The same list object every time, so the router's serialised copy (keyed by it) is reused.
    nationalParks() {
      parkList ??= queries.nationalParks().catch((err: unknown) => {
        parkList = undefined;
        throw err;
      });
      return parkList;
    },
    searchCampgrounds: (q) => queries.searchCampgrounds(q),
    discover: (points) => queries.discover(points),
    searchServices: (q) => queries.searchServices(q),
    plannerData: load,
  };
}

type Warn = (message: string, err?: unknown) => void;
interface RemoteOptions {
  /** What answers from the bundled data (default: this thread, createBundledPlacesProvider). */
  bundled?: PlacesProvider;
  fetch?: typeof fetch;
  timeoutMs?: number;
  warn?: Warn;
}

const mapboxAnswer = z.object({ features: z.array(geocodeFeatureSchema.passthrough()) });
const npsAnswer = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      parkCode: z.string(),
      fullName: z.string(),
      description: z.string().default(''),
      latitude: z.string(),
      longitude: z.string(),
      designation: z.string().default(''),
      states: z.string().default(''),
      url: z.string().optional(),
      activities: z.array(z.object({ name: z.string() })).default([]),
    }),
  ),
});
const ridbAnswer = z.object({
  RECDATA: z.array(
    z.object({
      FacilityID: z.union([z.string(), z.number()]).transform(String),
      FacilityName: z.string(),
      FacilityDescription: z.string().default(''),
      FacilityLatitude: z.number(),
      FacilityLongitude: z.number(),
      FacilityPhone: z.string().default(''),
      FacilityEmail: z.string().default(''),
      Reservable: z.boolean().optional(),
    }),
  ),
});

const stripHtml = (s: string) =>
  s
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const NPS_CACHE_MS = 30 * 60 * 1000; // National parks cached 30 minutes

// Remote services when their keys are set; the bundled data answers whenever a call fails.
export function createPlacesProvider(config: Config, opts: RemoteOptions = {}): PlacesProvider {
  const bundled = opts.bundled ?? createBundledPlacesProvider();
  const doFetch = opts.fetch ?? fetch;
  const timeout = opts.timeoutMs ?? 8000;
  const warn: Warn = opts.warn ?? (() => {});
  const getJson = async (url: string, headers: Record<string, string> = {}) => {
    const res = await doFetch(url, { headers, signal: AbortSignal.timeout(timeout) });
    if (!res.ok) throw new Error(`${res.status} from ${new URL(url).host}`);
    return (await res.json()) as unknown;
  };
  const withFallback =
    <A extends unknown[], R>(name: string, remote: (...a: A) => Promise<R>, local: (...a: A) => Promise<R>) =>
    async (...a: A): Promise<R> => {
      try {
        return await remote(...a);
      } catch (err) {
        warn(`${name} failed; answering from bundled data`, err);
        return local(...a);
      }
    };

  const provider: PlacesProvider = { ...bundled };
  if (config.mapboxToken) {
    const token = config.mapboxToken;
    provider.geocode = withFallback(
      'Mapbox geocoding',
      async (query: string) => {
        const url =
          `https://api.mapbox.com/geocoding/v5/mapbox.places/${encodeURIComponent(query)}.json` +
          `?access_token=${encodeURIComponent(token)}&country=us&types=place,locality,neighborhood,address&limit=5`;
        const { features } = mapboxAnswer.parse(await getJson(url));
        return features.slice(0, 5).map((f) => ({ id: f.id, place_name: f.place_name, center: f.center }));
      },
      bundled.geocode,
    );
  }
  if (config.npsApiKey) {
    const key = config.npsApiKey;
    let cache: { at: number; parks: NationalPark[] } | undefined;
    provider.nationalParks = withFallback(
      'NPS API',
      async () => {
        if (cache && Date.now() - cache.at < NPS_CACHE_MS) return cache.parks;
        const { data } = npsAnswer.parse(
          await getJson('https://developer.nps.gov/api/v1/parks?limit=500', { 'X-Api-Key': key }),
        );
        const parks = data
          .filter((p) => /national park/i.test(p.designation) && p.latitude && p.longitude)
          .map((p) => ({
            id: p.parkCode,
            name: p.fullName,
            description: p.description,
            latitude: Number(p.latitude),
            longitude: Number(p.longitude),
            activities: p.activities.map((a) => a.name),
            states: p.states.split(',').filter(Boolean),
            ...(p.url ? { url: p.url } : {}),
            parkCode: p.parkCode,
          }));
        if (parks.length === 0) throw new Error('NPS API returned no national parks');
        cache = { at: Date.now(), parks };
        return parks;
      },
      bundled.nationalParks,
    );
  }
  if (config.ridbApiKey) {
    const key = config.ridbApiKey;
    provider.searchCampgrounds = withFallback(
      'RIDB',
      async (q: CampgroundQuery) => {
        const { lat, lng, radius } = q;
        // Live RIDB records carry no amenity tags: a filtered search answers from the catalogue.
        if (NEED_FILTERS.some(({ key }) => q[key]) || q.rvType || q.rigLengthFeet || q.date || q.type)
          return bundled.searchCampgrounds(q);
        const url = `https://ridb.recreation.gov/api/v1/facilities?latitude=${lat}&longitude=${lng}&radius=${radius}&activity=CAMPING&limit=50`;
        const { RECDATA } = ridbAnswer.parse(await getJson(url, { apikey: key }));
        const here = { latitude: lat, longitude: lng };
        return RECDATA.map((f) => {
          const p = { latitude: f.FacilityLatitude, longitude: f.FacilityLongitude };
          return campgroundSchema.parse({
            id: `ridb-${f.FacilityID}`,
            name: f.FacilityName,
            description: stripHtml(f.FacilityDescription).slice(0, 500),
            type: 'public',
            source: 'federal reservation service',
            ...(f.Reservable !== undefined ? { reservable: f.Reservable } : {}),
            amenities: [],
            amenitiesReported: true,
            ...(f.FacilityPhone ? { phone: f.FacilityPhone } : {}),
            ...(f.FacilityEmail ? { email: f.FacilityEmail } : {}),
            latitude: p.latitude,
            longitude: p.longitude,
            distance: round(haversineMiles(here, p), 1),
            facilityId: f.FacilityID,
            reservationUrl: `https://www.recreation.gov/camping/campgrounds/${f.FacilityID}`,
          });
        })
          .filter((c) => (c.distance ?? 0) <= radius)
          .sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0))
          .slice(0, CAMPGROUND_RESULT_CAP);
      },
      bundled.searchCampgrounds,
    );
  }
  return provider;
}
