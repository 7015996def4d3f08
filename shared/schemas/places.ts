import { z } from 'zod';
import { RV_TYPES } from '../constants';
import type { NeedFilterKey, ReportedFlag } from './needs';
import { NEED_FILTERS, REPORTED_FLAG_KEYS } from './needs';
import { RIG_LIMITS } from '../plan/rig-profile';

export const latitudeSchema = z.coerce
  .number({ message: 'lat must be a number' })
  .min(-90, 'lat must be between -90 and 90')
  .max(90, 'lat must be between -90 and 90');
export const longitudeSchema = z.coerce
  .number({ message: 'lng must be a number' })
  .min(-180, 'lng must be between -180 and 180')
  .max(180, 'lng must be between -180 and 180');

// Mapbox-compatible subset, so the client reads the bundled and the remote geocoder alike.
export const geocodeFeatureSchema = z.object({
  id: z.string(),
  place_name: z.string(),
  center: z.tuple([z.number(), z.number()]), // [lng, lat]
  // The credit the match's data asks for ('© OpenStreetMap contributors'); Mapbox features have none.
  attribution: z.string().optional(),
});
export type GeocodeFeature = z.infer<typeof geocodeFeatureSchema>;

export const geocodeResponseSchema = z.object({ features: z.array(geocodeFeatureSchema).max(5) });
export type GeocodeResponse = z.infer<typeof geocodeResponseSchema>;

export const geocodeQuerySchema = z.object({
  q: z
    .string({ message: 'Query parameter q is required' })
    .trim()
    .min(1, 'Query parameter q is required')
    .max(200, 'Query parameter q is too long'),
});

// Campground type and source values.
// `unknown`: the record does not say who runs the park (shown as "Campground").
export const campgroundTypeSchema = z.enum(['public', 'private', 'national-park', 'state', 'unknown']);
export const campgroundSourceSchema = z.enum([
  'federal reservation service',
  'national park service',
  'places service',
  'enhanced internal database',
  'reservation-software service',
]);

// OpenStreetMap records are ODbL: credit them wherever they are shown, with this link.
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';
export const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';

const reportedFlag = z.enum(['yes', 'no', 'unknown']);
// A flag a stored record lacks (plans saved before the sewer flag) reads as unknown.
const flagOrUnknown = reportedFlag.default('unknown');
const reportedFlags = Object.fromEntries(REPORTED_FLAG_KEYS.map((key) => [key, flagOrUnknown])) as Record<
  ReportedFlag,
  typeof flagOrUnknown
>;
// Attributes as the data reports them; 'unknown' (or absent) when it says nothing, never a guess.
// The yes/no/unknown flags are the needs vocabulary's (electric hook-ups, dump station, ...).
export const reportedAttributesSchema = z.object({
  ...reportedFlags,
  fee: reportedFlag, // whether a fee is charged (OSM gives no amount)
  maxLengthFeet: z.number().optional(),
  reservation: z.enum(['yes', 'required', 'recommended', 'accepted', 'no']).optional(),
  season: z.string().optional(), // e.g. 'Season: Apr-Oct (reported)'
});
export type ReportedAttributes = z.infer<typeof reportedAttributesSchema>;

export const campgroundSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: campgroundTypeSchema,
  source: campgroundSourceSchema,
  reservable: z.boolean().optional(), // the bundled data does not know; remote data may
  // Bundled rows: keyword matches in the description, not surveyed facts (data/SOURCES.md).
  amenities: z.array(z.string()),
  amenitiesReported: z.boolean(),
  phone: z.string().optional(),
  email: z.string().optional(),
  website: z.string().optional(),
  latitude: z.number(),
  longitude: z.number(),
  state: z.string().optional(),
  distance: z.number().optional(), // miles from the search point
  facilityId: z.string().optional(),
  reservationUrl: z.string().optional(),
  reportedCost: z.number().optional(), // USD per night, indicative only
  reportedRigTypes: z.array(z.string()).optional(),
  reportedRoadSurface: z.string().optional(),
  // Catalogue fields: which data set the record comes from, and its reported attributes.
  dataSource: z.enum(['RIDB', 'OpenStreetMap']).optional(),
  category: z.string().optional(), // OSM keyword guess: koa, private_inferred, state_park, ...
  address: z.string().optional(),
  rvEvidence: z.boolean().optional(), // an RV park, caravan site, or RV hook-ups/dump station tagged
  militaryOnly: z.boolean().optional(), // a base FamCamp: military ID holders only (found only for them)
  reported: reportedAttributesSchema.optional(),
  attribution: z.string().optional(), // '© OpenStreetMap contributors' on every OSM-derived record
  attributionUrl: z.string().optional(),
});
export type Campground = z.infer<typeof campgroundSchema>;

const flag = z
  .enum(['true', 'false', '1', '0', ''], { message: 'filters must be true or false' })
  .optional()
  .transform((v) => v === 'true' || v === '1');

