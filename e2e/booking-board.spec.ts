import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { seedGeneratedTrip, withBookableFirstPark } from './support/trips';

// The booking board: every stay in date order with its window, a countdown to the next
// one to open, the booking link, and the confirmation field, on the results page and the trip's
// details, on a desktop and on a 390 px phone. The browser's clock is fixed before the page loads:
// the trip departs 1 September 2026 and day 1 is a Recreation.gov campground, whose window opens
// six months ahead at 10:00 Eastern, i.e. 1 March 2026 at 15:00 UTC.
const BEFORE_OPENING = new Date('2026-02-27T12:00:00Z');

async function seedWithConfirmation(page: Page) {
  const seeded = await seedGeneratedTrip(page, withBookableFirstPark);
  // The first day of the last stay (a stay's later days carry no window of their own).
  const days = seeded.plan.dailyItinerary;
  const starts = days.filter((d, i) => i === 0 || d.rvPark.name !== days[i - 1].rvPark.name);
  const lastStayDay = starts[starts.length - 1].day;
  await page.evaluate(
    ({ id, day }) =>
      localStorage.setItem(
        `trip_${id}_reservations`,
        JSON.stringify({ [String(day)]: { confirmed: true, reservedElsewhere: { name: 'Canyon RV', confirmationNumber: 'ABC123' } } }),
      ),
    { id: seeded.id, day: lastStayDay },
  );
  return seeded;
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`booking board on the results page and trip details (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.clock.install({ time: BEFORE_OPENING });
    const { id, plan } = await seedWithConfirmation(page);
    await page.goto(`/results/${id}`);

    const board = page.getByTestId('booking-board');
    await expect(board.getByRole('heading', { name: 'Booking windows' })).toBeVisible();
    const stays = board.getByTestId('booking-stay');
    // One row per stay, in date order: the first is day 1's federal campground.
    const first = stays.first();
    await expect(first).toContainText(plan.dailyItinerary[0].rvPark.name);
    await expect(first).toContainText('Not open yet');
    await expect(first).toContainText('Opens Mar 1, 2026, 10:00 AM EST');
    await expect(first.getByRole('link', { name: /^Book/ })).toHaveAttribute(
      'href',
      'https://www.recreation.gov/camping/campgrounds/234778',
    );
    await expect(first).toContainText('No reservation recorded yet.');
    // Rows are in date order, and a stay whose operator publishes no rule says so.
    const texts = await stays.allTextContents();
    expect(texts.length).toBeGreaterThan(1);
    await expect(board).toContainText(/call ahead; many private parks book 6-12 months out|KOA/);
    // The stay with a confirmation shows it.
    await expect(board.getByTestId('booking-confirmation')).toContainText('Confirmation #ABC123');

    const countdown = board.getByTestId('booking-countdown');
    await expect(countdown).toContainText(plan.dailyItinerary[0].rvPark.name);
    // 2 d 3 h before the opening when the page loaded; the browser's clock runs on from there.
    await expect(countdown).toContainText(/in 2 d (3 h 0|2 h 5\d) min/);

    // The clock moves past the opening: the first stay is open now.
    await page.clock.setSystemTime(new Date('2026-03-01T15:00:05Z'));
    await expect(first).toContainText('Open now');
    await expect(first).toContainText('Opened Mar 1, 2026, 10:00 AM EST');

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);

    // The trip's details show the same board.
    await page.goto(`/trip/${id}`);
    const details = page.getByTestId('booking-board');
    await expect(details.getByTestId('booking-stay').first()).toContainText(plan.dailyItinerary[0].rvPark.name);
    await expect(details.getByTestId('booking-confirmation')).toContainText('Confirmation #ABC123');
    const detailsWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(detailsWidth).toBeLessThanOrEqual(viewport.width);
  });
}
