import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { registerUser, signInWithToken } from './fixtures/auth';
import type { AppServer } from './support/app-server';
import { SERVER_START_GUARD_MS, randomAppPort, startAppServer } from './support/app-server';
import type { RemindersAnswer } from './support/booking';
import { bearer, tripWithFutureWindow, upgradeToPro } from './support/booking';

// The mail in the outbox at the right moment with the clock moved. This spec starts its own
// server with NODE_ENV=test and TEST_CLOCK_FILE, the reminders' test clock (honoured only in tests), and
// reads the mail from that server's outbox folder. The owner turns reminders on for one stay from the
// booking board; the clock is moved to a day before that window opens, then to an hour before.

const port = randomAppPort();
const baseURL = `http://127.0.0.1:${port}`;
const clockDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-e2e-clock-'));
const clockFile = path.join(clockDir, 'now');
let server: AppServer | undefined;

test.use({ baseURL });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // A guard, not the bound that decides: the start polls /api/ready and returns once it answers, and
  // gives up on the process's state (app-server.ts); the margin covers stopping a server that failed.
  test.setTimeout(SERVER_START_GUARD_MS + 30_000);
  server = await startAppServer('reminder-mail', port, {
    // One plan (the trip), which needs no warm-up trip before it: ready sooner, that plan run cold.
    PLAN_START: 'loaded',
    NODE_ENV: 'test',
    TEST_CLOCK_FILE: clockFile,
    REMINDER_POLL_MS: '200',
    JWT_SECRET: 'reminder-e2e-secret-reminder-e2e-secret-reminder',
    AUTH_RATE_LIMIT_MAX: '1000',
  });
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(clockDir, { recursive: true, force: true });
});

/** The outbox's messages, each as its text with quoted-printable's soft line breaks joined. */
function outbox(): string[] {
  const dir = path.join(server!.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8').replace(/=\r?\n/g, ''));
}
const reminderMails = () => outbox().filter((m) => /^Subject: Booking opens /m.test(m));

/** Moves the reminders' clock: the server reads the instant from the file on its next look. */
const moveClockTo = (instant: number) => fs.writeFileSync(clockFile, new Date(instant).toISOString());

test('a stay reminder lands in the outbox a day before its window opens, and not before', async ({ page, request }) => {
  const owner = await registerUser(request);
  await upgradeToPro(request, owner);
  const { id, plan } = await tripWithFutureWindow(request, owner);
  const park = plan.dailyItinerary[0].rvPark.name;
  await signInWithToken(page, owner.token);
  await page.goto(`/results/${id}`);

  const board = page.getByTestId('booking-board');
  const stayToggle = board.getByRole('switch', { name: `Remind me before booking opens for ${park}` });
  await expect(stayToggle).not.toBeChecked();
  await stayToggle.click();
  await expect(stayToggle).toBeChecked();
  await expect(board).toContainText('On for 1 stay below (2 to come)');

  const read = async () =>
    (await (await request.get(`/api/trip-plans/${id}/reminders`, { headers: bearer(owner) })).json()) as RemindersAnswer;
  const planned = await read();
  expect(planned).toMatchObject({ enabled: false, stays: [1] });
  const dayBefore = planned.reminders.find((r) => r.day === 1 && r.kind === 'day-before');
  const hourBefore = planned.reminders.find((r) => r.day === 1 && r.kind === 'hour-before');
  expect(dayBefore?.status).toBe('pending');
  expect(Date.parse(dayBefore!.opensAt) - Date.parse(dayBefore!.sendAt)).toBe(24 * 60 * 60 * 1000);
  expect(reminderMails()).toEqual([]);

  // A minute short of the moment: the worker polls and sends nothing.
  moveClockTo(Date.parse(dayBefore!.sendAt) - 60_000);
  await expect.poll(async () => (await read()).reminders.find((r) => r.kind === 'day-before')?.status).toBe('pending');
  expect(reminderMails()).toEqual([]);

  // A day before the window opens: the day-before mail is written to the outbox, once.
  moveClockTo(Date.parse(dayBefore!.sendAt) + 30_000);
  await expect.poll(() => reminderMails().length, { timeout: 15_000 }).toBe(1);
  const mail = reminderMails()[0];
  expect(mail).toContain(`To: ${owner.email}`);
  expect(mail).toMatch(new RegExp(`^Subject: Booking opens tomorrow: ${park.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm'));
  expect(mail).toContain('https://www.recreation.gov/camping/campgrounds/234778');
  await expect.poll(async () => (await read()).reminders.find((r) => r.kind === 'day-before')?.status).toBe('sent');
  expect((await read()).reminders.find((r) => r.kind === 'hour-before')?.status).toBe('pending');

  // An hour before: the second mail, and still exactly one of each.
  moveClockTo(Date.parse(hourBefore!.sendAt) + 30_000);
  await expect.poll(() => reminderMails().length, { timeout: 15_000 }).toBe(2);
  expect(reminderMails().filter((m) => /^Subject: Booking opens in an hour: /m.test(m))).toHaveLength(1);
  await expect.poll(async () => (await read()).reminders.map((r) => r.status)).toEqual(['sent', 'sent']);
  expect(reminderMails()).toHaveLength(2);
});