const needFilters = Object.fromEntries(NEED_FILTERS.map(({ key }) => [key, flag])) as Record<
  NeedFilterKey,
  typeof flag
>;
const rigLengthMessage = `rigLengthFeet must be between ${RIG_LIMITS.lengthFeet.min} and ${RIG_LIMITS.lengthFeet.max}`;
// Amenity filters of the campground search, one per need: a park must report the need to pass.
export const campgroundFiltersSchema = z.object({
  ...needFilters,
  rvType: z.enum(RV_TYPES, { message: 'rvType is not a known RV type' }).optional(),
  // The traveller's own rig length (feet): parks reporting a shorter maximum are left out. Without
  // it, the typical length of rvType is taken (shared/plan/rig-profile.ts).
  rigLengthFeet: z.coerce
    .number({ message: rigLengthMessage })
    .min(RIG_LIMITS.lengthFeet.min, rigLengthMessage)
    .max(RIG_LIMITS.lengthFeet.max, rigLengthMessage)
    .optional(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be yyyy-mm-dd')
    .optional(),
  // The nights of a stay from `date` (a park swapped in for a stay sleeps every one of them): a park
  // closed on any is left out, as the planner leaves it out of the stay. Absent: the one night.
  nights: z.coerce
    .number({ message: 'nights must be a whole number from 1 to 60' })
    .int('nights must be a whole number from 1 to 60')
    .min(1, 'nights must be a whole number from 1 to 60')
    .max(60, 'nights must be a whole number from 1 to 60')
    .optional(),
  type: campgroundTypeSchema.optional(),
  // The traveller holds a military ID: base FamCamps are found too (never for anyone else).
  militaryAccess: flag,
});
export type CampgroundFilters = Partial<z.infer<typeof campgroundFiltersSchema>>;

export const campgroundSearchQuerySchema = z.object({
  lat: latitudeSchema,
  lng: longitudeSchema,
  radius: z.coerce
    .number({ message: 'radius must be a number' })
    .positive('radius must be greater than 0')
    .max(500, 'radius must be at most 500 miles')
    .default(50),
}).merge(campgroundFiltersSchema);
export type CampgroundSearchQuery = z.infer<typeof campgroundSearchQuerySchema>;

export const campgroundListSchema = z.array(campgroundSchema);

export const nationalParkSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  activities: z.array(z.string()),
  states: z.array(z.string()).optional(),
  url: z.string().optional(),
  parkCode: z.string().optional(),
});
export type NationalPark = z.infer<typeof nationalParkSchema>;
export const nationalParkListSchema = z.array(nationalParkSchema);

// Six Discover categories, three locations each.
export const discoverCategorySchema = z.enum([
  'hiking',
  'restaurants',
  'pet-friendly',
  'viewpoints',
  'farmers markets',
  'fuel stops',
]);
export type DiscoverCategory = z.infer<typeof discoverCategorySchema>;

export const discoverLocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  distance: z.number().optional(), // miles from the nearest route point
  url: z.string().optional(),
  // 'town' entries are searches in a real town, never a named business.
  kind: z.enum(['national-park', 'campground', 'town']),
});
export type DiscoverLocation = z.infer<typeof discoverLocationSchema>;

export const discoverResponseSchema = z.object({
  categories: z.array(
    z.object({ category: discoverCategorySchema, locations: z.array(discoverLocationSchema).max(3) }),
  ),
});
export type DiscoverResponse = z.infer<typeof discoverResponseSchema>;

// Either one point (lat, lng) or a route as "lat,lng;lat,lng;..." (up to 50 points).
export const discoverQuerySchema = z
  .object({
    lat: latitudeSchema.optional(),
    lng: longitudeSchema.optional(),
    points: z.string().max(2000, 'points is too long').optional(),
  })
  .transform((q, ctx) => {
    const pts: Array<{ latitude: number; longitude: number }> = [];
    if (q.points) {
      for (const pair of q.points.split(';')) {
        const [a, b] = pair.split(',').map((s) => Number(s.trim()));
        if (!Number.isFinite(a) || !Number.isFinite(b) || Math.abs(a) > 90 || Math.abs(b) > 180) {
          ctx.addIssue({ code: 'custom', message: 'points must be "lat,lng;lat,lng"' });
          return z.NEVER;
        }
        pts.push({ latitude: a, longitude: b });
      }
    }
    if (q.lat !== undefined && q.lng !== undefined) pts.push({ latitude: q.lat, longitude: q.lng });
    if (pts.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'lat and lng (or points) are required' });
      return z.NEVER;
    }
    if (pts.length > 50) {
      ctx.addIssue({ code: 'custom', message: 'At most 50 route points are allowed' });
      return z.NEVER;
    }
    return { points: pts };
  });
export type DiscoverQuery = z.infer<typeof discoverQuerySchema>;
