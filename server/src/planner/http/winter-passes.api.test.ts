import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { plansOverHttp } from '../../test/plans-over-http';

// Plans over real HTTP through createApp() across the passes added for I-80 in Wyoming and US-40
// north of Kremmling: in winter a day over a pass with no way round within about 15 % names it, its
// elevation and the state's chain law; asked, every day keeps off it and says so.
const { plan } = plansOverHttp({ duration: 2, routeType: 'fastest' });

const days = (p: TripPlan) => p.routeOptions.flatMap((o) => o.dailyItinerary);
const warnings = (p: TripPlan) => days(p).flatMap((d) => d.warnings ?? []);
const notes = (p: TripPlan) => days(p).flatMap((d) => d.notes);

describe('winter passes in plans over HTTP', () => {
  it('Cheyenne to Rock Springs in January names Sherman Summit and its elevation; asked to avoid passes, goes round it', async () => {
    const trip = {
      fromLocation: 'Cheyenne, WY',
      toLocation: 'Rock Springs, WY',
      departureDate: '2027-01-12',
    };
    const winter = await plan(trip);
    const sherman = warnings(winter).filter((w) =>
      w.startsWith('Crosses Sherman Summit (I-80, 8,640 ft) in winter'),
    );
    expect(sherman.length).toBeGreaterThan(0);
    expect(sherman[0]).toContain("Wyoming's chain law");

    const asked = await plan({ ...trip, avoidPasses: true });
    expect(warnings(asked).join(' ')).not.toContain('Sherman Summit');
    expect(notes(asked)).toContainEqual(
      expect.stringMatching(/^Avoided Sherman Summit \(I-80, 8,640 ft\): you asked to avoid mountain passes/),
    );
  }, 180_000);

  it('Steamboat Springs to Denver in January names Rabbit Ears Pass; in July no day speaks of it', async () => {
    const trip = { fromLocation: 'Steamboat Springs, CO', toLocation: 'Denver, CO' };
    const january = await plan({ ...trip, departureDate: '2027-01-12' });
    const rabbitEars = warnings(january).filter((w) =>
      w.startsWith('Crosses Rabbit Ears Pass (US-40, 9,426 ft) in winter'),
    );
    expect(rabbitEars.length).toBeGreaterThan(0);
    expect(rabbitEars[0]).toContain("Colorado's Traction Law");
    const july = await plan({ ...trip, departureDate: '2027-07-13' });
    expect([...warnings(july), ...notes(july)].join(' ')).not.toContain('Rabbit Ears Pass');
  }, 180_000);
});
