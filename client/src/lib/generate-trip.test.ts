import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { unknownPlaceOf, unknownPlaceText } from './generate-trip';

describe('unknownPlaceOf', () => {
  it("names the place of a 422 'Could not find location' answer, so the AI is not blamed", () => {
    const cause = new ApiError(422, JSON.stringify({ message: 'Could not find location: Nowhereville Qq' }), '');
    const error = new Error('HTTP error! status: 422', { cause });
    expect(unknownPlaceOf(error)).toBe('Nowhereville Qq');
    expect(unknownPlaceText('Nowhereville Qq')).toBe('Could not find "Nowhereville Qq". Try a nearby town.');
  });
  it('is null for other failures', () => {
    expect(unknownPlaceOf(new Error('HTTP error! status: 503', { cause: new ApiError(503, '', 'down') }))).toBeNull();
    expect(unknownPlaceOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});
