import { dayRoadStopsInputSchema, dayRoadStopsSchema } from '@shared/schemas/day-road-stops';
import { z } from 'zod';
import { createDocument } from 'zod-openapi';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import * as authSchemas from '@shared/schemas/auth';
import {
  billingConfigSchema,
  checkoutSessionResponseSchema,
  createCheckoutSessionInputSchema,
  demoCheckoutSessionSchema,
  demoCompleteInputSchema,
  demoCompleteResponseSchema,
  portalSessionResponseSchema,
  sessionIdSchema,
  subscriptionSummarySchema,
  verifySessionResponseSchema,
} from '@shared/schemas/billing';
import {
  campgroundListSchema,
  campgroundSearchQuerySchema,
  discoverQuerySchema,
  discoverResponseSchema,
  geocodeQuerySchema,
  geocodeResponseSchema,
  nationalParkListSchema,
} from '@shared/schemas/places';
import { tripPlanSchema } from '@shared/schemas/plan';
import {
  stayReminderParamsSchema,
  tripRemindersInputSchema,
  tripRemindersSchema,
} from '@shared/schemas/reminders';
import { servicePlaceListSchema, servicesSearchQuerySchema } from '@shared/schemas/road-stops';
import { generateTripRequestSchema, plannedTripSchema } from '@shared/schemas/planned-trip';
import {
  createTripInputSchema,
  shareTripInputSchema,
  tripDocumentSchema,
  tripIdSchema,
  tripListQuerySchema,
  tripSummarySchema,
  tripUsageSchema,
  updateTripInputSchema,
} from '@shared/schemas/trip-document';
import { authResponseSchema, userSchema } from '@shared/schemas/user';
import { exportFormatSchema } from '@shared/exports/formats';
import { weatherSchema } from '@shared/schemas/weather';
import {
  roadLegsInputSchema,
  roadLegsSchema,
  roadPlacesQuerySchema,
  roadPlacesSchema,
  roadRouteQuerySchema,
  roadRouteSchema,
} from '@shared/schemas/road-route';
import type { Op } from './openapi-operation';
import { MONTHLY_LIMIT, NOT_FOUND, TOO_LARGE, UNUSABLE_PLACE, operation } from './openapi-operation';

/**
 * The weather route takes a place (q) or coordinates (lat and lng): a union, which OpenAPI lists as
 * optional parameters (the route answers 400 unless one of the two is given).
 */
const weatherQueryParameters = z.object({
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
  q: z.string().max(200).optional(),
});

// The API contract, generated from the same shared zod schemas the routes validate with, so outside
// tools can call and fuzz the API. server/src/http/openapi.test.ts checks every path answers.

const tripParams = z.object({ id: tripIdSchema });
const stayReminderParams = tripParams.extend(stayReminderParamsSchema.shape);
const sessionParams = z.object({ sessionId: sessionIdSchema });
const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'starting']),
  database: z.enum(['ok', 'unreachable']),
  redis: z.enum(['ok', 'unreachable', 'not configured']),
  dialect: z.enum(['sqlite', 'postgres']),
  message: z.string().optional(),
});
const readySchema = z.object({
  status: z.enum(['ready', 'starting', 'failed', 'unavailable']),
  message: z.string().optional(),
});

export const apiOperations: Record<
  string,
  Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete', Op>>
