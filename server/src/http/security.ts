import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { ROUTE_INLINE_SCRIPTS } from '@shared/routes/early-requests';
import type { Config } from '../config';

/**
 * Security headers. The Content-Security-Policy allows only what the product loads: our own origin,
 * Stripe's script on /checkout, Mapbox when a token is configured. No script runs inline but the
 * route pages' own (shared/routes/early-requests.ts, and the early renderers the build puts in the
 * pages, read from the built pages: inline-scripts.ts), each allowed by the hash of its exact text.
 * In development Vite injects an inline React-refresh preamble, so the CSP is off there.
 */
/** The CSP source that allows exactly this inline script. */
const scriptHashSource = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

export function securityHeaders(
  config: Config,
  dev: boolean,
  builtInlineScripts: readonly string[] = [],
): RequestHandler {
  const inlineScriptSources = [
    ...new Set([...Object.values(ROUTE_INLINE_SCRIPTS), ...builtInlineScripts]),
  ].map(scriptHashSource);
  const mapbox = config.mapboxToken
    ? ['https://api.mapbox.com', 'https://*.tiles.mapbox.com', 'https://events.mapbox.com']
    : [];
  return helmet({
    contentSecurityPolicy: dev
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            baseUri: ["'self'"],
            objectSrc: ["'none'"],
            frameAncestors: ["'none'"],
            formAction: ["'self'", 'https://checkout.stripe.com'],
            scriptSrc: [
              "'self'",
              'https://js.stripe.com',
              ...(config.mapboxToken ? ['https://api.mapbox.com'] : []),
              ...inlineScriptSources,
            ],
            // Radix and map libraries set inline styles at run time.
            styleSrc: [
              "'self'",
              "'unsafe-inline'",
              ...(config.mapboxToken ? ['https://api.mapbox.com'] : []),
            ],
            imgSrc: ["'self'", 'data:', 'blob:', ...mapbox, 'https://openweathermap.org'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'", 'https://api.stripe.com', ...mapbox],
            frameSrc: ['https://js.stripe.com', 'https://checkout.stripe.com'],
            workerSrc: ["'self'", 'blob:'],
            manifestSrc: ["'self'"],
          },
        },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/** Answers that hold an account's own data (a session, a private trip) are never stored by a cache. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
