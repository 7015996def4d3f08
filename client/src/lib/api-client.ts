import type { ZodType } from 'zod';
import { readText, storageKeys } from './browser-storage';

/** A non-OK answer: message "<status>: <body text or status text>" (SPEC 7). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.status = status;
    this.body = body;
    this.name = 'ApiError';
  }
  /** The server's readable `{ message }`, when it sent one. */
  get serverMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
        return parsed.message;
      }
    } catch {
      // not JSON
    }
    return undefined;
  }
}

export function authToken(): string | null {
  return readText(storageKeys.authToken);
}

type RequestOptions = { signal?: AbortSignal; headers?: Record<string, string> };

async function request<T>(
  method: string,
  url: string,
  body: unknown,
  schema: ZodType<T> | undefined,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = authToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined || method === 'POST') headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, text, response.statusText);
  }
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json();
  return schema ? schema.parse(data) : (data as T);
}

export const api = {
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
