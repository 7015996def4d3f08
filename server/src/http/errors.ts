import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { ZodError } from 'zod';

export class HttpError extends Error {
  readonly status: number;
  /** Extra fields sent beside `message`, e.g. the current document with a 409. */
  readonly extra?: Record<string, unknown>;
  constructor(status: number, message: string, extra?: Record<string, unknown>) {
    super(message);
    this.status = status;
    this.extra = extra;
    this.name = 'HttpError';
  }
}

/** Unknown /api paths answer JSON, not the SPA. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API route for ${req.method} ${req.path}` });
};

type BodyParserError = Error & { type?: string; status?: number; expose?: boolean };

export function createErrorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    if (res.headersSent) return;
    if (err instanceof ZodError) {
      const issue = err.issues[0];
      res.status(400).json({ message: issue ? issue.message : 'Invalid request' });
      return;
    }
    if (err instanceof HttpError) {
      res.status(err.status).json({ ...err.extra, message: err.message });
      return;
    }
    const parserError = err as BodyParserError;
    if (parserError && typeof parserError === 'object' && parserError.type) {
      // body-parser errors: malformed JSON, payload too large, bad encoding.
      const status = typeof parserError.status === 'number' ? parserError.status : 400;
      const message =
        parserError.type === 'entity.parse.failed'
          ? 'Malformed JSON in request body'
          : parserError.type === 'entity.too.large'
            ? 'Request body is too large'
            : 'Invalid request body';
      res.status(status >= 400 && status < 500 ? status : 400).json({ message });
      return;
    }
    logger.error({ err, method: req.method, url: req.originalUrl }, 'Unhandled error');
    res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
  };
}
