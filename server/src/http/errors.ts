import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import type { ErrorCode } from '@shared/schemas/error-codes';
import type { ErrorResponse } from '@shared/schemas/error-response';
import { codeForStatus } from '@shared/schemas/error-codes';

/** Fields sent beside `message` and `code`; `code` here sets the answer's code (else the status's). */
export type HttpErrorExtra = Record<string, unknown> & { code?: ErrorCode };

export class HttpError extends Error {
  readonly status: number;
  /** The stable code sent with the message (shared/schemas/error-codes.ts). */
  readonly code: ErrorCode;
  /** Extra fields sent beside `message`, e.g. the current document with a 409. */
  readonly extra?: Record<string, unknown>;
  /** Sent as Retry-After (seconds) with a 429 or 503. */
  readonly retryAfterSeconds?: number;
  constructor(status: number, message: string, extra?: HttpErrorExtra, retryAfterSeconds?: number) {
    super(message);
    this.status = status;
    const { code, ...fields } = extra ?? {};
    this.code = code ?? codeForStatus(status);
    this.extra = Object.keys(fields).length > 0 ? fields : undefined;
    this.retryAfterSeconds = retryAfterSeconds;
    this.name = 'HttpError';
  }
}

/** An error answer: `{ message, code }` and any extra fields. */
export const errorBody = (message: string, code: ErrorCode, extra?: Record<string, unknown>): ErrorResponse => ({
  ...extra,
  message,
  code,
});

/** Unknown /api paths answer JSON, not the SPA. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json(errorBody(`No API route for ${req.method} ${req.path}`, 'not-found'));
};

/** The API takes same-origin requests only: OPTIONS (a CORS preflight) gets a JSON 405 like any other answer. */
export const apiOptions: RequestHandler = (req, res) => {
  res.setHeader('Allow', 'GET, HEAD, POST, PUT, PATCH, DELETE');
  res
    .status(405)
    .json(
      errorBody(
        `The API answers same-origin requests only; ${req.method} is not one of its methods`,
        'method-not-allowed',
      ),
    );
};

/** Outside the API only pages are served: GET and HEAD, answered in JSON when nothing matched. */
export const pageFallback: RequestHandler = (req, res) => {
  if (req.method === 'GET' || req.method === 'HEAD') {
    res.status(404).json(errorBody(`Nothing here at ${req.path}`, 'not-found'));
    return;
  }
  res.setHeader('Allow', 'GET, HEAD');
  res.status(405).json(errorBody(`${req.method} is not allowed on ${req.path}`, 'method-not-allowed'));
};

type BodyParserError = Error & { type?: string; status?: number; expose?: boolean };

export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  // PostgreSQL: connection exceptions, admin shutdown, cannot connect now, too many connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** True for errors that mean a backing service (database, Redis) is down rather than a bug. */
export function isUnavailableError(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && unavailableCodes.has(code)) return true;
  const message = err instanceof Error ? err.message : '';
  return /Connection terminated|connection timeout|Connection is closed|timeout exceeded when trying to connect|max retries per request|Stream isn't writeable/i.test(
    message,
  );
}

// The `type` values body-parser and raw-body give their errors. Other libraries (Stripe's SDK) also put
// a `type` on errors, so only these count as a bad request body.
const bodyParserTypes = new Set([
  'entity.parse.failed',
  'entity.too.large',
  'entity.verify.failed',
  'encoding.unsupported',
  'charset.unsupported',
  'request.aborted',
  'request.size.invalid',
  'stream.encoding.set',
  'stream.not.readable',
  'parameters.too.many',
]);

/** Stripe's SDK errors (StripeConnectionError, StripeAPIError, ...): the payment provider failed us. */
function isStripeError(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const type = (err as { type?: unknown }).type;
  return typeof type === 'string' && /^Stripe[A-Za-z]*Error$/.test(type);
}

