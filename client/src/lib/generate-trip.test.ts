import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { unknownPlaceOf, unknownPlaceText } from './generate-trip';

describe('unknownPlaceOf', () => {
  it("names the place of a 'location-not-found' answer, so the AI is not blamed", () => {
    const body = { message: 'Could not find location: Nowhereville Qq', code: 'location-not-found', location: 'Nowhereville Qq' };
    const cause = new ApiError(422, JSON.stringify(body), '');
    const error = new Error('HTTP error! status: 422', { cause });
    expect(unknownPlaceOf(error)).toBe('Nowhereville Qq');
    expect(unknownPlaceText('Nowhereville Qq')).toBe('Could not find "Nowhereville Qq". Try a nearby town.');
  });
  it('is null for other failures, whatever their wording', () => {
    const worded = new ApiError(422, JSON.stringify({ message: 'Could not find location: X', code: 'no-road-route' }), '');
    expect(unknownPlaceOf(worded)).toBeNull();
    expect(unknownPlaceOf(new Error('HTTP error! status: 503', { cause: new ApiError(503, '', 'down') }))).toBeNull();
    expect(unknownPlaceOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});
