import type { APIRequestContext } from '@playwright/test';
import { expect } from './test';
import type { RegisteredUser } from '../fixtures/auth';
import { isoDaysFromNow } from '../planner-helpers';
import { generatedPlan, makeTrip, newTripId, withBookableFirstPark } from './trips';

// Booking-window reminders' set-up, shared by the specs that test them.

export const bearer = (user: RegisteredUser) => ({ Authorization: `Bearer ${user.token}` });

/** Upgrades through the demo payment provider's own API, as its checkout page does. */
export async function upgradeToPro(request: APIRequestContext, user: RegisteredUser) {
  const config = (await (await request.get('/api/stripe/config')).json()) as {
    plans: Array<{ id: string; priceIds: { monthly?: string } }>;
  };
  const priceId = config.plans.find((p) => p.id === 'pro')?.priceIds.monthly;
  expect(priceId).toBeTruthy();
  const session = await request.post('/api/stripe/create-checkout-session', {
    headers: bearer(user),
    data: {
      priceId,
      customerEmail: user.email,
      customerName: 'Ann Walker',
      successUrl: '/checkout/success',
      cancelUrl: '/checkout?plan=pro&billing=monthly',
    },
  });
  expect(session.status()).toBe(200);
  const sessionId = new URL((await session.json()).sessionUrl, 'http://x').searchParams.get('session');
  const done = await request.post('/api/stripe/demo/complete', { headers: bearer(user), data: { sessionId } });
  expect(done.status()).toBe(200);
  // The success page verifies the session, which starts the subscription.
  const verified = await request.get(`/api/stripe/verify-session/${sessionId}`, { headers: bearer(user) });
  expect(verified.status()).toBe(200);
  const me = await request.get('/api/auth/me', { headers: bearer(user) });
  expect((await me.json()).tier).toBe('pro');
}

/** A trip on the server whose days start about ten months from today, day 1 at a federal campground. */
export async function tripWithFutureWindow(request: APIRequestContext, user: RegisteredUser) {
  const plan = await generatedPlan(request);
  withBookableFirstPark(plan);
  const departure = isoDaysFromNow(300);
  const dayMs = 24 * 60 * 60 * 1000;
  for (const day of plan.dailyItinerary) {
    day.date = new Date(Date.parse(departure) + (day.day - 1) * dayMs).toISOString().slice(0, 10);
  }
  for (const option of plan.routeOptions)
    if (option.type === plan.selectedRoute) option.dailyItinerary = plan.dailyItinerary;
  const trip = makeTrip(newTripId(), { title: 'Reminder trip', departureDate: departure });
  const created = await request.post('/api/trip-plans', { headers: bearer(user), data: { trip, aiPlan: plan } });
  expect(created.status()).toBe(201);
  return { id: trip.id, plan };
}

export type RemindersAnswer = {
  enabled: boolean;
  stays: number[];
  reminders: Array<{ day: number; kind: string; status: string; sendAt: string; opensAt: string }>;
};
