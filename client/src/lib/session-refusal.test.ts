import { describe, expect, it } from 'vitest';
import { isSessionRefusal } from './session-refusal';

class StatusError extends Error {
  constructor(
    readonly status: number,
    options?: { cause?: unknown },
  ) {
    super(`status ${status}`, options);
  }
}

describe('isSessionRefusal', () => {
  it('finds a 401 on the error or down its causes', () => {
    expect(isSessionRefusal(new StatusError(401))).toBe(true);
    expect(isSessionRefusal(new Error('list unavailable', { cause: new StatusError(401) }))).toBe(true);
    expect(isSessionRefusal(new Error('a', { cause: new Error('b', { cause: new StatusError(401) }) }))).toBe(
      true,
    );
  });

  it('is false for other statuses, plain errors and non-errors', () => {
    expect(isSessionRefusal(new StatusError(403))).toBe(false);
    expect(isSessionRefusal(new Error('list unavailable', { cause: new StatusError(500) }))).toBe(false);
    expect(isSessionRefusal(new Error('offline'))).toBe(false);
    expect(isSessionRefusal(null)).toBe(false);
    expect(isSessionRefusal('401')).toBe(false);
  });
});
