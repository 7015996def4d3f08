import { describe, expect, it } from 'vitest';
import { plannedReminders } from './reminder-plan';
import { federalPlan } from '../reminder-test-data';

const trip = { id: 'TRIP0001', ownerId: 'owner-1' };

describe('plannedReminders', () => {
  it('plans an e-mail a day and an hour before each stay whose window has not opened', () => {
    const plan = federalPlan('2026-09-01', 2);
    const jobs = plannedReminders(trip, { aiPlan: plan, reservations: null }, new Date('2026-02-01T00:00:00Z'));
    // Recreation.gov: 6 months before arrival at 10:00 Eastern (EST in March, UTC-5).
    expect(jobs).toEqual([
      { trip_id: 'TRIP0001', user_id: 'owner-1', day: 1, kind: 'day-before', opens_at: '2026-03-01T10:00:00-05:00', run_at: '2026-02-28T15:00:00.000Z' },
      { trip_id: 'TRIP0001', user_id: 'owner-1', day: 1, kind: 'hour-before', opens_at: '2026-03-01T10:00:00-05:00', run_at: '2026-03-01T14:00:00.000Z' },
      { trip_id: 'TRIP0001', user_id: 'owner-1', day: 2, kind: 'day-before', opens_at: '2026-03-02T10:00:00-05:00', run_at: '2026-03-01T15:00:00.000Z' },
      { trip_id: 'TRIP0001', user_id: 'owner-1', day: 2, kind: 'hour-before', opens_at: '2026-03-02T10:00:00-05:00', run_at: '2026-03-02T14:00:00.000Z' },
    ]);
  });

  it('leaves out booked stays, open windows and moments already past', () => {
    const plan = federalPlan('2026-09-01', 3);
    // 20:00 UTC on 1 March: day 1's window is open, day 2's day-before moment (15:00) has passed.
    const now = new Date('2026-03-01T20:00:00Z');
    const jobs = plannedReminders(trip, { aiPlan: plan, reservations: { '3': { confirmed: true } } }, now);
    expect(jobs.map((j) => `${j.day} ${j.kind}`)).toEqual(['2 hour-before']);
  });

  it('plans nothing for a trip without a plan or with days it cannot read', () => {
    const now = new Date('2026-02-01T00:00:00Z');
    expect(plannedReminders(trip, { aiPlan: null, reservations: null }, now)).toEqual([]);
    expect(plannedReminders(trip, { aiPlan: { dailyItinerary: [{ day: 'one' }] }, reservations: null }, now)).toEqual([]);
  });
});
