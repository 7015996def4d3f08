import { expect, test } from './support/test';
import { isoDaysFromNow, seedStorage, storedJson } from './planner-helpers';

const trip = (
  id: string,
  title: string,
  departureInDays: number,
  duration: number,
  extra: Record<string, unknown> = {},
) => ({
  id,
  title,
  fromLocation: 'Denver, CO',
  toLocation: 'Moab, UT',
  departureDate: isoDaysFromNow(departureInDays),
  duration,
  rvType: 'class-a',
  specialNeeds: [],
  createdAt: new Date().toISOString(),
  ...extra,
});

test.describe('My Trips', () => {
  test('seeds three demo trips on an empty list, once', async ({ page }) => {
    await page.goto('/trips');
    await expect(page.getByRole('heading', { name: 'My Trips' })).toBeVisible();
    await expect(page.getByTestId('trip-card')).toHaveCount(3);
    await expect(page.getByText('Starts in 7 days')).toBeVisible();
    await expect(page.getByText('Starts in 30 days')).toBeVisible();
    // 45 days is beyond the 30-day window.
    await expect(page.getByText('Starts in 45 days')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: /^All/ })).toBeEnabled();
    await expect(page.getByRole('tab', { name: /^Upcoming/ })).toBeEnabled();
    await expect(page.getByRole('tab', { name: /^Current/ })).toBeDisabled();
    await expect(page.getByRole('tab', { name: /^Past/ })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Plan New Trip' })).toHaveAttribute('href', '/new-trip');
    await expect(page.getByRole('main').getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(await page.evaluate(() => localStorage.getItem('demoTripsAdded'))).toBe('true');
    // Demo trips never count against the monthly limit.
    expect(await page.evaluate(() => localStorage.getItem('monthlyTripCount'))).toBeNull();
    await page.reload();
    await expect(page.getByTestId('trip-card')).toHaveCount(3);
  });

  test('tabs filter by status, cards show estimates without routing, activities and open the itinerary', async ({
    page,
  }) => {
    const routed: string[] = [];
    page.on('request', (r) => void (r.url().includes('/api/road-route') && routed.push(r.url())));
    await seedStorage(page, {
      demoTripsAdded: 'true',
      trips: JSON.stringify([
        trip('PAST0001', 'Old Loop', -30, 5),
        trip('CURR0001', 'On The Road', -1, 5, {
          mainActivities: ['Hike', 'Swim', 'Bike', 'Kayak', 'Climb'],
        }),
        trip('NEXT0001', 'Soon Trip', 10, 4),
      ]),
    });
    await page.goto('/trips');
    await expect(page.getByTestId('trip-card')).toHaveCount(3);
    const current = page.getByTestId('trip-card').filter({ hasText: 'On The Road' });
    await expect(current.getByRole('button', { name: /Delete/ })).toHaveCount(0);
    await expect(current).toContainText('+2 more');
    await expect(current.getByRole('listitem')).toHaveCount(4);
    const soon = page.getByTestId('trip-card').filter({ hasText: 'Soon Trip' });
    await expect(soon).toContainText('Starts in 10 days');
    // Without a plan the card shows estimates from the trip's length, labelled so: 250 miles a day for 4 days, and
    // 2 stops, class-a (150 + 180) x 4 = $1,320. A card never asks the server to route (a list of 30
    // unplanned trips was 30 road searches); the road miles come with the plan, when the trip opens.
    await expect(soon).toContainText('1,000 mi');
    await expect(soon).toContainText('$1,320');
    await expect(soon).toContainText('Estimates (250 miles a day, cost by RV type)');
    expect(routed).toEqual([]);

    await page.getByRole('tab', { name: /^Past/ }).click();
    await expect(page.getByRole('tabpanel').getByTestId('trip-card')).toHaveCount(1);
    await expect(page.getByRole('tabpanel')).toContainText('Old Loop');
    await page.getByRole('tab', { name: /^Current/ }).click();
    await expect(page.getByRole('tabpanel')).toContainText('On The Road');
    await page.getByRole('tab', { name: /^Upcoming/ }).click();
    await expect(page.getByRole('tabpanel').getByTestId('trip-card')).toHaveCount(1);
    await page.getByRole('tabpanel').getByRole('link', { name: 'View itinerary' }).click();
    await page.waitForURL(/\/trip\/NEXT0001\/itinerary$/);
  });

  test('a trip with an AI plan shows the plan distance and cost', async ({ page, request }) => {
    const response = await request.post('/api/ai/generate-trip', {
      data: {
        fromLocation: 'Denver, CO',
        toLocation: 'Moab, UT',
        departureDate: isoDaysFromNow(12),
        duration: 4,
        rvType: 'class-c',
        travelStyle: 'scenic',
      },
    });
    expect(response.ok()).toBe(true);
    const plan = await response.json();
    await seedStorage(page, {
      demoTripsAdded: 'true',
      trips: JSON.stringify([trip('PLAN0001', 'Planned', 12, 4)]),
      trip_PLAN0001_ai_plan: JSON.stringify(plan),
    });
    await page.goto('/trips');
    const card = page.getByTestId('trip-card');
    await expect(card).toContainText(`${Math.round(plan.overview.totalDistance).toLocaleString('en-US')} mi`);
    await expect(card).toContainText(`$${Math.round(plan.overview.estimatedCost).toLocaleString('en-US')}`);
    await expect(card).not.toContainText('Estimates');
  });

  test('deletes a trip after confirmation, with its plan', async ({ page }) => {
    await seedStorage(page, {
      demoTripsAdded: 'true',
      trips: JSON.stringify([trip('KEEP0001', 'Keeper', 20, 3), trip('GONE0001', 'Goner', 25, 3)]),
      trip_GONE0001_ai_plan: '{"stale":true}',
    });
    await page.goto('/trips');
    await page.getByRole('button', { name: 'Delete Goner' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      'Are you sure you want to delete this trip? This action cannot be undone.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('trip-card')).toHaveCount(2);

    await page.getByRole('button', { name: 'Delete Goner' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete Trip' }).click();
    await expect(page.getByText('Trip deleted successfully.', { exact: true })).toBeVisible();
    await expect(page.getByTestId('trip-card')).toHaveCount(1);
    const trips = await storedJson<Array<{ id: string }>>(page, 'trips');
    expect(trips.map((t) => t.id)).toEqual(['KEEP0001']);
    expect(await page.evaluate(() => localStorage.getItem('trip_GONE0001_ai_plan'))).toBeNull();
  });

  test('a long list shows its first cards at once and every card soon after', async ({ page }) => {
    const trips = Array.from({ length: 14 }, (_, i) =>
      trip(`LONG${String(i).padStart(4, '0')}`, `Long ${i}`, 20 + i, 3),
    );
    await seedStorage(page, { demoTripsAdded: 'true', trips: JSON.stringify(trips) });
    await page.goto('/trips');
    await expect(page.getByRole('tab', { name: 'All (14)' })).toBeVisible();
    await expect(page.getByTestId('trip-card')).toHaveCount(14);
    await expect(page.getByTestId('trip-card').filter({ hasText: 'Long 13' })).toHaveCount(1);
  });

  test('corrupt stored trips do not break the page', async ({ page }) => {
    await seedStorage(page, { demoTripsAdded: 'true', trips: '{this is not json' });
    await page.goto('/trips');
    await expect(page.getByRole('heading', { name: 'My Trips' })).toBeVisible();
    await expect(page.getByText('No trips yet.')).toBeVisible();
  });
});
