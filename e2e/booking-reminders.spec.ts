import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import type { RegisteredUser } from './fixtures/auth';
import { registerUser, signInWithToken } from './fixtures/auth';
import { generatedPlan, makeTrip, newTripId, withBookableFirstPark } from './support/trips';
import { isoDaysFromNow } from './planner-helpers';

// Booking-window reminders (issue 46, items 4 and 5) in the browser: a Pro owner turns them on from the
// booking board and the server plans an e-mail a day and an hour before the window opens; a free owner
// is told they are part of Pro. The trip departs about ten months out, so day 1's Recreation.gov window
// (six months ahead, 10:00 Eastern) has not opened yet.

const bearer = (user: RegisteredUser) => ({ Authorization: `Bearer ${user.token}` });

/** Upgrades through the demo payment provider's own API, as its checkout page does. */
async function upgradeToPro(request: APIRequestContext, user: RegisteredUser) {
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
async function tripWithFutureWindow(request: APIRequestContext, user: RegisteredUser) {
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
  return trip.id;
}

test('a Pro owner turns reminders on from the booking board; the server plans a day and an hour before', async ({
  page,
  request,
}) => {
  const owner = await registerUser(request);
  await upgradeToPro(request, owner);
  const id = await tripWithFutureWindow(request, owner);
  await signInWithToken(page, owner.token);
  await page.goto(`/results/${id}`);

  const board = page.getByTestId('booking-board');
  await expect(board.getByTestId('booking-stay').first()).toContainText('Not open yet');
  const toggle = board.getByRole('switch', { name: 'Remind me before booking opens' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(board).toContainText(/An e-mail a day and an hour before each window opens \([1-9]\d* to come\)/);

  // What the server planned: for each stay not yet open, a day and an hour before its opening.
  const answer = await request.get(`/api/trip-plans/${id}/reminders`, { headers: bearer(owner) });
  expect(answer.status()).toBe(200);
  const state = (await answer.json()) as {
    enabled: boolean;
    reminders: Array<{ day: number; kind: string; status: string; sendAt: string; opensAt: string }>;
  };
  expect(state.enabled).toBe(true);
  const day1 = state.reminders.filter((r) => r.day === 1 && r.status === 'pending');
  expect(day1.map((r) => r.kind).sort()).toEqual(['day-before', 'hour-before']);
  for (const r of day1) {
    const lead = Date.parse(r.opensAt) - Date.parse(r.sendAt);
    expect(lead).toBe(r.kind === 'day-before' ? 24 * 60 * 60 * 1000 : 60 * 60 * 1000);
  }

  // Kept with the trip: a reload shows the switch on; turning it off cancels what is waiting.
  await page.reload();
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  const after = (await (await request.get(`/api/trip-plans/${id}/reminders`, { headers: bearer(owner) })).json()) as {
    enabled: boolean;
    reminders: Array<{ status: string }>;
  };
  expect(after.enabled).toBe(false);
  expect(after.reminders.filter((r) => r.status === 'pending')).toEqual([]);
});

test('a free owner sees the windows and is told reminders are part of Pro', async ({ page, request }) => {
  const owner = await registerUser(request);
  const id = await tripWithFutureWindow(request, owner);
  await signInWithToken(page, owner.token);
  await page.goto(`/results/${id}`);
  const board = page.getByTestId('booking-board');
  await expect(board.getByTestId('booking-stay').first()).toContainText('Not open yet');
  await expect(board.getByTestId('reminders-pro')).toContainText('part of Pro');
  await expect(board.getByRole('switch', { name: 'Remind me before booking opens' })).toHaveCount(0);
  // The API refuses a free account in words.
  const refused = await request.put(`/api/trip-plans/${id}/reminders`, {
    headers: bearer(owner),
    data: { enabled: true },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toEqual(expect.any(String));
});
