import { describe, expect, it } from 'vitest';
import { ERROR_CODES, codeForStatus, isErrorCode } from './error-codes';

describe('the error codes', () => {
  it('give every error status a known code', () => {
    for (let status = 400; status < 600; status++) expect(isErrorCode(codeForStatus(status))).toBe(true);
    expect(codeForStatus(422)).toBe('unprocessable');
    expect(codeForStatus(504)).toBe('internal');
    for (const [code, status] of Object.entries(ERROR_CODES)) {
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('Not found')).toBe(false);
  });
});
