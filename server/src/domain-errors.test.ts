import { describe, expect, it } from 'vitest';
import { ComputeBusyError, ComputeOutOfMemoryError } from './compute/errors';
import { domainErrorStatus } from './domain-errors';

describe('the answers of the compute pools’ errors', () => {
  it('answers a full pool and a thread that ran out of memory 503 with Retry-After', () => {
    expect(domainErrorStatus(new ComputeBusyError('busy', 5))).toEqual({
      status: 503,
      code: 'unavailable',
      retryAfterSeconds: 5,
    });
    expect(domainErrorStatus(new ComputeOutOfMemoryError('too big', 7))).toEqual({
      status: 503,
      code: 'unavailable',
      retryAfterSeconds: 7,
    });
  });
});
