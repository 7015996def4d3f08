import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { plansOverHttp } from '../../test/plans-over-http';

// Plans over real HTTP through createApp() across the passes added for I-80 in Wyoming, US-40
// north of Kremmling and CO-17 west of the San Luis Valley: in winter a day over a pass with no way
// round within about 15 % names it, its elevation and the state's chain law; asked, every day keeps
// off it and says so.
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

  it('Conejos to Kayenta in January, class A: each day over a pass names it, and none trades Wolf Creek Pass for unnamed ones', async () => {
    // A snowbird's day: every way west over the San Juans crosses Wolf Creek Pass (US-160) or La
    // Manga and Cumbres passes (CO-17), and the way round by New Mexico is far more than 15 % longer.
    const january = await plan({
      fromLocation: 'Conejos, CO',
      toLocation: 'Kayenta, AZ',
      departureDate: '2027-01-02',
      rvType: 'class-a',
    });
    const said = warnings(january).join(' ');
    // The day drives CO-17 and names both its passes, their elevations and Colorado's law.
    expect(said).toContain('Crosses La Manga Pass (CO-17, 10,230 ft) in winter');
    expect(said).toContain('Crosses Cumbres Pass (CO-17, 10,022 ft) in winter');
    expect(said).toContain("Colorado's Traction Law");
    // It does not say it avoided Wolf Creek Pass for a way over two passes it would not name.
    expect(notes(january).join(' ')).not.toContain('Avoided Wolf Creek Pass');
  }, 180_000);
});
