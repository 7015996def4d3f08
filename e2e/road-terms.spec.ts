import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { chooseSelect, isoDaysFromNow, pickLocation } from './planner-helpers';
import { makeTrip, newTripId, seedStorage } from './support/trips';

// A trip's road drawn before it has a plan is asked on the terms its plan would route its days by:
// the route option (a trip that names none is planned on the balanced one) and the Interstate
// choice among them, as the park swap and the re-route already ask.
const roadRouteRequest = (page: Page): Promise<URLSearchParams> =>
  page
    .waitForRequest((r: Request) => new URL(r.url()).pathname === '/api/road-route')
    .then((r) => new URL(r.url()).searchParams);

test("the manual planner's trip line is routed on the balanced option its plan would follow", async ({
  page,
}) => {
  await page.goto('/#planner');
  await page.getByTestId('mode-manual').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Trip title').fill('Canyon Loop');
  await pickLocation(page, 'From', 'Denver, CO', /^Denver, Colorado/);
  await pickLocation(page, 'To', 'Moab, UT', /^Moab, Utah/);
  const departure = isoDaysFromNow(20);
  await page.getByLabel('Departure date').fill(departure);
  await chooseSelect(page, 'RV type', 'Class A Motorhome');
  const asked = roadRouteRequest(page);
  await page.getByRole('button', { name: 'Next: Plan Days' }).click();
  const q = await asked;
  expect(Object.fromEntries(q)).toMatchObject({
    from: 'Denver, Colorado, United States',
    to: 'Moab, Utah, United States',
    rvType: 'class-a',
    date: departure,
    routeType: 'balanced',
  });
  expect(q.has('avoidHighways')).toBe(false);
});

test("a trip without a plan shows routed miles on its optimize choices' route and Interstate choice", async ({
  page,
}) => {
  const id = newTripId();
  await seedStorage(page, [
    makeTrip(id, {
      title: 'Back Roads to Moab',
      planningMode: 'manual',
      travelStyle: 'custom',
      isEditable: true,
      optimizationPreferences: {
        optimizeFor: 'scenery',
        prioritizeActivities: [],
        avoidHighways: true,
        maxDrivingHoursPerDay: 6,
        preferredAmenities: [],
      },
    }),
  ]);
  const asked = roadRouteRequest(page);
  await page.goto(`/trip/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Back Roads to Moab' })).toBeVisible();
  expect(Object.fromEntries(await asked)).toMatchObject({ routeType: 'scenic', avoidHighways: 'true' });
});
