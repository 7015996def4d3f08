import { describe, expect, it } from 'vitest';
import { tierForSubscription } from './subscription-tier';

const now = new Date('2026-03-10T12:00:00Z');
const future = '2026-04-10T12:00:00.000Z';
const past = '2026-03-01T12:00:00.000Z';

describe('tierForSubscription', () => {
  it('is free without a subscription', () => {
    expect(tierForSubscription({ status: null, currentPeriodEnd: null, cancelAtPeriodEnd: false }, now)).toBe(
      'free',
    );
  });

  it('keeps a renewing subscription pro even when the renewal is late', () => {
    expect(
      tierForSubscription({ status: 'active', currentPeriodEnd: future, cancelAtPeriodEnd: false }, now),
    ).toBe('pro');
    expect(
      tierForSubscription({ status: 'trialing', currentPeriodEnd: past, cancelAtPeriodEnd: false }, now),
    ).toBe('pro');
  });

  it('keeps a subscription cancelled at period end pro until the period ends', () => {
    expect(
      tierForSubscription({ status: 'active', currentPeriodEnd: future, cancelAtPeriodEnd: true }, now),
    ).toBe('pro');
    expect(
      tierForSubscription({ status: 'active', currentPeriodEnd: past, cancelAtPeriodEnd: true }, now),
    ).toBe('free');
  });

  it('returns a failed payment or cancellation to free at the end of the period', () => {
    expect(
      tierForSubscription({ status: 'past_due', currentPeriodEnd: future, cancelAtPeriodEnd: false }, now),
    ).toBe('pro');
    expect(
      tierForSubscription({ status: 'past_due', currentPeriodEnd: past, cancelAtPeriodEnd: false }, now),
    ).toBe('free');
    expect(
      tierForSubscription({ status: 'canceled', currentPeriodEnd: future, cancelAtPeriodEnd: false }, now),
    ).toBe('pro');
    expect(
      tierForSubscription({ status: 'canceled', currentPeriodEnd: past, cancelAtPeriodEnd: false }, now),
    ).toBe('free');
  });

  it('never grants pro for an incomplete checkout', () => {
    expect(
      tierForSubscription({ status: 'incomplete', currentPeriodEnd: future, cancelAtPeriodEnd: false }, now),
    ).toBe('free');
    expect(
      tierForSubscription(
        { status: 'incomplete_expired', currentPeriodEnd: future, cancelAtPeriodEnd: false },
        now,
      ),
    ).toBe('free');
  });
});
