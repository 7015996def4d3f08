import { describe, expect, it } from 'vitest';
import { plansOverHttp } from '../../test/plans-over-http';

// Plans over real HTTP through createApp(): a trip via Joshua Tree, whose middle lies 24 miles from
// any road of the graph, is routed into the park at an entrance (data/park-entrances.json): now up
// Cottonwood Springs Road from I-10 to its South Entrance (before that road joined the graph, to the
// West Entrance on CA-62), not past it on I-10 at Indio, where its point met the graph before.
const { plan } = plansOverHttp({ departureDate: '2027-03-01', duration: 3, routeType: 'fastest' });

describe('a trip via a park far from the roads', () => {
  it('Los Angeles to Phoenix through Joshua Tree drives into the park on Cottonwood Springs Road', async () => {
    const p = await plan({
      fromLocation: 'Los Angeles, CA',
      toLocation: 'Phoenix, AZ',
      rvType: 'class-c',
      stops: [{ name: 'Joshua Tree National Park', latitude: 33.91419, longitude: -115.83981, nights: 0 }],
    });
    for (const option of p.routeOptions) expect(option.roads, option.name).toContain('Cottonwood Springs Road');
  }, 90_000);
});
