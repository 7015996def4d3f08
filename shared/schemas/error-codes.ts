/**
 * The stable codes of the API's error answers: every 4xx/5xx JSON answer is `{ message, code }`.
 * The message is for people and may be reworded; the code is for programs and never changes, so the
 * client decides on the code, never on the message's wording. Each code's usual status is beside it.
 * No zod here: the browser's entry script reads these codes (lib/api-client.ts), and zod would come
 * with them onto every page, the landing page included; the answer's schema is in error-response.ts.
 */
export const ERROR_CODES = {
  /** The request's input broke its schema (the first problem found is the message). */
  validation: 400,
  /** A well-formed request the server cannot act on (a bad cursor, no subscription to cancel, ...). */
  'bad-request': 400,
  /** The body could not be read: malformed JSON, an unsupported encoding. */
  'malformed-body': 400,
  /** No session, or an expired or invalid one, or wrong credentials. */
  unauthenticated: 401,
  forbidden: 403,
  /** A free account's monthly trip limit. */
  'quota-exceeded': 403,
  /** A feature of the Pro plan asked for by a free account. */
  'pro-required': 403,
  'not-found': 404,
  /** A place name the gazetteer does not know (`location` names it). */
  'location-not-found': 404,
  'method-not-allowed': 405,
  'request-timeout': 408,
  conflict: 409,
  /** A write based on an old version of the trip; `current` is the server's latest document. */
  'stale-version': 409,
  gone: 410,
  'payload-too-large': 413,
  /** Valid input the server cannot act on, with no more specific code. */
  unprocessable: 422,
  /** A place name that fits more than one town of a state (`location` names it, `choices` lists the towns). */
  'location-ambiguous': 422,
  /** No road reaches the place, or it lies outside the road network. */
  'no-road-route': 422,
  /** More days, stops or bytes than a plan may hold. */
  'plan-too-large': 422,
  /** The plan for these inputs breaks the answer's contract (a day past 9999-12-31, say). */
  'plan-contract': 422,
  /** The trip has nothing to put in the export format asked for. */
  'nothing-to-export': 422,
  /** The plan was made but could not be stored in the trip (the status says why). */
  'plan-not-stored': 409,
  'rate-limited': 429,
  /** Too many failed sign-ins for the account. */
  'account-locked': 429,
  'headers-too-large': 431,
  internal: 500,
  /** A service the server depends on (payments, weather) failed. */
  'upstream-failed': 502,
  /** The server or a backing service is busy or down; Retry-After says when to try again. */
  unavailable: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const errorCodes = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);

/** The general code of a status, for answers that carry no code of their own (a proxy's 502, say). */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'bad-request';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not-found';
    case 405:
      return 'method-not-allowed';
    case 408:
      return 'request-timeout';
    case 409:
      return 'conflict';
    case 410:
      return 'gone';
    case 413:
      return 'payload-too-large';
    case 422:
      return 'unprocessable';
    case 429:
      return 'rate-limited';
    case 431:
      return 'headers-too-large';
    case 502:
      return 'upstream-failed';
    case 503:
      return 'unavailable';
    default:
      return status >= 500 ? 'internal' : 'bad-request';
  }
}
