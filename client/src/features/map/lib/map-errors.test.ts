import { describe, expect, it } from 'vitest';
import { describeMapError } from './map-errors';

describe('describeMapError', () => {
  it("gives a failed request's message, status and address, whatever the error's class is called", () => {
    class Hn extends Error {
      status = 404;
      url = 'http://127.0.0.1/map-data/parks.json';
    }
    expect(describeMapError(new Hn('Not Found'))).toBe(
      'Not Found (HTTP 404 for http://127.0.0.1/map-data/parks.json)',
    );
    expect(describeMapError(new TypeError('style is not done loading'))).toBe('style is not done loading');
    expect(describeMapError(new Error(''))).toBe('Error');
    expect(describeMapError('offline')).toBe('offline');
  });
});
