import type { RequestHandler } from 'express';
import type { ZodType } from 'zod';

export type Schemas = { body?: ZodType; query?: ZodType; params?: ZodType };

/** A validating handler keeps its schemas, so a test can hold the OpenAPI document to the routes. */
export type ValidatingHandler = RequestHandler & { schemas: Schemas };

/**
 * Parses the request with the shared zod schemas. Parsed body and params replace the raw ones;
 * the parsed query goes to res.locals.query because Express 5's req.query is a read-only getter.
 * A failure throws the ZodError, which the error handler turns into 400 with the first message.
 */
export function validate(schemas: Schemas): ValidatingHandler {
  const handler: RequestHandler = (req, res, next) => {
    if (schemas.params) req.params = schemas.params.parse(req.params) as typeof req.params;
    if (schemas.query) res.locals.query = schemas.query.parse(req.query);
    if (schemas.body) req.body = schemas.body.parse(req.body ?? {});
    next();
  };
  return Object.assign(handler, { schemas });
}
