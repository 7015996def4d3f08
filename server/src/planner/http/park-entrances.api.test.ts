import { describe, expect, it } from 'vitest';
import { plansOverHttp } from '../../test/plans-over-http';

// Plans over real HTTP through createApp(): a trip via Joshua Tree, whose middle lies 24 miles from
// any road of the graph, is routed to the park's West Entrance on CA-62 (data/park-entrances.json),
// not past it on I-10 at Indio, where its point met the graph before.
const { plan } = plansOverHttp({ departureDate: '2027-03-01', duration: 3, routeType: 'fastest' });

describe('a trip via a park far from the roads', () => {
  it('Los Angeles to Phoenix through Joshua Tree drives to the park on CA-62', async () => {
    const p = await plan({
      fromLocation: 'Los Angeles, CA',
      toLocation: 'Phoenix, AZ',
      rvType: 'class-c',
      stops: [{ name: 'Joshua Tree National Park', latitude: 33.91419, longitude: -115.83981, nights: 0 }],
    });
    for (const option of p.routeOptions) expect(option.roads, option.name).toContain('CA-62');
  }, 90_000);
});
