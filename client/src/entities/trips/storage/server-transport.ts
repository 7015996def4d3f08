import { z } from 'zod';
import type {
  CreateTripInput,
  ShareTripInput,
  TripDocument,
  TripSummary,
  TripUsage,
  UpdateTripInput,
} from '@shared/schemas/trip-document';
import { tripDocumentSchema, tripSummarySchema, tripUsageSchema } from '@shared/schemas/trip-document';
import { codeForStatus, isErrorCode } from '@shared/schemas/error-codes';
import { TripStatusError } from './sync-errors';
import { sendAsSession } from '@/lib/api-client';
import { nextPageLink } from './link-header';

/**
 * The slice of `fetch` the transport needs. The client hands it the browser's fetch (with its own
 * timeout); tests hand it a fake. Keeping it injected keeps shared/ free of DOM and Node specifics.
 */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{
  ok: boolean;
  status: number;
  statusText?: string;
  /** Read for the list's Link header (its next page); a fetch without headers sees one page. */
  headers?: { get(name: string): string | null };
  text(): Promise<string>;
}>;

export { nextPageLink };

/** The list's pages never exceed this, so a server answering Link to itself cannot loop forever. */
const MAX_LIST_PAGES = 1000;

/** The server could not be reached (offline, timed out): reads fall back to the cache, writes queue. */
export class TripNetworkError extends Error {
  constructor(message = 'You appear to be offline.', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TripNetworkError';
  }
}

/** A non-OK answer; `message` is the server's `{ message }` when it sent one. */
export class TripServerError extends TripStatusError {
  override name = 'TripServerError';
  /** Worth retrying later: the server or a proxy had a moment, or asked us to slow down. */
  get transient(): boolean {
    return this.status >= 500 || this.status === 429 || this.status === 408;
  }
}

/** A free user's 4th trip of the month: the planner shows the upgrade prompt (the trip quota). */
export class TripQuotaError extends TripServerError {
  constructor(message = 'Monthly Trip Limit Reached') {
    super(403, message, 'quota-exceeded');
    this.name = 'TripQuotaError';
  }
}

/** The write was based on an old version; `current` is the server's latest document. */
export class TripConflictError extends TripServerError {
  readonly current: TripDocument;
  constructor(message: string, current: TripDocument) {
    super(409, message, 'stale-version');
    this.current = current;
    this.name = 'TripConflictError';
  }
}

const messageBody = z.looseObject({ message: z.string(), code: z.string().optional() });
const conflictBody = z.object({ message: z.string(), current: tripDocumentSchema });

export type ServerTransportOptions = {
  fetch: FetchLike;
  /** The bearer token, or null to send none (a signed-out visitor opening a shared link). */
  token: () => string | null;
  /** Resolves when the token may be read: none is being replaced (api-client's sessionSettled). */
  tokenSettled?: () => Promise<void>;
  baseUrl?: string;
};

export type ServerTransport = ReturnType<typeof createServerTransport>;

/** Typed calls to /api/trip-plans; every failure is one of the errors above. */
export function createServerTransport(options: ServerTransportOptions) {
  const base = `${options.baseUrl ?? ''}/api/trip-plans`;

  async function call<T>(
    method: string,
    path: string,
    schema: z.ZodType<T> | null,
    body?: unknown,
    auth = true,
  ): Promise<{ status: number; data: T; next: string | null }> {
    const send = async (token: string | null) => {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      if (body !== undefined || method === 'POST') headers['Content-Type'] = 'application/json';
      try {
        return await options.fetch(path.startsWith('/api/') ? `${options.baseUrl ?? ''}${path}` : `${base}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch (error) {
        throw new TripNetworkError(undefined, { cause: error });
      }
    };
    const settled = async () => {
      await options.tokenSettled?.();
    };
    if (auth) await settled();
    const response = await sendAsSession(send, auth ? options.token() : null, settled, options.token);
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new TripNetworkError(undefined, { cause: error });
    }
    if (!response.ok) throw toError(response.status, text, response.statusText);
    const next = nextPageLink(response.headers?.get('link'));
    if (schema === null || response.status === 204) return { status: response.status, data: undefined as T, next };
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      // A captive portal or a proxy answered instead of our server: as good as offline.
      throw new TripNetworkError('The server sent an unreadable answer.');
    }
    return { status: response.status, data: schema.parse(json), next };
  }

  return {
    /** Every trip of the account, newest first, following the server's pages. */
    async listTrips(): Promise<TripSummary[]> {
      const all: TripSummary[] = [];
      let path: string | null = '';
      for (let page = 0; path !== null && page < MAX_LIST_PAGES; page++) {
        const answer: { data: TripSummary[]; next: string | null } = await call('GET', path, z.array(tripSummarySchema));
        all.push(...answer.data);
        path = answer.next;
      }
      return all;
    },
    async usage(): Promise<TripUsage> {
      return (await call('GET', '/usage', tripUsageSchema)).data;
    },
    /** The owner's document, or a shared one read-only; null when it does not exist for us (404). */
    async getTrip(id: string, { anonymous = false } = {}): Promise<TripDocument | null> {
      try {
        return (await call('GET', `/${encodeURIComponent(id)}`, tripDocumentSchema, undefined, !anonymous))
          .data;
      } catch (error) {
        if (error instanceof TripServerError && error.status === 404) return null;
        throw error;
      }
    },
    /** Idempotent by trip id: `created` is false when the server already had it. */
    async createTrip(input: CreateTripInput): Promise<{ document: TripDocument; created: boolean }> {
      const { status, data } = await call('POST', '', tripDocumentSchema, input);
      return { document: data, created: status === 201 };
    },
    async updateTrip(id: string, input: UpdateTripInput): Promise<TripDocument> {
      return (await call('PUT', `/${encodeURIComponent(id)}`, tripDocumentSchema, input)).data;
    },
    /** Deleting a trip that is already gone succeeds, so a retried delete is harmless. */
    async deleteTrip(id: string): Promise<void> {
      try {
        await call('DELETE', `/${encodeURIComponent(id)}`, null);
      } catch (error) {
        if (error instanceof TripServerError && error.status === 404) return;
        throw error;
      }
    },
    async shareTrip(id: string, input: ShareTripInput = { includePrivateDetails: false }): Promise<TripDocument> {
      return (await call('POST', `/${encodeURIComponent(id)}/share`, tripDocumentSchema, input)).data;
    },
    /** Ends a share: the link answers 404 to everyone but the owner again. */
    async unshareTrip(id: string): Promise<TripDocument> {
      return (await call('DELETE', `/${encodeURIComponent(id)}/share`, tripDocumentSchema)).data;
    },
    async createSampleTrips(): Promise<TripSummary[]> {
      return (await call('POST', '/sample', z.object({ trips: z.array(tripSummarySchema) }))).data.trips;
    },
  };
}

function toError(status: number, text: string, statusText = ''): TripServerError {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const message = messageBody.safeParse(body);
  const readable = message.success
    ? message.data.message
    : text || statusText || `Request failed with status ${status}`;
  const sent = message.success ? message.data.code : undefined;
  const code = isErrorCode(sent) ? sent : codeForStatus(status);
  if (code === 'quota-exceeded') return new TripQuotaError(readable);
  if (code === 'stale-version') {
    const conflict = conflictBody.safeParse(body);
    if (conflict.success) return new TripConflictError(conflict.data.message, conflict.data.current);
  }
  return new TripServerError(status, readable, code);
}
