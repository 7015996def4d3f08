import { expect, test } from './support/test';
import { registerUser, signInWithToken } from './fixtures/auth';
import { bearer, tripWithFutureWindow, upgradeToPro } from './support/booking';

// Booking-window reminders in the browser: a Pro owner turns them on from the
// booking board and the server plans an e-mail a day and an hour before the window opens; a free owner
// is told they are part of Pro. The trip departs about ten months out, so day 1's Recreation.gov window
// (six months ahead, 10:00 Eastern) has not opened yet.

test('a Pro owner turns reminders on from the booking board; the server plans a day and an hour before', async ({
  page,
  request,
}) => {
  const owner = await registerUser(request);
  await upgradeToPro(request, owner);
  const { id } = await tripWithFutureWindow(request, owner);
  await signInWithToken(page, owner.token);
  await page.goto(`/results/${id}`);

  const board = page.getByTestId('booking-board');
  await expect(board.getByTestId('booking-stay').first()).toContainText('Not open yet');
  const toggle = board.getByRole('switch', { name: 'Remind me before booking opens', exact: true });
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
  const { id } = await tripWithFutureWindow(request, owner);
  await signInWithToken(page, owner.token);
  await page.goto(`/results/${id}`);
  const board = page.getByTestId('booking-board');
  await expect(board.getByTestId('booking-stay').first()).toContainText('Not open yet');
  await expect(board.getByTestId('reminders-pro')).toContainText('part of Pro');
  await expect(board.getByRole('switch', { name: 'Remind me before booking opens', exact: true })).toHaveCount(0);
  // The API refuses a free account in words.
  const refused = await request.put(`/api/trip-plans/${id}/reminders`, {
    headers: bearer(owner),
    data: { enabled: true },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toEqual(expect.any(String));
});
