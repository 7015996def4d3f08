import { expect, failedConnection, failedResource, test } from './support/test';
import { collectAlerts, openedUrls, recordWindowOpen } from './support/browser';
import { driveTitle } from '../shared/plan/day-title';
import { registerUser } from './fixtures/auth';
import {
  makeTrip,
  newTripId,
  seedGeneratedTrip,
  seedStorage,
  withBookableFirstPark,
  withThreeActivitiesOnDay1,
} from './support/trips';

const miles = (n: number) => `${Math.round(n).toLocaleString('en-US')} miles`;

test.describe('results page', () => {
  test('shows the trip and switches between the three routes', async ({ page }) => {
    const { id, plan } = await seedGeneratedTrip(page);
    await page.goto(`/results/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: plan.overview.title })).toBeVisible();
    await expect(page.getByText('Sep 1, 2026 – Sep 6, 2026')).toBeVisible();
    await expect(page.getByText('Class C Motorhome', { exact: true })).toBeVisible();
    await expect(page.getByText('Estimated Cost')).toBeVisible();
    await expect(page.getByRole('link', { name: /Back to Trip Details/ })).toHaveAttribute(
      'href',
      `/trip-test/${id}`,
    );

    const routes = page.getByRole('radiogroup', { name: 'Route' });
    const [fastest, scenic, balanced] = plan.routeOptions;
    // SPEC: balanced by default.
    await expect(routes.getByRole('radio', { name: /Balanced/ })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('results-distance')).toHaveText(miles(balanced.distance));

    await routes.getByRole('radio', { name: /Scenic/ }).click();
    await expect(routes.getByRole('radio', { name: /Scenic/ })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('results-distance')).toHaveText(miles(scenic.distance));
    await expect(routes.getByRole('radio', { name: /Scenic/ })).toContainText(scenic.driveTime);
    await expect(page.getByTestId('day-card-1')).toContainText(scenic.dailyItinerary[0].title);

    await routes.getByRole('radio', { name: /Fastest/ }).click();
    await expect(page.getByTestId('results-distance')).toHaveText(miles(fastest.distance));
    await expect(page.getByTestId('day-card-1')).toContainText(fastest.dailyItinerary[0].title);
    await expect(page.getByTestId(`day-card-${fastest.dailyItinerary.length}`)).toBeVisible();

    await page.reload();
    await expect(routes.getByRole('radio', { name: /Fastest/ })).toHaveAttribute('aria-checked', 'true');

    await expect(page.getByRole('heading', { name: 'AI Travel Tips' })).toBeVisible();
    for (const name of ['Packing', 'Weather', 'Budget', 'Safety']) {
      await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    }
    await expect(
      page.getByTestId('day-card-1').getByRole('heading', { name: 'Must See and Do' }),
    ).toBeVisible();
  });

  test('day cards: amenities, Check Availability, GPS navigation and its checks', async ({ page }) => {
    await recordWindowOpen(page);
    const { id, plan } = await seedGeneratedTrip(page, (p) => {
      withBookableFirstPark(p);
      const day1 = p.dailyItinerary[0];
      day1.rvPark = {
        ...day1.rvPark,
        amenities: ['Water', 'Toilets', 'Showers', 'Wifi', 'Laundry', 'Store'],
        latitude: 38.45889,
        longitude: -107.33,
      };
      const day2 = p.dailyItinerary[1];
      day2.rvPark = {
        ...day2.rvPark,
        reservationUrl: undefined,
        website: undefined,
        facilityId: undefined,
        // Off the globe: the stored plan still loads, that day's GPS navigation says so.
        latitude: 95.1,
        longitude: 200.5,
      };
      const day3 = p.dailyItinerary[2];
      day3.rvPark = { ...day3.rvPark, reservationUrl: undefined, website: 'http://www.lakesidervpark.com/' };
      p.routeOptions[2].dailyItinerary = p.dailyItinerary;
    });
    await page.goto(`/results/${id}`);
    const day1 = page.getByTestId('day-card-1');
    await expect(day1.getByRole('list', { name: 'Amenities' }).getByRole('listitem')).toHaveText([
      'Water',
      'Toilets',
      'Showers',
      'Wifi',
      '+2 more',
    ]);
    const { nightlyFee } = plan.dailyItinerary[0].rvPark;
    await expect(day1).toContainText(
      nightlyFee === null ? 'Price not listed' : `$${nightlyFee}/night (reported)`,
    );
    await expect(day1.getByRole('status').filter({ hasText: 'Reservation required' })).toBeVisible();

    await day1.getByRole('button', { name: 'Check Availability' }).click();
    await day1.getByRole('button', { name: 'Open GPS Navigation' }).click();
    expect(await openedUrls(page)).toEqual([
      plan.dailyItinerary[0].rvPark.reservationUrl,
      'https://www.google.com/maps/dir/?api=1&destination=38.45889,-107.33',
    ]);

    const day2 = page.getByTestId('day-card-2');
    await day2.getByRole('button', { name: 'Check Availability' }).click();
    await expect(page.getByText('RV park booking coming soon!', { exact: true })).toBeVisible();

    const alerts = collectAlerts(page);
    await day2.getByRole('button', { name: 'Open GPS Navigation' }).click();
    // Told in an error toast, not a browser alert.
    await expect(page.locator('[data-variant="error"]')).toContainText(
      'Invalid GPS coordinates. Please try again.',
    );
    expect(alerts).toEqual([]);
    expect(await openedUrls(page)).toHaveLength(2);

    // A park's own site (not a booking site we know) opens after the traveller has seen its link.
    await page.getByTestId('day-card-3').getByRole('button', { name: 'Check Availability' }).click();
    const leaving = page.getByRole('dialog', { name: 'Leaving RV Trip Planner' });
    await expect(leaving).toContainText('http://www.lakesidervpark.com/');
    await expect(leaving.getByRole('link', { name: "Open the park's page" })).toHaveAttribute(
      'href',
      'http://www.lakesidervpark.com/',
    );
    await expect(page.getByText('Link not opened')).toHaveCount(0);
  });

  test('edit sub-view: activities added, removed and reordered, park chosen from suggestions; edits persist', async ({
    page,
  }) => {
    const { id, plan } = await seedGeneratedTrip(page, withThreeActivitiesOnDay1);
    const [first, second, third] = plan.dailyItinerary[0].activities;
    expect(third).toBeTruthy();
    await page.goto(`/results/${id}`);
    await page.getByRole('button', { name: 'Edit Itinerary' }).click();
    const editor = page.getByTestId('day-editor-1');
    await editor.getByRole('button', { name: 'Edit Day 1' }).click();

    await expect(editor.getByRole('button', { name: `Move ${first} up` })).toBeDisabled();
    await expect(editor.getByRole('button', { name: `Move ${third} down` })).toBeDisabled();
    await editor.getByRole('button', { name: `Move ${second} up` }).click();
    const list = editor.getByRole('list', { name: 'Day 1 activities' }).getByRole('listitem');
    await expect(list).toHaveCount(3);
    await expect(list.nth(0)).toContainText(second);
    await expect(list.nth(1)).toContainText(first);
    await expect(editor.getByRole('button', { name: `Move ${second} up` })).toBeDisabled();

    await editor.getByRole('button', { name: `Move ${second} down` }).click();
    await expect(list.nth(0)).toContainText(first);

    await editor.getByLabel('New activity for day 1').fill('Visit the South Rim visitor center');
    await editor.getByRole('button', { name: 'Add Activity' }).click();
    await expect(list).toHaveCount(4);
    await expect(list.nth(3)).toContainText('Visit the South Rim visitor center');
    await editor.getByRole('button', { name: `Remove ${third}` }).click();
    await expect(list).toHaveCount(3);

    // Three real nearby campgrounds to choose from.
    const suggestions = editor
      .getByRole('list', { name: 'Park suggestions for day 1' })
      .getByRole('listitem');
    await expect(suggestions).toHaveCount(3);
    const choose = editor.getByRole('button', { name: /^Choose / }).first();
    const chosenName = ((await choose.getAttribute('aria-label')) ?? '').replace(/^Choose /, '');
    await choose.click();
    await expect(editor.getByRole('button', { name: `${chosenName} selected` })).toBeDisabled();

    await editor.getByRole('button', { name: 'Done Editing Day 1' }).click();
    await page.getByRole('button', { name: 'Back to Itinerary' }).click();
    const card = page.getByTestId('day-card-1');
    // Exact: the day's title names the new park too (the drive now ends there).
    await expect(card.getByRole('heading', { name: chosenName, exact: true })).toBeVisible();
    await expect(card.getByRole('list', { name: 'Day 1 activities' }).getByRole('listitem')).toHaveText([
      first,
      second,
      'Visit the South Rim visitor center',
    ]);

    await page.reload();
    await expect(
      page.getByTestId('day-card-1').getByRole('heading', { name: chosenName, exact: true }),
    ).toBeVisible();
    await expect(
      page.getByTestId('day-card-1').getByRole('list', { name: 'Day 1 activities' }).getByRole('listitem'),
    ).toHaveText([first, second, 'Visit the South Rim visitor center']);
  });

  test('choosing another park re-routes that day and the next on roads; offline keeps the old figures', async ({
    page,
    expectConsoleError,
  }) => {
    expectConsoleError(
      failedConnection('/api/road-route/legs'),
      'the road route request is cut off to act offline',
    );
    const { id, plan } = await seedGeneratedTrip(page);
    const days = plan.dailyItinerary;
    const day1 = days[0];
    expect(day1.distance).toBeGreaterThan(0);
    // The next drive after day 1 (the plan may spend nights at day 1's stop first: rest days there).
    const next = days.findIndex((d, i) => i > 0 && d.distance > 0);
    expect(next).toBeGreaterThan(0);
    const drive = days[next];
    const rests = days.slice(1, next);
    for (const rest of rests) expect([rest.from.name, rest.to.name]).toEqual([day1.to.name, day1.to.name]);
    expect(drive.from.name).toBe(day1.to.name);
    const n = drive.day;
    const restAt = (name: string) => `Rest day at ${name.split(',')[0]}`;
    // The next drive leaves from the park chosen for day 1; where its own night is (a park away from
    // its town is named, with its distance) stays as the planner said it.
    const day3After = (start: string) =>
      driveTitle({ name: start, latitude: 0, longitude: 0 }, drive.to, undefined, drive.nightAway);

    await page.goto(`/results/${id}`);
    const card1 = page.getByTestId('day-card-1');
    const restCards = rests.map((r) => page.getByTestId(`day-card-${r.day}`));
    const card3 = page.getByTestId(`day-card-${n}`);
    await expect(card1).toContainText(`${miles(day1.distance)} · ${day1.driveTime}`);
    for (const card of restCards) await expect(card).toContainText(restAt(day1.to.name));
    await expect(card3.getByRole('heading', { level: 3 })).toHaveText(`Day ${n}: ${drive.title}`);

    await page.getByRole('button', { name: 'Edit Itinerary' }).click();
    const editor = page.getByTestId('day-editor-1');
    await editor.getByRole('button', { name: 'Edit Day 1' }).click();
    const list = editor.getByRole('list', { name: 'Park suggestions for day 1' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    // The choosable suggestion farthest from the planned stop, so the drive surely changes.
    const offered = await list.getByRole('button', { name: /^Choose / }).evaluateAll((buttons) =>
      buttons.map((b) => ({
        name: (b.getAttribute('aria-label') ?? '').replace(/^Choose /, ''),
        away: Number(/([\d.]+) miles away/.exec(b.closest('li')?.textContent ?? '')?.[1] ?? 0),
      })),
    );
    const chosen = offered.sort((a, b) => b.away - a.away)[0];
    expect(chosen.away).toBeGreaterThan(1);
    const legsAnswer = page.waitForResponse(
      (r) => r.url().includes('/api/road-route/legs') && r.request().method() === 'POST',
    );
    await editor.getByRole('button', { name: `Choose ${chosen.name}` }).click();
    await expect(editor.getByRole('button', { name: `${chosen.name} selected` })).toBeDisabled();
    // The drive there and the next morning's drive, as the server routed them.
    const answer = await legsAnswer;
    const { legs } = (await answer.json()) as { legs: Array<{ miles: number }> };
    expect(legs).toHaveLength(2);
    // Routed as the planner routed the days: each leg on its own day, for the trip's RV type, on
    // the route option the plan shows.
    const sent = answer.request().postDataJSON() as { dates?: string[]; rvType?: string; routeType?: string };
    expect(sent.dates).toEqual([day1.date, drive.date]);
    expect(sent.rvType).toBe(plan.input.rvType);
    expect(sent.routeType).toBe(plan.selectedRoute);
    // The day editor's heading follows the re-routed day.
    await expect(editor.getByRole('heading', { level: 3 })).toHaveText(
      `Day 1: ${day1.from.name} to ${chosen.name}`,
    );
    await page.getByRole('button', { name: 'Back to Itinerary' }).click();

    await expect(card1.getByRole('heading', { level: 3 })).toHaveText(
      `Day 1: ${day1.from.name} to ${chosen.name}`,
    );
    await expect(card1).toContainText(`${miles(legs[0].miles)} · `);
    await expect(card3).toContainText(`${miles(legs[1].miles)} · `);
    // Any rest day's place is now the new park, and the next drive starts there.
    for (const card of restCards) {
      await expect(card).toContainText(restAt(chosen.name));
      await expect(card.getByRole('heading', { name: chosen.name, exact: true })).toBeVisible();
    }
    await expect(card3.getByRole('heading', { level: 3 })).toHaveText(`Day ${n}: ${day3After(chosen.name)}`);
    await expect(page.getByTestId('reroute-note')).toHaveCount(0);
    // The trip's total follows the new days (a park a few miles away may leave it as it was: the
    // figure is checked against the days, not against the old total).
    const total = days.reduce(
      (sum, d, i) => sum + (i === 0 ? legs[0].miles : i === next ? legs[1].miles : d.distance),
      0,
    );
    await expect(page.getByTestId('results-distance')).toHaveText(miles(total));

    // Kept, and still the traveller's own park, after a reload.
    await page.reload();
    await expect(card1.getByRole('heading', { name: chosen.name, exact: true })).toBeVisible();
    await expect(card3.getByRole('heading', { level: 3 })).toHaveText(`Day ${n}: ${day3After(chosen.name)}`);
    const figures3 = card3.locator('header p').first();
    const before3 = (await figures3.textContent()) ?? '';
    expect(before3).toMatch(/miles · /);

    // Offline (the route request fails): the park is kept with the old figures, and a note says so.
    await page.route('**/api/road-route/legs', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Edit Itinerary' }).click();
    const editor3 = page.getByTestId(`day-editor-${n}`);
    await editor3.getByRole('button', { name: `Edit Day ${n}` }).click();
    const choose3 = editor3.getByRole('button', { name: /^Choose / }).first();
    const name3 = ((await choose3.getAttribute('aria-label')) ?? '').replace(/^Choose /, '');
    await choose3.click();
    await expect(page.getByTestId('reroute-note')).toContainText(
      'distances will update when you are back online',
    );
    await page.getByRole('button', { name: 'Back to Itinerary' }).click();
    await expect(card3.getByRole('heading', { name: name3, exact: true })).toBeVisible();
    await expect(card3.getByRole('heading', { level: 3 })).toHaveText(`Day ${n}: ${day3After(chosen.name)}`);
    await expect(figures3).toHaveText(before3);

    // Back online: the drive is routed and the note goes away.
    await page.unroute('**/api/road-route/legs');
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByTestId('reroute-note')).toHaveCount(0);
    await expect(card3.getByRole('heading', { level: 3 })).toHaveText(`Day ${n}: ${chosen.name} to ${name3}`);
  });

  test('reservations: confirmed at the park, elsewhere, and back to none; stored per day', async ({
    page,
  }) => {
    const { id, plan } = await seedGeneratedTrip(page);
    await page.goto(`/results/${id}`);
    const day1 = page.getByTestId('day-card-1');
    const day2 = page.getByTestId('day-card-2');
    await expect(day1.getByText('Confirmed', { exact: true })).toHaveCount(0);

    await day1.getByRole('button', { name: 'Confirm Reservation' }).click();
    let dialog = page.getByRole('dialog', { name: 'Day 1 Reservation' });
    await dialog.getByRole('button', { name: `Confirmed at ${plan.dailyItinerary[0].rvPark.name}` }).click();
    await expect(dialog).toBeHidden();
    await expect(day1.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(day1.getByRole('img', { name: 'Reservation confirmed' })).toBeVisible();
    await expect(day1.getByRole('button', { name: 'Update Reservation' })).toBeVisible();
    await expect(day1.getByRole('status').filter({ hasText: 'Reservation required' })).toHaveCount(0);

    await day2.getByRole('button', { name: 'Confirm Reservation' }).click();
    dialog = page.getByRole('dialog', { name: 'Day 2 Reservation' });
    const confirmElsewhere = dialog.getByRole('button', { name: 'Confirm Reservation Elsewhere' });
    await expect(confirmElsewhere).toBeDisabled();
    await dialog.getByLabel('Park name').fill('   ');
    await expect(confirmElsewhere).toBeDisabled();
    await dialog.getByLabel('Park name').fill('  Sunny Acres RV Resort ');
    await dialog.getByLabel('Confirmation number (optional)').fill('SA-4471');
    await confirmElsewhere.click();
    await expect(day2.getByText('Reserved at Sunny Acres RV Resort · Confirmation #SA-4471')).toBeVisible();
    await expect(day2.getByText('Confirmed', { exact: true })).toBeVisible();

    await page.reload();
    await expect(day1.getByRole('button', { name: 'Update Reservation' })).toBeVisible();
    await day1.getByRole('button', { name: 'Update Reservation' }).click();
    await page
      .getByRole('dialog', { name: 'Day 1 Reservation' })
      .getByRole('button', { name: 'No Reservation Yet' })
      .click();
    await expect(day1.getByRole('button', { name: 'Confirm Reservation' })).toBeVisible();
    await expect(day1.getByText('Confirmed', { exact: true })).toHaveCount(0);

    const stored = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? 'null'),
      `trip_${id}_reservations`,
    );
    expect(stored).toEqual({
      '1': { confirmed: false },
      '2': {
        confirmed: true,
        reservedElsewhere: { name: 'Sunny Acres RV Resort', confirmationNumber: 'SA-4471' },
      },
    });
  });

  test('discover: six categories, Add and Add All put places into the itinerary', async ({ page }) => {
    const { id } = await seedGeneratedTrip(page);
    await page.goto(`/results/${id}`);
    const section = page.getByRole('region', { name: 'Discover More Along Your Route' });
    for (const name of [
      'Hiking',
      'Restaurants',
      'Pet-Friendly',
      'Viewpoints',
      'Farmers Markets',
      'Fuel Stops',
    ]) {
      await expect(section.getByRole('button', { name: new RegExp(`^\\S*\\s*${name}`) })).toBeVisible();
    }
    await section.getByRole('button', { name: /Restaurants/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Restaurants' });
    await expect(dialog.getByRole('img', { name: /Map of restaurants/ })).toBeVisible();
    // The bundled data names no businesses: the dialog says these are searches, each near its day.
    await expect(dialog.getByTestId('discover-search-only')).toHaveText(
      'We have no listings of restaurants: these are map searches in towns on your route.',
    );
    await expect(dialog.getByTestId('discover-day')).toHaveText([
      /^Near day \d+$/,
      /^Near day \d+$/,
      /^Near day \d+$/,
    ]);
    const adds = dialog.getByRole('button', { name: /^Add (?!All)/ });
    await expect(adds).toHaveCount(3);
    const firstName = ((await adds.first().getAttribute('aria-label')) ?? '').replace(/^Add /, '');
    await adds.first().click();
    await expect(dialog.getByRole('button', { name: `${firstName} added` })).toBeDisabled();
    await expect(adds).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Add All' }).click();
    await expect(adds).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Add All' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await expect(page.getByRole('listitem').filter({ hasText: firstName })).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: firstName })).toHaveCount(1);
    await section.getByRole('button', { name: /Restaurants/ }).click();
    await expect(
      page.getByRole('dialog', { name: 'Restaurants' }).getByRole('button', { name: / added$/ }),
    ).toHaveCount(3);
  });

  test('save itinerary, share the link, modify trip and book RV parks', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const { id, plan } = await seedGeneratedTrip(page, withBookableFirstPark);
    await page.goto(`/results/${id}`);
    await page.getByRole('button', { name: 'Save Itinerary' }).click();
    await expect(page.getByText('Itinerary saved successfully!', { exact: true })).toBeVisible();
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('savedItineraries') ?? '[]'));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ routeSelected: 'balanced' });

    await page.getByRole('button', { name: 'Share Trip' }).click();
    await expect(page.getByText('Trip link copied to clipboard!', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/results/${id}`);

    await page.getByRole('button', { name: 'Book RV Parks' }).click();
    const book = page.getByRole('dialog', { name: 'Book RV Parks' });
    await expect(
      book.getByRole('link', { name: `Reserve ${plan.dailyItinerary[0].rvPark.name}` }).first(),
    ).toHaveAttribute('href', plan.dailyItinerary[0].rvPark.reservationUrl ?? '');
    await book.getByRole('button', { name: 'Close' }).click();

    await expect(page.getByRole('link', { name: 'Modify Trip' })).toHaveAttribute('href', '/');
  });

  test("a day note's source is a link for the trip's owner, and text on the trip shared read-only", async ({
    page,
    request,
  }) => {
    const source = 'https://www.nps.gov/arch/planyourvisit/timed-entry.htm';
    const note = `Timed entry in season (Arches National Park: ${source}).`;
    const { id, plan } = await seedGeneratedTrip(page, (p) => {
      p.dailyItinerary[0].notes.push(note);
      for (const option of p.routeOptions)
        if (option.type === p.selectedRoute) option.dailyItinerary = p.dailyItinerary;
    });
    await page.goto(`/results/${id}`);
    const link = page.getByRole('list', { name: 'Day 1 notes' }).getByRole('link', { name: source });
    await expect(link).toHaveAttribute('href', source);
    await expect(link).toHaveAttribute('target', '_blank');

    // The same plan saved by an account and shared with its notes: a signed-out visitor reads it.
    const owner = await registerUser(request);
    const shared = makeTrip(newTripId());
    const auth = { Authorization: `Bearer ${owner.token}` };
    const saved = await request.post('/api/trip-plans', {
      headers: auth,
      data: { trip: shared, aiPlan: plan },
    });
    expect(saved.status()).toBe(201);
    const share = await request.post(`/api/trip-plans/${shared.id}/share`, {
      headers: auth,
      data: { includePrivateDetails: true },
    });
    expect(share.status()).toBe(200);
    await page.goto(`/results/${shared.id}`);
    await expect(
      page.getByText('You are viewing a shared trip. Only its owner can change it.'),
    ).toBeVisible();
    const notes = page.getByRole('list', { name: 'Day 1 notes' });
    await expect(notes).toContainText(note);
    await expect(notes.getByRole('link')).toHaveCount(0);
  });

  test('optimize re-plans for real and marks the title', async ({ page }) => {
    const { id, plan } = await seedGeneratedTrip(page);
    await page.goto(`/results/${id}`);
    await page.getByRole('button', { name: 'Optimize Trip' }).click();
    await expect(page.getByRole('heading', { name: 'Optimize Your Trip' })).toBeVisible();
    // The form opens on the plan's settings: a plan on the balanced route, never optimized, opens on
    // Activities, the target that keeps its route.
    expect(plan.selectedRoute).toBe('balanced');
    await expect(page.getByRole('radio', { name: 'Activities' })).toBeChecked();
    await expect(page.getByRole('slider', { name: 'Max driving hours per day' })).toHaveAttribute(
      'aria-valuenow',
      '6',
    );
    await page.getByRole('radio', { name: 'Time' }).click();
    await page.getByLabel('Minimum budget').fill('800');
    const request = page.waitForRequest('**/api/ai/generate-trip');
    await page.getByRole('button', { name: 'Optimize Trip' }).click();
    const body = (await request).postDataJSON();
    expect(body).toMatchObject({
      optimizeFor: 'time',
      maxDrivingHoursPerDay: 6,
      avoidHighways: false,
      departureDate: '2026-09-01',
    });
    // Only one end of the budget was set, so no range is sent (only both ends, non-zero, are).
    expect(body).not.toHaveProperty('budgetRange');
    await expect(
      page.getByRole('heading', { level: 1, name: `${plan.overview.title} (Optimized)` }),
    ).toBeVisible();
    await expect(page.getByText(/Optimized for travel time\./)).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: `${plan.overview.title} (Optimized)` }),
    ).toBeVisible();
  });

  test('no stored plan: Generate AI Plan, and the error toast when generation fails', async ({
    page,
    expectConsoleError,
  }) => {
    expectConsoleError(failedResource(500, '/api/ai/generate-trip'), 'the AI service is made to answer 500');
    const id = newTripId();
    await seedStorage(page, [makeTrip(id, { travelStyle: undefined })]);
    await page.route('**/api/ai/generate-trip', (route) =>
      route.fulfill({ status: 500, body: '{"message":"boom"}' }),
    );
    await page.goto(`/results/${id}`);
    await expect(page.getByRole('heading', { name: 'No AI itinerary yet' })).toBeVisible();
    const alerts = collectAlerts(page);
    await page.getByRole('button', { name: 'Generate AI Plan' }).click();
    // The failure is told in an error toast, not a browser alert.
    await expect(page.locator('[data-variant="error"]')).toContainText(
      'Failed to generate AI itinerary. Please try again.',
    );
    expect(alerts).toEqual([]);
    await expect(page.getByRole('button', { name: 'Generate AI Plan' })).toBeEnabled();

    await page.unroute('**/api/ai/generate-trip');
    const request = page.waitForRequest('**/api/ai/generate-trip');
    await page.getByRole('button', { name: 'Generate AI Plan' }).click();
    // Travel style scenic when the trip has none.
    expect((await request).postDataJSON()).toMatchObject({
      travelStyle: 'scenic',
      fromLocation: 'Denver, CO',
    });
    await expect(page.getByRole('radiogroup', { name: 'Route' })).toBeVisible();
    await expect(page.getByTestId('day-card-1')).toBeVisible();
  });

  test('print view hides the controls', async ({ page }) => {
    const { id, plan } = await seedGeneratedTrip(page);
    await page.goto(`/results/${id}`);
    await expect(page.getByTestId('day-card-1')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1, name: plan.overview.title })).toBeVisible();
    await expect(page.getByTestId('day-card-1')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Save Itinerary' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Check Availability' }).first()).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Discover More Along Your Route' })).toBeHidden();
  });

  test('an unknown trip shows Trip Not Found with a link to My Trips', async ({
    page,
    expectConsoleError,
  }) => {
    expectConsoleError(
      failedResource(404, '/api/trip-plans/NOPE1234'),
      'no trip has this id: the server answers 404',
    );
    await page.goto('/results/NOPE1234');
    await expect(page.getByRole('heading', { name: 'Trip Not Found', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Back to My Trips' }).click();
    await expect(page).toHaveURL(/\/trips$/);
  });
});
