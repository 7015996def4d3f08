import type { z } from 'zod';
import type { ZodOpenApiOperationObject } from 'zod-openapi';
import { messageResponseSchema } from '@shared/schemas/auth';
import { errorResponseSchema } from '@shared/schemas/error-response';

// One operation of the API document: its request, its success and the error answers it gives.

export type Op = {
  summary: string;
  auth?: boolean;
  body?: z.ZodType;
  params?: z.ZodObject;
  query?: z.ZodType;
  headers?: z.ZodObject;
  response?: z.ZodType;
  status?: '200' | '201' | '204';
  /** The client errors this route answers beyond 400/401/429 (a path parameter's 404 and a body's 413 are added). */
  errors?: Partial<Record<ClientError, string>>;
};

export type ClientError = '403' | '404' | '409' | '410' | '413' | '422';
export const NOT_FOUND = 'Not found, or not yours';
export const TOO_LARGE = 'Request body too large';
export const MONTHLY_LIMIT = "No trips left in this month's plan";
export const UNUSABLE_PLACE =
  'A place the planner cannot find or reach by road, a name that fits more than one town of a state (code location-ambiguous, `choices` lists them), or a plan past its bounds';

export const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });
export const errorResponse = (description: string) => ({ description, ...json(errorResponseSchema) });

/** The 4xx answers a route gives besides 400, 401 and 429: its own, a path parameter's 404, a body's 413. */
function clientErrors(op: Op) {
  const errors: Partial<Record<ClientError, string>> = {
    ...(op.params ? { '404': NOT_FOUND } : {}),
    ...(op.body ? { '413': TOO_LARGE } : {}),
    ...op.errors,
  };
  return Object.fromEntries(Object.entries(errors).map(([status, text]) => [status, errorResponse(text)]));
}

export function operation(op: Op): ZodOpenApiOperationObject {
  const ok = op.status ?? '200';
  return {
    summary: op.summary,
    ...(op.auth ? { security: [{ bearer: [] }] } : {}),
    ...(op.body ? { requestBody: { required: true, ...json(op.body) } } : {}),
    ...(op.params || op.query || op.headers
      ? {
          requestParams: {
            ...(op.params ? { path: op.params } : {}),
            ...(op.query ? { query: op.query as z.ZodObject } : {}),
            ...(op.headers ? { header: op.headers } : {}),
          },
        }
      : {}),
    responses: {
      [ok]:
        ok === '204'
          ? { description: 'Done' }
          : { description: 'Success', ...json(op.response ?? messageResponseSchema) },
      '400': errorResponse('Invalid input: the first problem found'),
      ...(op.auth ? { '401': errorResponse('Missing or expired session') } : {}),
      ...clientErrors(op),
      '429': errorResponse('Too many requests; see Retry-After'),
      '503': errorResponse('A backing service is unavailable; see Retry-After'),
    },
  };
}

