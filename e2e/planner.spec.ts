import { expect, failedResource, test } from './support/test';
import {
  chooseSelect,
  isoDaysFromNow,
  pickLocation,
  seedStorage,
  signInAs,
  storedJson,
} from './planner-helpers';

type StoredTrip = Record<string, unknown> & { id: string };
type ExpectConsoleError = (pattern: RegExp, reason: string) => void;

/** A stand-in session token is unknown to the server: its usage request and the trip sync answer 401. */
function expectStandInTokenErrors(expectConsoleError: ExpectConsoleError) {
  expectConsoleError(
    failedResource(401, '/api/trip-plans/usage'),
    'the stand-in session token is unknown to the server, which answers its usage request 401',
  );
  expectConsoleError(
    failedResource(401, '/api/trip-plans'),
    'the same stand-in token on the trip sync, when it lists the trips of the account before the test ends',
  );
}

test.describe('planner modes', () => {
  test('free users get the upgrade prompt for ai and hybrid and stay on mode choice', async ({ page }) => {
    await page.goto('/#planner');
    const planner = page.locator('#planner');
    await expect(planner.getByRole('heading', { name: 'Choose Your Planning Style' })).toBeVisible();
    await expect(planner.getByText('You can switch or modify your approach later.')).toBeVisible();
    await expect(planner.getByTestId('mode-ai')).toContainText('Pro');
    await expect(planner.getByTestId('mode-ai')).toContainText('Upgrade to Pro');
    await expect(planner.getByTestId('mode-manual')).not.toContainText('Upgrade to Pro');
    await planner.getByTestId('mode-hybrid').click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Pro' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/checkout?plan=pro&billing=monthly',
    );
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await expect(planner.getByText(/^Selected:/)).toHaveCount(0);
    await planner.getByTestId('mode-manual').click();
    await expect(planner.getByText('Selected: Manual Planning')).toBeVisible();
  });

  test('planner form shows the SPEC validation messages', async ({ page }) => {
    await seedStorage(page, { userTier: 'pro' });
    await page.goto('/#planner');
    await page.getByTestId('mode-ai').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Generate AI Itinerary' }).click();
    await expect(page.getByText('From location is required')).toBeVisible();
    await expect(page.getByText('To location is required')).toBeVisible();
    await expect(page.getByText('Departure date is required')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'From', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await page.getByLabel('Departure date').fill(isoDaysFromNow(-2));
    await page.getByRole('button', { name: 'Generate AI Itinerary' }).click();
    await expect(page.getByText('Departure date must be today or in the future')).toBeVisible();
    await expect(page.getByLabel('Departure date')).toHaveAttribute('min', isoDaysFromNow(0));
    // The form's defaults: balanced, 4.0 stars, 25 reviews, recent reviews on.
    await expect(page.getByRole('combobox', { name: 'Travel style' })).toHaveText(/Balanced/);
    await expect(page.getByRole('combobox', { name: 'Minimum rating' })).toHaveText(/4\.0/);
    await expect(page.getByRole('combobox', { name: 'Minimum review count' })).toHaveText(/25\+/);
    await expect(page.getByRole('switch', { name: /Prioritize recent reviews/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  test('ai mode plans a trip end to end and opens the results', async ({ page }) => {
    await seedStorage(page, { userTier: 'pro' });
    await page.goto('/#planner');
    await page.getByTestId('mode-ai').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await pickLocation(page, 'From', 'Denver, CO', /^Denver, Colorado/);
    // Keyboard navigation through the suggestions.
    const to = page.getByRole('combobox', { name: 'To', exact: true });
    await to.fill('Moab, UT');
    await expect(page.getByRole('option', { name: /^Moab, Utah/ })).toBeVisible();
    await to.press('ArrowDown');
    await expect(to).toHaveAttribute('aria-activedescendant', /.+/);
    await to.press('Enter');
    await expect(to).toHaveValue(/^Moab, Utah/);
    await page.getByLabel('Departure date').fill(isoDaysFromNow(14));
    await chooseSelect(page, 'Trip duration', '5 days');
    await chooseSelect(page, 'RV type', 'Class C Motorhome');
    await page.getByText('Pet Friendly', { exact: true }).click();
    await page.getByText('noisy', { exact: true }).click();

    const request = page.waitForRequest('**/api/ai/generate-trip');
    await page.getByRole('button', { name: 'Generate AI Itinerary' }).click();
    const body = (await request).postDataJSON();
    expect(body).toMatchObject({
      duration: 5,
      rvType: 'class-c',
      travelStyle: 'balanced',
      specialNeeds: ['pet-friendly'],
      planningMode: 'ai',
      reviewPreferences: {
        minimumRating: 4,
        minimumReviewCount: 25,
        prioritizeRecentReviews: true,
        avoidNegativeKeywords: ['noisy'],
      },
    });
    await expect(page.getByText(/Your AI itinerary is ready! Trip ID: [A-Z0-9]{8}/)).toBeVisible({
      timeout: 20_000,
    });
    await page.waitForURL(/\/results\/[A-Z0-9]{8}$/);
    const id = page.url().split('/').pop() ?? '';
    const trips = await storedJson<StoredTrip[]>(page, 'trips');
    expect(trips.find((t) => t.id === id)).toMatchObject({
      planningMode: 'ai',
      isEditable: false,
      status: 'upcoming',
      specialNeeds: ['pet-friendly'],
    });
    const plan = await storedJson<{ overview: { totalDistance: number } }>(page, `trip_${id}_ai_plan`);
    expect(plan.overview.totalDistance).toBeGreaterThan(100);
  });

  test('ai failure saves the trip, explains and goes to My Trips after 3 s', async ({ page, expectConsoleError }) => {
    expectConsoleError(failedResource(503, '/api/ai/generate-trip'), 'the AI service is made to answer 503');
    await seedStorage(page, { userTier: 'pro' });
    await page.route('**/api/ai/generate-trip', (route) =>
      route.fulfill({ status: 503, json: { message: 'down' } }),
    );
    await page.goto('/#planner');
    await page.getByTestId('mode-ai').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Try a sample trip' }).click();
    await page.getByRole('button', { name: 'Generate AI Itinerary' }).click();
    await expect(
      page.getByText(
        /^Trip saved successfully! Trip ID: [A-Z0-9]{8} \(AI features temporarily unavailable\)$/,
      ),
    ).toBeVisible();
    const shownAt = Date.now();
    await page.waitForURL(/\/trips$/);
    expect(Date.now() - shownAt).toBeGreaterThan(2000);
  });

  test('a place the planner cannot use is said beside its field: nothing is saved, the form stays', async ({
    page,
    expectConsoleError,
  }) => {
    expectConsoleError(
      failedResource(422, '/api/road-route/places'),
      'the places are unknown or unroutable on purpose',
    );
    await seedStorage(page, { userTier: 'pro' });
    let plans = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/ai/generate-trip') plans += 1;
    });
    await page.goto('/#planner');
    await page.getByTestId('mode-ai').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Try a sample trip' }).click();
    const from = page.getByRole('combobox', { name: 'From', exact: true });
    await from.fill('Springfeild');
    await page.getByRole('button', { name: 'Generate AI Itinerary' }).click();
    await expect(page.getByText('Could not find "Springfeild". Try a nearby town.')).toBeVisible();
    await expect(from).toHaveAttribute('aria-invalid', 'true');

    // A place the road network does not reach is refused the same way, beside its own field.
    await from.fill('Denver, CO');
    const to = page.getByRole('combobox', { name: 'To', exact: true });
    await to.fill('Honolulu, HI');
    await page.getByRole('button', { name: 'Generate AI Itinerary' }).click();
    await expect(page.getByText(/lower 48 states: we cannot route to or from Honolulu/)).toBeVisible();
    await expect(to).toHaveAttribute('aria-invalid', 'true');

    // Still on the form with what was typed; no trip saved, no plan asked for, nothing counted.
    await expect(page.getByRole('button', { name: 'Generate AI Itinerary' })).toBeVisible();
    await expect(to).toHaveValue('Honolulu, HI');
    expect((await storedJson<unknown[] | null>(page, 'trips')) ?? []).toHaveLength(0);
    expect(Number(await page.evaluate(() => localStorage.getItem('monthlyTripCount')))).toBe(0);
    expect(plans).toBe(0);
  });

  test('hybrid mode generates, optimizes with the preferences and opens the results', async ({ page }) => {
    await seedStorage(page, { userTier: 'pro' });
    await page.goto('/#planner');
    await page.getByTestId('mode-hybrid').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Try a sample trip' }).click();
    // The sample trip: in 7 days, 3 days, class-b, scenic, 4.5 stars, 50 reviews.
    await expect(page.getByLabel('Departure date')).toHaveValue(isoDaysFromNow(7));
    await expect(page.getByRole('combobox', { name: 'Trip duration' })).toHaveText(/3 days/);
    await expect(page.getByRole('combobox', { name: 'RV type' })).toHaveText(/Class B/);
    await expect(page.getByRole('combobox', { name: 'Travel style' })).toHaveText(/Scenic/);
    await expect(page.getByRole('combobox', { name: 'Minimum rating' })).toHaveText(/4\.5/);
    await expect(page.getByRole('combobox', { name: 'Minimum review count' })).toHaveText(/50\+/);
    await page.getByRole('button', { name: 'Generate and Optimize' }).click();

    await expect(page.getByRole('heading', { name: 'Optimize Your Trip' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('radio', { name: 'Scenery' })).toBeChecked();
    await expect(page.getByTestId('max-driving-hours')).toHaveText('6 hours');
    // Cancel returns to the form step, and the form generates again.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Generate and Optimize' })).toBeVisible();
    await page.getByRole('button', { name: 'Generate and Optimize' }).click();
    await expect(page.getByRole('heading', { name: 'Optimize Your Trip' })).toBeVisible({ timeout: 20_000 });

    await page.getByRole('radio', { name: 'Time' }).click();
    const slider = page.getByRole('slider', { name: 'Maximum driving hours per day' });
    await slider.focus();
    await slider.press('ArrowLeft');
    await slider.press('ArrowLeft');
    await expect(page.getByTestId('max-driving-hours')).toHaveText('4 hours');
    await page.getByRole('switch', { name: 'Avoid highways' }).click();
    await page.getByLabel('Budget minimum (USD, optional)').fill('500');
    await page.getByLabel('Budget maximum (USD, optional)').fill('1500');
    await page.getByText('Full Hookups', { exact: true }).click();

    const request = page.waitForRequest('**/api/ai/generate-trip');
    await page.getByRole('button', { name: 'Optimize Trip' }).click();
    expect((await request).postDataJSON()).toMatchObject({
      planningMode: 'hybrid',
      optimizeFor: 'time',
      maxDrivingHoursPerDay: 4,
      avoidHighways: true,
      budgetRange: { min: 500, max: 1500 },
      specialNeeds: ['full-hookups'],
      preferredAmenities: ['Full Hookups'],
    });
    await expect(
      page.getByText(
        'Trip optimized successfully! Your itinerary has been updated based on your preferences.',
      ),
    ).toBeVisible({
      timeout: 20_000,
    });
    await page.waitForURL(/\/results\/[A-Z0-9]{8}$/);
    const id = page.url().split('/').pop() ?? '';
    // Cancelled once and resubmitted: still one trip, not a duplicate.
    const stored = await storedJson<StoredTrip[]>(page, 'trips');
    expect(stored.map((t) => t.id)).toEqual([id]);
    const trip = stored.find((t) => t.id === id);
    expect(trip).toMatchObject({
      planningMode: 'hybrid',
      isEditable: true,
      optimizationPreferences: { optimizeFor: 'time' },
    });
  });

  test('hybrid sends no budget range unless both ends are set and non-zero', async ({ page }) => {
    await seedStorage(page, { userTier: 'pro' });
    await page.goto('/#planner');
    await page.getByTestId('mode-hybrid').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Try a sample trip' }).click();
    await page.getByRole('button', { name: 'Generate and Optimize' }).click();
    await expect(page.getByRole('heading', { name: 'Optimize Your Trip' })).toBeVisible({ timeout: 20_000 });
    await page.getByLabel('Budget minimum (USD, optional)').fill('0');
    await page.getByLabel('Budget maximum (USD, optional)').fill('900');
    const request = page.waitForRequest('**/api/ai/generate-trip');
    await page.getByRole('button', { name: 'Optimize Trip' }).click();
    const body = (await request).postDataJSON();
    expect(body.budgetRange).toBeUndefined();
    expect(body.optimizeFor).toBe('scenery');
    expect(body.maxDrivingHoursPerDay).toBe(6);
  });

  test('hybrid failure saves the trip and goes to the trip page after 2 s', async ({ page, expectConsoleError }) => {
    expectConsoleError(failedResource(500, '/api/ai/generate-trip'), 'the AI service is made to answer 500');
    await seedStorage(page, { userTier: 'pro' });
    await page.route('**/api/ai/generate-trip', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/#planner');
    await page.getByTestId('mode-hybrid').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Try a sample trip' }).click();
    await page.getByRole('button', { name: 'Generate and Optimize' }).click();
    const message = page.getByText(
      /^Trip saved! You can manually plan your itinerary\. Trip ID: [A-Z0-9]{8}$/,
    );
    await expect(message).toBeVisible();
    const id = ((await message.textContent()) ?? '').slice(-8);
    await page.waitForURL(new RegExp(`/trip/${id}$`));
  });
});

test.describe('manual planner', () => {
  test('plans a trip by hand with a real park pick, activities and notes', async ({ page }) => {
    await page.goto('/#planner');
    await page.getByTestId('mode-manual').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Trip Details' })).toBeVisible();
    await page.getByRole('button', { name: 'Next: Plan Days' }).click();
    await expect(page.getByText('Trip title is required')).toBeVisible();
    await expect(page.getByText('From location is required')).toBeVisible();
    await expect(page.getByText('To location is required')).toBeVisible();
    await expect(page.getByText('Departure date is required')).toBeVisible();

    await page.getByLabel('Trip title').fill('Canyon Loop');
    await pickLocation(page, 'From', 'Denver, CO', /^Denver, Colorado/);
    await pickLocation(page, 'To', 'Moab, UT', /^Moab, Utah/);
    await page.getByLabel('Departure date').fill(isoDaysFromNow(20));
    await page.getByRole('combobox', { name: 'Trip duration' }).click();
    await expect(page.getByRole('option', { name: '21 days' })).toBeVisible();
    await page.getByRole('option', { name: '3 days', exact: true }).click();
    await page.getByRole('button', { name: 'Next: Plan Days' }).click();

    await expect(page.getByRole('heading', { name: 'Plan Your Daily Itinerary' })).toBeVisible();
    await expect(page.getByTestId(/^day-card-/)).toHaveCount(3);
    const day1 = page.getByTestId('day-card-1');
    await expect(day1).toContainText(isoDaysFromNow(20));
    await expect(page.getByTestId('day-card-3')).toContainText(isoDaysFromNow(22));
    await expect(day1.getByLabel('Search RV parks near')).toHaveValue(/^Denver/);
    await day1.getByLabel('Search RV parks near').fill('Moab, UT');
    await day1.getByRole('button', { name: 'Search Parks' }).click();
    const list = day1.getByRole('list', { name: /RV parks near/ });
    await expect(list).toBeVisible({ timeout: 15_000 });
    await expect(list).toHaveClass(/max-h-60/);
    await expect(list).toHaveClass(/overflow-y-auto/);
    const firstName = (await list.locator('li p.font-medium').first().textContent()) ?? '';
    expect(firstName.length).toBeGreaterThan(2);
    await list
      .getByRole('button', { name: /^Select / })
      .first()
      .click();
    await expect(list).toHaveCount(0);
    await expect(day1).toContainText(firstName);
    await expect(day1).toContainText('Reservation needed');
    // Removable, then picked again.
    await day1.getByRole('button', { name: 'Remove park' }).click();
    await day1.getByRole('button', { name: 'Search Parks' }).click();
    await day1
      .getByRole('list', { name: /RV parks near/ })
      .getByRole('button', { name: /^Select / })
      .first()
      .click();

    await day1.getByLabel('New activity for day 1').fill('Arches sunset hike');
    await day1.getByRole('button', { name: 'Add Activity' }).click();
    await expect(day1.getByLabel('Activity 1 name')).toHaveValue('Arches sunset hike');
    await expect(day1.getByRole('combobox', { name: 'Activity 1 type' })).toHaveText(/Sightseeing/);
    await expect(day1.getByRole('combobox', { name: 'Activity 1 duration' })).toHaveText(/2 hours/);
    await day1.getByLabel('Activity 1 name').fill('Delicate Arch sunset hike');
    await day1.getByLabel('New activity for day 1').fill('Something to remove');
    await day1.getByRole('button', { name: 'Add Activity' }).click();
    await day1.getByRole('button', { name: 'Remove activity 2' }).click();
    await expect(day1.getByLabel('Activity 2 name')).toHaveCount(0);
    await day1.getByLabel('Notes').fill('Fill up water tanks');

    await page.getByRole('button', { name: 'Save Trip' }).click();
    await expect(page.getByText('Trip basics saved')).toBeVisible();
    await page.waitForURL(/\/trip\/[A-Z0-9]{8}$/);
    const id = page.url().split('/').pop() ?? '';
    const trip = (await storedJson<StoredTrip[]>(page, 'trips')).find((t) => t.id === id);
    expect(trip).toMatchObject({
      title: 'Canyon Loop',
      status: 'upcoming',
      travelStyle: 'custom',
      planningMode: 'manual',
      isEditable: true,
      duration: 3,
      dayPlans: [
        {
          day: 1,
          notes: 'Fill up water tanks',
          rvPark: { day: 1, reservationStatus: 'needed' },
          activities: [
            {
              name: 'Delicate Arch sunset hike',
              type: 'sightseeing',
              duration: '2 hours',
              userAdded: true,
              priority: 'medium',
            },
          ],
        },
        { day: 2, rvPark: null },
        { day: 3, rvPark: null },
      ],
    });
    expect(await page.evaluate(() => localStorage.getItem('monthlyTripCount'))).toBe('1');
  });

  test('a failed save (storage full) tells the user and keeps what they typed', async ({ page }) => {
    await page.addInitScript(() => {
      const original = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === 'trips') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return original.call(this, key, value);
      };
    });
    await page.goto('/#planner');
    await page.getByTestId('mode-manual').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Trip title').fill('Full Disk Trip');
    await page.getByRole('combobox', { name: 'From', exact: true }).fill('Denver, CO');
    await page.getByRole('combobox', { name: 'To', exact: true }).fill('Moab, UT');
    await page.getByLabel('Departure date').fill(isoDaysFromNow(5));
    await page.getByRole('button', { name: 'Next: Plan Days' }).click();
    await page.getByTestId('day-card-1').getByLabel('Notes').fill('Keep me');
    await page.getByRole('button', { name: 'Save Trip' }).click();
    await expect(page.getByText('There was an error saving your trip. Please try again.')).toBeVisible();
    await expect(page.getByText('Trip basics saved')).toHaveCount(0);
    await expect(page.getByTestId('day-card-1').getByLabel('Notes')).toHaveValue('Keep me');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Trip title')).toHaveValue('Full Disk Trip');
    expect(await page.evaluate(() => localStorage.getItem('monthlyTripCount'))).toBeNull();
  });

  test('restores the draft after a reload', async ({ page }) => {
    await page.goto('/#planner');
    await page.getByTestId('mode-manual').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Trip title').fill('Draft Adventure');
    await page.getByLabel('Estimated budget (optional)').fill('2500');
    await expect(page.getByText('Draft saved')).toBeVisible();
    await expect(page.getByText('Draft saved')).toBeHidden({ timeout: 5000 });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Trip Details' })).toBeVisible();
    await expect(page.getByLabel('Trip title')).toHaveValue('Draft Adventure');
    await expect(page.getByLabel('Estimated budget (optional)')).toHaveValue('2500');
  });

  test('prefills from similarTripData with the departure date cleared', async ({ page }) => {
    await seedStorage(page, {
      userTier: 'pro',
      similarTripData: JSON.stringify({
        title: 'Again',
        fromLocation: 'Denver, CO',
        toLocation: 'Moab, UT',
        departureDate: '2030-01-01',
        duration: 5,
        rvType: 'class-a',
      }),
    });
    await page.goto('/#planner');
    await page.getByTestId('mode-ai').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('combobox', { name: 'From', exact: true })).toHaveValue('Denver, CO');
    await expect(page.getByRole('combobox', { name: 'Trip duration' })).toHaveText(/5 days/);
    await expect(page.getByRole('combobox', { name: 'RV type' })).toHaveText(/Class A/);
    await expect(page.getByLabel('Departure date')).toHaveValue('');
    expect(await page.evaluate(() => localStorage.getItem('similarTripData'))).toBeNull();
  });

  test('a free user at 3 trips this month is stopped with the upgrade prompt', async ({ page }) => {
    await seedStorage(page, { monthlyTripCount: '3' });
    await page.goto('/#planner');
    await page.getByTestId('mode-manual').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Trip title').fill('One too many');
    await page.getByRole('combobox', { name: 'From', exact: true }).fill('Denver, CO');
    await page.getByRole('combobox', { name: 'To', exact: true }).fill('Moab, UT');
    await page.getByLabel('Departure date').fill(isoDaysFromNow(5));
    await page.getByRole('button', { name: 'Next: Plan Days' }).click();
    await page.getByRole('button', { name: 'Save Trip' }).click();
    const dialog = page.getByRole('dialog', { name: 'Monthly Trip Limit Reached' });
    await expect(dialog).toContainText(
      "You've used all 3 of your free trips this month. Upgrade to Pro for unlimited trips and advanced features.",
    );
    expect(await page.evaluate(() => localStorage.getItem('trips'))).toBeNull();
  });
});

test.describe('/new-trip', () => {
  test('signed out visitors are sent to sign in', async ({ page }) => {
    await page.goto('/new-trip');
    await page.waitForURL(/\/login\?redirect=%2Fnew-trip$/);
  });

  test('free plan: badge, meter, benefits, upsell, quick actions and the planner', async ({
    page,
    expectConsoleError,
  }) => {
    expectStandInTokenErrors(expectConsoleError);
    await signInAs(page, 'free');
    await seedStorage(page, { monthlyTripCount: '1' });
    await page.goto('/new-trip');
    await expect(page.getByText('Free Plan', { exact: true })).toBeVisible();
    // SPEC's order for names: first name, then username, then 'Account'.
    await expect(page.getByText(/Welcome back, River!/)).toBeVisible();
    await expect(page.getByTestId('trip-usage')).toHaveText('1/3');
    // The free limit and the way past it are shown before the traveller starts planning.
    await expect(page.getByTestId('trips-remaining')).toContainText('2 of 3 free trips left this month.');
    await expect(
      page.getByTestId('trips-remaining').getByRole('link', { name: 'Upgrade to Pro for unlimited trips' }),
    ).toHaveAttribute('href', '/checkout?plan=pro&billing=monthly');
    await expect(page.getByText('3 trips per month')).toBeVisible();
    await expect(page.getByText('$19.99')).toBeVisible();
    await expect(page.getByText(/7-day free trial/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
      'href',
      '/checkout?plan=pro&billing=monthly',
    );
    const quick = page.getByRole('navigation', { name: 'Quick actions' });
    await expect(quick.getByRole('link', { name: 'View All Trips' })).toHaveAttribute('href', '/trips');
    await expect(quick.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(quick.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute(
      'href',
      '/checkout?plan=pro&billing=monthly',
    );
    await expect(page.getByRole('heading', { name: 'Choose Your Planning Style' })).toBeVisible();
  });

  test('free plan at the limit shows the Monthly Trip Limit Reached panel', async ({ page, expectConsoleError }) => {
    expectStandInTokenErrors(expectConsoleError);
    await signInAs(page, 'free');
    await seedStorage(page, { monthlyTripCount: '3' });
    await page.goto('/new-trip');
    await expect(page.getByRole('heading', { name: 'Monthly Trip Limit Reached' })).toBeVisible();
    await expect(
      page.getByText(
        "You've used all 3 of your free trips this month. Upgrade to Pro for unlimited trips and advanced features.",
      ),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/checkout?plan=pro&billing=monthly',
    );
    await page.getByRole('link', { name: 'View Existing Trips' }).click();
    await page.waitForURL(/\/trips$/);
  });

  test('pro plan shows the Pro badge and no limit', async ({ page, expectConsoleError }) => {
    expectStandInTokenErrors(expectConsoleError);
    await signInAs(page, 'pro');
    await seedStorage(page, { monthlyTripCount: '5' });
    await page.goto('/new-trip');
    await expect(page.getByText('Pro Plan', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Monthly Trip Limit Reached' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveCount(0);
    await expect(page.getByTestId('mode-ai')).not.toContainText('Upgrade to Pro');
    await expect(page.getByTestId('trips-remaining')).toHaveCount(0);
    // A Pro user manages the subscription they have instead of being offered an upgrade.
    const quick = page.getByRole('navigation', { name: 'Quick actions' });
    await expect(quick.getByRole('link', { name: 'Manage subscription' })).toHaveAttribute('href', '/settings');
    await expect(page.getByRole('link', { name: 'Upgrade Plan' })).toHaveCount(0);
  });
});
