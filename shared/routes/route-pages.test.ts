import { describe, expect, it } from 'vitest';
import { matchRoutePattern, matchesRoutePattern, routePageFile, routePageFor } from './route-pages';

describe('matchesRoutePattern', () => {
  it('matches literal segments exactly and a :name segment to any one segment', () => {
    expect(matchesRoutePattern('/trips', '/trips')).toBe(true);
    expect(matchesRoutePattern('/trips', '/trips/')).toBe(true);
    expect(matchesRoutePattern('/trips', '/trip')).toBe(false);
    expect(matchesRoutePattern('/results/:id', '/results/AB12CD34')).toBe(true);
    expect(matchesRoutePattern('/results/:id', '/results')).toBe(false);
    expect(matchesRoutePattern('/results/:id', '/results/AB12/more')).toBe(false);
    expect(matchesRoutePattern('/trip/:id/itinerary', '/trip/X1/itinerary')).toBe(true);
    expect(matchesRoutePattern('/trip/:id', '/trip/X1/itinerary')).toBe(false);
  });
});

describe('matchRoutePattern', () => {
  it("gives each :name segment's decoded value, null when the path does not match", () => {
    expect(matchRoutePattern('/trip/:id/itinerary', '/trip/AB%2012/itinerary')).toEqual({ id: 'AB 12' });
    expect(matchRoutePattern('/trips', '/trips')).toEqual({});
    expect(matchRoutePattern('/trip/:id', '/trips/AB')).toBeNull();
  });
});

describe('routePageFor', () => {
  const pages = [
    { pattern: '/trip/:id/itinerary', file: 'pages/trip-id-itinerary.html' },
    { pattern: '/trip/:id', file: 'pages/trip-id.html' },
  ];
  it('takes the first page whose pattern matches, none when nothing does', () => {
    expect(routePageFor(pages, '/trip/7/itinerary')?.file).toBe('pages/trip-id-itinerary.html');
    expect(routePageFor(pages, '/trip/7')?.file).toBe('pages/trip-id.html');
    expect(routePageFor(pages, '/login')).toBeUndefined();
  });
});

describe('routePageFile', () => {
  it('names the file after the pattern, inside pages/', () => {
    expect(routePageFile('/results/:id')).toBe('pages/results-id.html');
    expect(routePageFile('/checkout/success')).toBe('pages/checkout-success.html');
  });
});
