import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';

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