> = {
  '/api/health': {
    get: {
      summary: 'Database and Redis status, and whether start-up loading is done',
      response: healthSchema,
    },
  },
  '/api/ready': {
    get: {
      summary: 'Readiness: 200 once the plan threads and data are loaded, 503 (with Retry-After) until then',
      response: readySchema,
    },
  },
  '/api/auth/register': {
    post: {
      summary: 'Create an account',
      errors: { '409': 'The email or username is taken' },
      body: authSchemas.registerInputSchema,
      response: authResponseSchema,
      status: '201',
    },
  },
  '/api/auth/login': {
    post: { summary: 'Sign in', body: authSchemas.loginInputSchema, response: authResponseSchema },
  },
  '/api/auth/me': {
    get: { summary: 'The signed-in user', auth: true, response: userSchema },
    patch: {
      summary: 'Update first and last name',
      auth: true,
      body: authSchemas.updateProfileInputSchema,
      response: userSchema,
    },
    delete: {
      summary: 'Delete the account',
      auth: true,
      body: authSchemas.deleteAccountInputSchema,
      status: '204',
    },
  },
  '/api/auth/logout': { post: { summary: 'Sign out everywhere', auth: true, status: '204' } },
  '/api/auth/change-password': {
    post: {
      summary: 'Change the password',
      auth: true,
      body: authSchemas.changePasswordInputSchema,
      response: authResponseSchema,
    },
  },
  '/api/auth/forgot-password': {
    post: { summary: 'Mail a reset link', body: authSchemas.forgotPasswordInputSchema },
  },
  '/api/auth/reset-password': {
    post: { summary: 'Set a new password with a reset token', body: authSchemas.resetPasswordInputSchema },
  },
  '/api/trip-plans': {
    get: {
      summary: "The user's trips, a page at a time (the next page's address is in the Link header)",
      auth: true,
      query: tripListQuerySchema,
      response: z.array(tripSummarySchema),
    },
    post: {
      summary: 'Create a trip',
      errors: {
        '403': MONTHLY_LIMIT,
        '409': 'The trip id is taken',
        '413': 'The trip document is too large',
      },
      auth: true,
      body: createTripInputSchema,
      response: tripDocumentSchema,
      status: '201',
    },
  },
  '/api/trip-plans/usage': {
    get: { summary: 'Trips this month and the limit', auth: true, response: tripUsageSchema },
  },
  '/api/trip-plans/sample': {
    post: {
      summary: 'Add the sample trips',
      errors: { '403': 'The sample trips were added already' },
      auth: true,
      response: z.object({ trips: z.array(tripSummarySchema) }),
      status: '201',
    },
  },
  '/api/trip-plans/{id}': {
    get: {
      summary: 'A trip (the owner, or anyone when shared)',
      params: tripParams,
      response: tripDocumentSchema,
    },
    put: {
      summary: 'Update a trip',
      errors: {
        '403': MONTHLY_LIMIT,
        '409': 'A newer version exists (sent as `current`)',
        '413': 'The trip document is too large',
      },
      auth: true,
      params: tripParams,
      body: updateTripInputSchema,
      response: tripDocumentSchema,
    },
    delete: { summary: 'Delete a trip', auth: true, params: tripParams, status: '204' },
  },
  '/api/trip-plans/{id}/share': {
    post: {
      summary: 'Share a trip read-only',
      auth: true,
      params: tripParams,
      body: shareTripInputSchema,
      response: tripDocumentSchema,
    },
    delete: { summary: 'End a share', auth: true, params: tripParams, response: tripDocumentSchema },
  },
  '/api/trip-plans/{id}/reminders': {
    get: {
      summary: "The trip's booking-window reminders: on or off, and each e-mail planned or sent (the owner)",
      auth: true,
      params: tripParams,
      response: tripRemindersSchema,
    },
    put: {
      summary: 'Turn booking-window reminders on (Pro; 403 on a free account) or off (the owner)',
      auth: true,
      params: tripParams,
      body: tripRemindersInputSchema,
      response: tripRemindersSchema,
    },
  },
  '/api/trip-plans/{id}/reminders/stays/{day}': {
    put: {
      summary:
        'Turn booking-window reminders on (Pro; 403 on a free account) or off for the one stay that begins on a day (the owner; 400 when no stay with a known window begins that day)',
      auth: true,
      params: stayReminderParams,
      body: tripRemindersInputSchema,
      response: tripRemindersSchema,
    },
  },
  '/api/trip-plans/{id}/export/{format}': {
    get: {
      summary: 'The trip as a navigator, map or calendar file (the owner, or anyone when shared)',
      errors: { '422': 'The trip has nothing to export in this format' },
      params: tripParams.extend({ format: exportFormatSchema }),
    },
  },
  '/api/geocode': {
    get: { summary: 'Place search', query: geocodeQuerySchema, response: geocodeResponseSchema },
  },
  '/api/national-parks': { get: { summary: 'National parks', response: nationalParkListSchema } },
  '/api/campgrounds/search': {
    get: {
      summary: 'Campgrounds near a point',
      query: campgroundSearchQuerySchema,
      response: campgroundListSchema,
    },
  },
  '/api/services/search': {
    get: {
      summary:
        'Road services near a point (fuel at truck stops, rest areas, dump stations, water hints, propane, overnight parking), nearest first, at most 200',
      query: servicesSearchQuerySchema,
      response: servicePlaceListSchema,
    },
  },
  '/api/discover': {
    get: { summary: 'Places along a route', query: discoverQuerySchema.in, response: discoverResponseSchema },
  },
  '/api/weather': {
    get: {
      summary: 'Current weather and forecast',
      query: weatherQueryParameters,
      response: weatherSchema,
      errors: { '404': 'Location not found' },
    },
  },
  '/api/road-route': {
    get: {
      summary: 'Road miles and drive time between two places',
      errors: { '422': UNUSABLE_PLACE },
      query: roadRouteQuerySchema,
      response: roadRouteSchema,
    },
  },
  '/api/road-route/places': {
    get: {
      summary:
        'Whether the planner can find both places and reach them by road (asked before a trip is saved); 422 with `place` naming the one it cannot use',
      errors: { '422': UNUSABLE_PLACE },
      query: roadPlacesQuerySchema,
      response: roadPlacesSchema,
    },
  },
  '/api/road-route/legs': {
    post: {
      summary: 'Points routed on roads leg by leg',
      body: roadLegsInputSchema,
      response: roadLegsSchema,
      errors: { '422': 'No road route between the points' },
    },
  },
  '/api/plan/road-stops': {
    post: {
      summary:
        "Re-plan the road stops of a plan's days after an edit changed some of them (another park, a re-routed drive): every day from the first changed one on, with the road-stop sentences that replace the old ones",
      body: dayRoadStopsInputSchema,
      response: dayRoadStopsSchema,
    },
  },
  '/api/ai/generate-trip': {
    post: {
      summary:
        "Plan an itinerary; with tripId (signed in), plan it into that saved trip and store it there. Each drive day carries roadStops in route order: fuel by the rig's range, breaks, dump, water, propane and overnight parking, each with its mile along the day's route and an estimated detour",
      body: generateTripRequestSchema,
      errors: {
        '404': 'tripId names no trip of yours',
        '409': 'The trip kept changing while the plan was stored',
        '422': UNUSABLE_PLACE,
      },
      response: z.union([tripPlanSchema, plannedTripSchema]),
    },
  },
  '/api/stripe/config': { get: { summary: 'Plans and the payment provider', response: billingConfigSchema } },
  '/api/stripe/create-checkout-session': {
    post: {
      summary: 'Start a checkout',
      errors: { '403': 'A checkout for another account', '409': 'Already subscribed to Pro' },
      auth: true,
      body: createCheckoutSessionInputSchema,
      response: checkoutSessionResponseSchema,
    },
  },
  '/api/stripe/verify-session/{sessionId}': {
    get: {
      summary: 'Verify a completed checkout',
      errors: { '409': 'The checkout is not complete yet' },
      auth: true,
      params: sessionParams,
      response: verifySessionResponseSchema,
    },
  },
  '/api/stripe/demo/sessions/{sessionId}': {
    get: {
      summary: 'A demo checkout session',
      auth: true,
      params: sessionParams,
      response: demoCheckoutSessionSchema,
    },
  },
  '/api/stripe/demo/complete': {
    post: {
      summary: 'Complete a demo checkout',
      errors: { '404': NOT_FOUND, '410': 'The checkout session expired' },
      auth: true,
      body: demoCompleteInputSchema,
      response: demoCompleteResponseSchema,
    },
  },
  '/api/stripe/subscription': {
    get: { summary: 'The subscription', auth: true, response: subscriptionSummarySchema },
  },
  '/api/stripe/cancel': {
    post: { summary: 'Cancel at period end (demo)', auth: true, response: subscriptionSummarySchema },
  },
  '/api/stripe/portal-session': {
    post: { summary: 'Stripe customer portal', auth: true, response: portalSessionResponseSchema },
  },
  '/api/stripe/webhook': {
    post: {
      summary: 'Stripe webhooks (the raw event body, signed)',
      errors: { '413': TOO_LARGE },
      // Stripe's signature of the exact body; a missing or wrong one answers 400.
      headers: z.object({ 'stripe-signature': z.string().optional() }),
    },
  },
  '/api/openapi.json': { get: { summary: 'This document', response: z.record(z.string(), z.unknown()) } },
};

let cached: object | undefined;

export function openApiDocument(): object {
  if (cached) return cached;
  const paths: ZodOpenApiPathsObject = {};
  for (const [path, ops] of Object.entries(apiOperations)) {
    paths[path] = Object.fromEntries(Object.entries(ops).map(([method, op]) => [method, operation(op)]));
  }
  cached = createDocument({
    openapi: '3.1.0',
    info: {
      title: 'RV Trip Planner API',
      version: '1.0.0',
      description:
        'Every error is JSON { "message": string, "code": string }: the message is for people, the code (one of the ' +
        'listed values, never renamed) is for programs. Sessions are bearer tokens from /api/auth/login.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  });
  return cached;
}
