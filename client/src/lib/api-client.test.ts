// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, api, replaceSessionToken } from './api-client';
import { readText, storageKeys, writeText } from './browser-storage';

describe('ApiError', () => {
  it("exposes the server's code, its message and its other fields", () => {
    const body = {
      message: 'Could not find location: Springfeild',
      code: 'location-not-found',
      location: 'Springfeild',
    };
    const error = new ApiError(422, JSON.stringify(body), 'Unprocessable');
    expect(error.code).toBe('location-not-found');
    expect(error.serverMessage).toBe(body.message);
    expect(error.fields).toEqual(body);
  });

  it("falls back to the status's general code for a body without a known one", () => {
    expect(new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway').code).toBe('upstream-failed');
    expect(new ApiError(404, JSON.stringify({ message: 'x', code: 'no-such-code' }), '').code).toBe(
      'not-found',
    );
    expect(new ApiError(429, '', 'Too Many Requests').code).toBe('rate-limited');
  });
});

describe('a change of the session token', () => {
  const tokenAnswer = z.object({ token: z.string() });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A fetch that records each request's bearer and holds the password change's answer until told. */
  function recordingFetch() {
    const sent: Array<{ url: string; bearer: string | undefined }> = [];
    let answerChange: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      sent.push({ url, bearer: (init.headers as Record<string, string>).Authorization });
      if (url === '/api/auth/change-password') return new Promise<Response>((resolve) => (answerChange = resolve));
      return Promise.resolve(Response.json({ count: 1 }));
    });
    return { sent, answer: (response: Response) => answerChange(response) };
  }

  it('holds back the requests that start while it is under way and sends them on the fresh token', async () => {
    writeText(storageKeys.authToken, 'old-token');
    const server = recordingFetch();
    const change = replaceSessionToken(() => api.post('/api/auth/change-password', {}, tokenAnswer));
    const meanwhile = api.get('/api/trip-plans/usage');
    await vi.waitFor(() => expect(server.sent.map((r) => r.url)).toContain('/api/auth/change-password'));
    // A whole task later the usage request has still not gone out: it waits for the change.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.sent).toEqual([{ url: '/api/auth/change-password', bearer: 'Bearer old-token' }]);

    server.answer(Response.json({ token: 'fresh-token' }));
    await expect(change).resolves.toEqual({ token: 'fresh-token' });
    await expect(meanwhile).resolves.toEqual({ count: 1 });
    expect(server.sent[1]).toEqual({ url: '/api/trip-plans/usage', bearer: 'Bearer fresh-token' });
    expect(readText(storageKeys.authToken)).toBe('fresh-token');
  });

  it('a refused change lets them go on the token there was', async () => {
    writeText(storageKeys.authToken, 'old-token');
    const server = recordingFetch();
    const change = replaceSessionToken(() => api.post('/api/auth/change-password', {}, tokenAnswer));
    const meanwhile = api.get('/api/trip-plans/usage');
    await vi.waitFor(() => expect(server.sent).toHaveLength(1));
    server.answer(Response.json({ message: 'Current password is incorrect' }, { status: 400 }));
    await expect(change).rejects.toBeInstanceOf(ApiError);
    await expect(meanwhile).resolves.toEqual({ count: 1 });
    expect(server.sent[1]).toEqual({ url: '/api/trip-plans/usage', bearer: 'Bearer old-token' });
    expect(readText(storageKeys.authToken)).toBe('old-token');
  });

  it('sends a request refused on the old token after the change again, once, on the fresh one', async () => {
    writeText(storageKeys.authToken, 'old-token');
    const sent: Array<{ url: string; bearer: string | undefined }> = [];
    const held = new Map<string, (response: Response) => void>();
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      const bearer = (init.headers as Record<string, string>).Authorization;
      sent.push({ url, bearer });
      if (bearer === 'Bearer fresh-token') return Promise.resolve(Response.json({ count: 2 }));
      return new Promise<Response>((resolve) => held.set(url, resolve));
    });
    // The usage request sets off on the old token first; the change starts while it is on its way.
    const before = api.get('/api/trip-plans/usage');
    await vi.waitFor(() => expect(held.has('/api/trip-plans/usage')).toBe(true));
    const change = replaceSessionToken(() => api.post('/api/auth/change-password', {}, tokenAnswer));
    await vi.waitFor(() => expect(held.has('/api/auth/change-password')).toBe(true));
    held.get('/api/auth/change-password')!(Response.json({ token: 'fresh-token' }));
    await change;
    // The server had signed the old token out by the time the usage request reached it.
    held.get('/api/trip-plans/usage')!(Response.json({ message: 'Session expired' }, { status: 401 }));
    await expect(before).resolves.toEqual({ count: 2 });
    expect(sent.filter((r) => r.url === '/api/trip-plans/usage')).toEqual([
      { url: '/api/trip-plans/usage', bearer: 'Bearer old-token' },
      { url: '/api/trip-plans/usage', bearer: 'Bearer fresh-token' },
    ]);
  });

  it('a refusal with no change of token is the answer, not sent again', async () => {
    writeText(storageKeys.authToken, 'signed-out-token');
    const sent: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      sent.push(url);
      return Promise.resolve(Response.json({ message: 'Session expired' }, { status: 401 }));
    });
    await expect(api.get('/api/trip-plans/usage')).rejects.toMatchObject({ status: 401 });
    expect(sent).toEqual(['/api/trip-plans/usage']);
  });
});