/** A client error (4xx) raised by Express middleware (body-parser, static files) via http-errors. */
function clientErrorStatus(err: unknown): number | null {
  if (!err || typeof err !== 'object') return null;
  const { status, statusCode } = err as { status?: unknown; statusCode?: unknown };
  const value = typeof status === 'number' ? status : typeof statusCode === 'number' ? statusCode : null;
  return value !== null && value >= 400 && value < 500 ? value : null;
}

export const PAYMENT_PROVIDER_ERROR = 'The payment provider could not be reached. Please try again in a moment.';

/** How an area's own error is answered: its status, its code, any fields beside the message, and Retry-After. */
export type DomainErrorAnswer = {
  status: number;
  code: ErrorCode;
  extra?: Record<string, unknown>;
  retryAfterSeconds?: number;
  /** Logged as a warning: an answer that says the server had a problem worth an operator's eye. */
  warn?: string;
};

/**
 * How an area's own error answers (its message is the answer's message), or undefined for an error
 * that is not one of them. The app owns the table (domain-errors.ts): http/ knows no area.
 */
export type DomainErrorStatus = (err: unknown) => DomainErrorAnswer | undefined;

export function createErrorHandler(logger: Logger, domainStatus: DomainErrorStatus = () => undefined): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    if (res.headersSent) return;
    if (err instanceof ZodError) {
      const issue = err.issues[0];
      res.status(400).json(errorBody(issue ? issue.message : 'Invalid request', 'validation'));
      return;
    }
    if (err instanceof HttpError) {
      if (err.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(err.retryAfterSeconds));
      res.status(err.status).json(errorBody(err.message, err.code, err.extra));
      return;
    }
    const domain = domainStatus(err);
    if (domain !== undefined) {
      const message = err instanceof Error ? err.message : 'Invalid request';
      if (domain.warn) logger.warn({ err, method: req.method, url: req.originalUrl }, domain.warn);
      if (domain.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(domain.retryAfterSeconds));
      res.status(domain.status).json(errorBody(message, domain.code, domain.extra));
      return;
    }
    const parserError = err as BodyParserError;
    if (parserError && typeof parserError === 'object' && parserError.type && bodyParserTypes.has(parserError.type)) {
      const status = typeof parserError.status === 'number' ? parserError.status : 400;
      const message =
        parserError.type === 'entity.parse.failed'
          ? 'Malformed JSON in request body'
          : parserError.type === 'entity.too.large'
            ? 'Request body is too large'
            : parserError.type === 'encoding.unsupported'
              ? 'Unsupported content encoding'
              : 'Invalid request body';
      const code = parserError.type === 'entity.too.large' ? 'payload-too-large' : 'malformed-body';
      res.status(status >= 400 && status < 500 ? status : 400).json(errorBody(message, code));
      return;
    }
    if (isStripeError(err)) {
      logger.error({ err, method: req.method, url: req.originalUrl }, 'Payment provider error');
      res.status(502).json(errorBody(PAYMENT_PROVIDER_ERROR, 'upstream-failed'));
      return;
    }
    if (isUnavailableError(err)) {
      logger.warn({ err, method: req.method, url: req.originalUrl }, 'Backing service unavailable');
      res.setHeader('Retry-After', '5');
      res.status(503).json(errorBody(UNAVAILABLE_MESSAGE, 'unavailable'));
      return;
    }
    // Errors Express middleware raise on purpose keep their 4xx: a missing static file is 404, a path
    // outside the static root 403, a body that cannot be decoded (bad gzip) 400.
    const clientStatus = clientErrorStatus(err);
    if (clientStatus !== null) {
      const message =
        clientStatus === 404 ? 'Not found' : clientStatus === 403 ? 'Forbidden' : 'Invalid request body';
      res.status(clientStatus).json(errorBody(message, clientStatus === 400 ? 'malformed-body' : codeForStatus(clientStatus)));
      return;
    }
    logger.error({ err, method: req.method, url: req.originalUrl }, 'Unhandled error');
    res.status(500).json(errorBody('Something went wrong on our side. Please try again.', 'internal'));
  };
}
