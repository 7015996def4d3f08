import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { RIG_DEFAULTS } from '@shared/schemas/rig';
import { plansOverHttp } from '../../test/plans-over-http';

// Plans over real HTTP through createApp(): a drive that takes a road ferry says so on its day, with
// the crossing, the limits, reservations and the source, and its time holds the crossing; a rig the
// ferry does not take is told; a drive that crosses none says nothing of ferries.
const { plan } = plansOverHttp({ departureDate: '2027-06-01', duration: 2, routeType: 'fastest' });

const allDays = (p: TripPlan) => p.routeOptions.flatMap((o) => o.dailyItinerary);
const notes = (p: TripPlan) => allDays(p).flatMap((d) => d.notes);
const warnings = (p: TripPlan) => allDays(p).flatMap((d) => d.warnings ?? []);
const HATTERAS_NOTE =
  'Ferry: the Hatteras-Ocracoke ferry (NCDOT Ferry Division) on NC-12, about 60 min crossing, typical wait unknown; any RV that can be driven on the highway; over 65 ft long only with a special permit; no propane rule found; no reservations (first come, first served);';

describe('road ferries in plans', () => {
  it('says on the day from Nags Head to Ocracoke that it crosses by the Hatteras-Ocracoke ferry, and times the crossing', async () => {
    const p = await plan({ fromLocation: 'Nags Head, NC', toLocation: 'Ocracoke, NC', rvType: 'class-c' });
    for (const option of p.routeOptions) {
      const first = option.dailyItinerary[0];
      const ferry = first.notes.filter((n) => n.startsWith('Ferry:'));
      expect(ferry, option.type).toHaveLength(1);
      expect(ferry[0].startsWith(HATTERAS_NOTE)).toBe(true);
      expect(ferry[0]).toContain(
        'Source: https://ncdot.gov/travel-maps/ferry-tickets-services/Pages/ride-with-us.aspx (checked 2026-12-03).',
      );
      // The hour on the ferry is in the day's time: more than its miles at the fastest RV speed (60 mph) and an hour.
      expect(first.driveHours).toBeGreaterThanOrEqual(first.distance / 60 + 1 - 0.05);
    }
  }, 90_000);

  it("tells a 70 ft rig that the Hatteras-Ocracoke ferry's limit stands in its way, with no other road", async () => {
    const rig = { ...RIG_DEFAULTS['fifth-wheel'], lengthFeet: 70 };
    const p = await plan({
      fromLocation: 'Nags Head, NC',
      toLocation: 'Ocracoke, NC',
      rvType: 'fifth-wheel',
      rig,
    });
    expect(notes(p).filter((n) => n.startsWith('Ferry:'))).toEqual([]);
    const told = warnings(p).filter((w) =>
      w.startsWith('This drive needs the Hatteras-Ocracoke ferry (NC-12)'),
    );
    expect(told.length).toBeGreaterThan(0);
    expect(told[0]).toContain('your rig is 70 ft long');
  }, 90_000);

  it('tells a motorhome towing a car on the Hatteras-Ocracoke ferry that the two count as one length', async () => {
    const towing = await plan({
      fromLocation: 'Nags Head, NC',
      toLocation: 'Ocracoke, NC',
      rvType: 'class-a',
      rig: { ...RIG_DEFAULTS['class-a'], towingCar: true },
    });
    const ferry = notes(towing).filter((n) => n.startsWith(HATTERAS_NOTE));
    expect(ferry.length).toBeGreaterThan(0);
    for (const n of ferry)
      expect(n).toContain(
        "Your rig tows a car: the motorhome and the car must be at most 65 ft long together (the ferry's limit), and board as one combined length",
      );
    const alone = await plan({ fromLocation: 'Nags Head, NC', toLocation: 'Ocracoke, NC', rvType: 'class-a', rig: RIG_DEFAULTS['class-a'] });
    expect(notes(alone).filter((n) => n.startsWith(HATTERAS_NOTE)).length).toBeGreaterThan(0);
    expect(notes(alone).filter((n) => n.includes('Your rig tows a car'))).toEqual([]);
  }, 90_000);

  it('notes the ferries the road graph draws as road: Lake Champlain at Ticonderoga and the Ohio at Cave-In-Rock', async () => {
    const lake = await plan({
      fromLocation: 'Ticonderoga, NY',
      toLocation: 'Shoreham, VT',
      rvType: 'class-b',
    });
    expect(
      notes(lake).some((n) =>
        n.startsWith(
          'Ferry: the Fort Ticonderoga Ferry (privately owned) on NY-74 / VT-74, about 7 min crossing',
        ),
      ),
    ).toBe(true);
    const river = await plan({ fromLocation: 'Marion, KY', toLocation: 'Harrisburg, IL', rvType: 'class-c' });
    // Its crossing time is not known, and the day says so rather than guess.
    expect(
      notes(river).some((n) =>
        n.startsWith(
          'Ferry: the Cave-In-Rock Ferry (Ohio River Ferry Authority) on IL-1 / KY-91, crossing time unknown',
        ),
      ),
    ).toBe(true);
  }, 90_000);

  it('goes round Lake Champlain in January, when the Fort Ticonderoga Ferry is out of season, and crosses it in July', async () => {
    const across = (departureDate: string) =>
      plan({ fromLocation: 'Ticonderoga, NY', toLocation: 'Middlebury, VT', rvType: 'class-c', departureDate });
    const [january, july] = await Promise.all([across('2027-01-12'), across('2027-07-12')]);
    const dayTexts = (p: TripPlan) => [...notes(p), ...warnings(p)];
    expect(dayTexts(july).some((n) => n.startsWith('Ferry: the Fort Ticonderoga Ferry'))).toBe(true);
    expect(dayTexts(january).filter((n) => n.startsWith('Ferry:'))).toEqual([]);
    expect(dayTexts(january)).toContain(
      "Avoided the Fort Ticonderoga Ferry (NY-74 / VT-74): it usually runs only from about May 1 to about October 31, and not on this drive's date (privately owned). Reported, not confirmed on the agency's own page: check before you go.",
    );
  }, 90_000);

  it('says nothing of ferries on a trip that crosses none', async () => {
    const p = await plan({
      fromLocation: 'Raleigh, NC',
      toLocation: 'Wilmington, NC',
      rvType: 'class-a',
      rig: RIG_DEFAULTS['class-a'],
    });
    expect([...notes(p), ...warnings(p)].filter((n) => /ferry/i.test(n))).toEqual([]);
  }, 90_000);
});
