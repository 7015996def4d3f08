import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { loadBundledData } from '../catalogue/bundled-data';
import { planTrip } from './engine';
import { fixedNow } from '../test/planner-data';

// High passes in the shoulder months: the passes are gone around from November
// to April, but a state's own chain or traction law may run longer (Colorado's Traction Law from
// September 1 to May 31: data/mountain-passes.json, chainLaws' season). A day over a pass in that
// state within its law's season names the pass, its elevation and the law; it is not gone around
// unless the traveller asked to avoid passes. A review found a 40 ft motorhome sent from Ouray to
// Durango on October 22 over Red Mountain, Molas and Coal Bank in silence.
const data = loadBundledData();
const motorhome = {
  rvType: 'class-a',
  rig: {
    lengthFeet: 40,
    heightFeet: 13,
    fuel: 'diesel',
    tankGallons: 100,
    mpg: 8,
    towingCar: false,
    propaneOnBoard: true,
  },
};
const plan = (input: object): Promise<TripPlan> =>
  planTrip(generateTripInputSchema.parse({ duration: 3, ...motorhome, ...input }), data, { now: fixedNow });
const sanJuans = (departureDate: string, more: object = {}) =>
  plan({
    fromLocation: 'Montrose, CO',
    toLocation: 'Durango, CO',
    departureDate,
    stops: [{ name: 'Ouray, CO', latitude: 38.0228, longitude: -107.6714, nights: 1 }],
    ...more,
  });
const warnings = (p: TripPlan) => p.dailyItinerary.flatMap((d) => d.warnings ?? []).join(' ');
const notes = (p: TripPlan) => p.dailyItinerary.flatMap((d) => d.notes ?? []).join(' ');
const balanced = (p: TripPlan) => p.routeOptions.find((o) => o.type === 'balanced')?.roads ?? [];

describe('high passes in a state’s chain-law season outside the winter', () => {
  for (const date of ['2027-10-21', '2027-05-20'])
    it(`names Red Mountain, Molas and Coal Bank with Colorado's law on ${date}, and keeps US-550`, async () => {
      const p = await sanJuans(date);
      expect(warnings(p)).toMatch(
        /Crosses Red Mountain Pass \(US-550, 11,018 ft\), Molas Divide \(US-550, 10,910 ft\) and Coal Bank Pass \(US-550, 10,640 ft\) within the chain and traction season the state's law names \(September 1 to May 31\)/,
      );
      expect(warnings(p)).toContain("Colorado's Traction Law");
      expect(balanced(p)).toContain('US-550');
      expect(notes(p)).not.toMatch(/Avoided Red Mountain/);
    }, 120_000);

  it('says nothing of them in August', async () => {
    const p = await sanJuans('2027-08-21');
    expect(warnings(p)).not.toMatch(/Crosses|Traction Law/);
  }, 120_000);

  it('asked to avoid passes in October, keeps off them as before', async () => {
    const p = await sanJuans('2027-10-21', { avoidPasses: true });
    expect(`${warnings(p)} ${notes(p)}`).toMatch(/Red Mountain Pass/);
    expect(warnings(p)).not.toMatch(/within the chain and traction season/);
  }, 120_000);

  it("names Montana's main-road passes on I-90 in mid-October with Montana's law, not in mid-September", async () => {
    const october = await plan({
      fromLocation: 'Bozeman, MT',
      toLocation: 'Missoula, MT',
      departureDate: '2027-10-15',
    });
    expect(warnings(october)).toMatch(
      /Crosses (Bozeman Pass|Homestake Pass)[^.]* within the chain and traction season the state's law names \(October 1 to April 30\)/,
    );
    expect(warnings(october)).toContain('MCA 61-9-436');
    const september = await plan({
      fromLocation: 'Bozeman, MT',
      toLocation: 'Missoula, MT',
      departureDate: '2027-09-15',
    });
    expect(warnings(september)).not.toMatch(/Crosses/);
  }, 120_000);
});

// A pass named for its state's chain-law season only is open road: no reason for an option to give
// up its parks (that is for winter, or a traveller who asked to keep off passes). Denver to Moab on
// September 1 had its scenic option lose Rocky Mountain and Canyonlands over Colorado's traction
// note and drive Fastest's very days; Chicago to Phoenix in October, Great Sand Dunes.
describe('a park detour over a pass in its chain-law season only', () => {
  const trip = (input: object) =>
    planTrip(generateTripInputSchema.parse({ rvType: 'class-c', ...input }), data, { now: fixedNow });
  const option = (p: TripPlan, type: string) => p.routeOptions.find((o) => o.type === type)!;
  const titles = (p: TripPlan, type: string) => option(p, type).dailyItinerary.map((d) => d.title);

  it('Denver to Moab on September 1: scenic keeps its parks and its own days', async () => {
    const p = await trip({ fromLocation: 'Denver, CO', toLocation: 'Moab, UT', departureDate: '2026-09-01', duration: 5 });
    const scenic = option(p, 'scenic');
    expect(scenic.description).not.toContain('It goes without');
    expect(scenic.description).toContain('Rocky Mountain National Park');
    expect(titles(p, 'scenic')).not.toEqual(titles(p, 'fastest'));
    expect(scenic.dailyItinerary.some((d) => d.to.name === 'Rocky Mountain National Park')).toBe(true);
  }, 180_000);

  it('Chicago to Phoenix on October 10: balanced keeps Great Sand Dunes; on December 28 it gives it up', async () => {
    const on = (departureDate: string) =>
      trip({ fromLocation: 'Chicago, IL', toLocation: 'Phoenix, AZ', departureDate, duration: 7, rvType: 'class-a' });
    expect(option(await on('2026-10-10'), 'balanced').description).toMatch(
      /^A short detour to Great Sand Dunes National Park & Preserve/,
    );
    expect(option(await on('2026-12-28'), 'balanced').description).toContain(
      'It goes without Great Sand Dunes National Park & Preserve',
    );
  }, 180_000);
});
