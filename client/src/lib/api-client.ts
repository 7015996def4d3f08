import type { ZodType } from 'zod';
import type { ErrorCode } from '@shared/schemas/error-codes';
import { codeForStatus, isErrorCode } from '@shared/schemas/error-codes';
import { readText, storageKeys, writeText } from './browser-storage';

/** The JSON object of an answer's body, or null when it is not one. */
function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * A non-OK answer: message "<status>: <body text or status text>". Decide on `code` (the server's
 * stable error code, shared/schemas/error-codes.ts), never on the message's wording.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  /** The server's error code; the status's general code when the body has none (a proxy's page). */
  readonly code: ErrorCode;
  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.status = status;
    this.body = body;
    const sent = this.fields?.code;
    this.code = isErrorCode(sent) ? sent : codeForStatus(status);
    this.name = 'ApiError';
  }
  /** The answer's JSON fields (`message`, `code` and any beside them), or null when it sent no JSON object. */
  get fields(): Record<string, unknown> | null {
    return jsonObject(this.body);
  }
  /** The server's readable `{ message }`, when it sent one. */
  get serverMessage(): string | undefined {
    const message = this.fields?.message;
    return typeof message === 'string' ? message : undefined;
  }
}

export function authToken(): string | null {
  return readText(storageKeys.authToken);
}

// A password change signs out every token issued before it, this session's own too, and answers a
// fresh one. A request that set off on the old token while the change was under way was refused (a
// trip sync's retry reading the monthly count did, in an e2e run): while a change is under way,
// requests wait for it to end and then read whichever token is current.
let sessionChange: Promise<unknown> | null = null;

/** Resolves when no change of the session's token is under way. */
export async function sessionSettled(): Promise<void> {
  while (sessionChange !== null) await sessionChange.catch(() => undefined);
}

/**
 * Runs a request that replaces the session's token (`change` answers the fresh one) and stores the
 * fresh token before any request held back meanwhile goes out. A refused change leaves the token as
 * it was.
 */
export async function replaceSessionToken<T extends { token: string }>(change: () => Promise<T>): Promise<T> {
  const run = (async () => {
    const answer = await change();
    writeText(storageKeys.authToken, answer.token);
    return answer;
  })();
  sessionChange = run;
  try {
    return await run;
  } finally {
    if (sessionChange === run) sessionChange = null;
  }
}

/**
 * Sends a request on `token` (the session's, read once no change of it is under way) and, when it
 * set off on the old token just before a password change and was refused after it, sends it again,
 * once, on the fresh token: the server did nothing with it (a 401 is answered before any work).
 * Any other refusal is the answer.
 */
export async function sendAsSession<R extends { status: number }>(
  send: (token: string | null) => Promise<R>,
  token: string | null,
  settled: () => Promise<void>,
  current: () => string | null,
): Promise<R> {
  const response = await send(token);
  if (response.status !== 401 || token === null) return response;
  await settled();
  const fresh = current();
  return fresh !== null && fresh !== token ? send(fresh) : response;
}

type RequestOptions = { signal?: AbortSignal; headers?: Record<string, string> };

async function request<T>(
  method: string,
  url: string,
  body: unknown,
  schema: ZodType<T> | undefined,
  options: RequestOptions = {},
): Promise<T> {
  return (await requestWithLink(method, url, body, schema, options)).data;
}

/** The next page's address from a Link header (rel="next"), or null on the last page. */
function nextLink(response: Response): string | null {
  return response.headers.get('link')?.match(/<([^>]+)>\s*;\s*rel="?next"?/)?.[1] ?? null;
}

async function requestWithLink<T>(
  method: string,
  url: string,
  body: unknown,
  schema: ZodType<T> | undefined,
  options: RequestOptions = {},
): Promise<{ data: T; next: string | null }> {
  // Checked before the first await: the request that changes the token itself goes out at once.
  if (sessionChange !== null) await sessionSettled();
  const send = (token: string | null) => {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined || method === 'POST') headers['Content-Type'] = 'application/json';
    return fetch(url, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  };
  const response = await sendAsSession(send, authToken(), sessionSettled, authToken);
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, text, response.statusText);
  }
  if (response.status === 204) return { data: undefined as T, next: null };
  const data: unknown = await response.json();
  return { data: schema ? schema.parse(data) : (data as T), next: nextLink(response) };
}

/** A paged list read in full: each page's Link rel="next" leads to the following one. */
async function getAllPages<T>(url: string, schema: ZodType<T[]>, options?: RequestOptions): Promise<T[]> {
  const all: T[] = [];
  let next: string | null = url;
  // Bounded, so a server linking a page to itself cannot keep the client busy forever.
  for (let page = 0; next !== null && page < 1000; page++) {
    const answer: { data: T[]; next: string | null } = await requestWithLink('GET', next, undefined, schema, options);
    all.push(...answer.data);
    next = answer.next;
  }
  return all;
}

export const api = {
  getAllPages,
  get: <T>(url: string, schema?: ZodType<T>, options?: RequestOptions) => request('GET', url, undefined, schema, options),
  post: <T>(url: string, body?: unknown, schema?: ZodType<T>, options?: RequestOptions) =>
    request('POST', url, body, schema, options),
  put: <T>(url: string, body: unknown, schema?: ZodType<T>, options?: RequestOptions) =>
    request('PUT', url, body, schema, options),
  patch: <T>(url: string, body: unknown, schema?: ZodType<T>, options?: RequestOptions) =>
    request('PATCH', url, body, schema, options),
  delete: <T>(url: string, body?: unknown, schema?: ZodType<T>, options?: RequestOptions) =>
    request('DELETE', url, body, schema, options),
};
