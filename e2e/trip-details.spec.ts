import { readFile } from 'node:fs/promises';
import { expect, failedResource, test } from './support/test';
import { reviewShot } from './support/screenshots';
import { makeTrip, newTripId, seedGeneratedTrip, seedStorage, withBookableFirstPark } from './support/trips';

test.describe('trip details', () => {
  test('summary: header, overview, route preview link and back link', async ({ page }) => {
    const { id, plan } = await seedGeneratedTrip(page);
    await page.goto(`/trip-test/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: plan.overview.title })).toBeVisible();
    await expect(page.getByText(/Sep 1, 2026 – Sep 6, 2026/)).toBeVisible();
    for (const name of ['Share', 'Print', 'Export'])
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();

    await expect(page.getByText('Total Distance')).toBeVisible();
    await expect(page.getByText(`${plan.routeOptions[2].distance} miles`)).toBeVisible();
    await expect(page.getByText('Driving Time')).toBeVisible();
    await expect(page.getByText(plan.routeOptions[2].driveTime, { exact: true })).toBeVisible();
    await expect(page.getByText('Class C Motorhome')).toBeVisible();

    const maps = page.getByRole('link', { name: 'Open in Google Maps' });
    const href = new URL((await maps.getAttribute('href')) ?? '');
    const days = plan.dailyItinerary;
    expect(href.searchParams.get('origin')).toBe(`${days[0].from.latitude},${days[0].from.longitude}`);
    expect(href.searchParams.get('destination')).toBe(
      `${days.at(-1)?.to.latitude},${days.at(-1)?.to.longitude}`,
    );
    expect(href.searchParams.get('waypoints')?.split('|').length).toBeGreaterThanOrEqual(1);
    // The route map: the trip's line and numbered stop markers on the SVG first view. (That the
    // token-free MapLibre map draws this page's road line along its geometry and the same pins is
    // map.spec.ts's 'trip maps' test; the detailed map, WebGL drawn in software here, is not opened
    // twice for it.)
    const routeMap = page.getByRole('application', { name: 'Route map' });
    await expect(routeMap).toBeVisible();
    await expect(routeMap.getByTestId('route-line')).toBeVisible();
    // The plan carries its road line; the map draws it (not straight segments between stops).
    const selected = plan.routeOptions.find((o) => o.type === plan.selectedRoute);
    expect(selected?.geometry).toBeTruthy();
    await expect(routeMap.getByRole('button', { name: /^Start\b/ })).toBeVisible();
    // Every place of the trip is a day pin, or in one pin for days too close to tell apart.
    expect(await routeMap.getByRole('button', { name: /^(Start\b|Days? \d)/ }).count()).toBeGreaterThanOrEqual(2);
    await reviewShot(routeMap, 'e2e/screenshots/trip-route-map.png');
    // No weather key on the e2e server.
    await expect(page.getByText('Weather service not configured')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Important Notes' })).toBeVisible();

    await page.getByRole('link', { name: 'View Your AI Itinerary' }).click();
    await expect(page).toHaveURL(new RegExp(`/results/${id}$`));
    await page.getByRole('link', { name: /Back to Trip Details/ }).click();
    await expect(page).toHaveURL(new RegExp(`/trip-test/${id}$`));
    await page.getByRole('link', { name: /Back to My Trips/ }).click();
    await expect(page).toHaveURL(/\/trips$/);
  });

  test('day by day, budget and resources tabs; the packing checklist is remembered', async ({ page }) => {
    const { id, plan } = await seedGeneratedTrip(page, withBookableFirstPark);
    await page.goto(`/trip/${id}/itinerary`);
    await page.getByRole('tab', { name: 'Day by Day' }).click();
    const details = page.getByTestId('day-details');
    await expect(details.getByRole('heading', { name: /Day 1/ })).toBeVisible();
    await page.getByRole('navigation', { name: 'Days' }).getByRole('button', { name: /Day 2/ }).click();
    const day2 = plan.dailyItinerary[1];
    await expect(details.getByRole('heading', { name: /Day 2/ })).toBeVisible();
    // A day spent at the same place reads as a rest day there, not a route from a place to itself.
    const restDay = day2.distance === 0 && day2.from.name === day2.to.name;
    await expect(details).toContainText(
      restDay ? `Rest day at ${day2.to.name}` : `Route: ${day2.from.name} → ${day2.to.name}`,
    );
    if (restDay) await expect(details).not.toContainText(`Route: ${day2.from.name} → ${day2.to.name}`);
    for (const name of ['Accommodation', 'Activities', 'Meal Plan', 'Notes']) {
      await expect(details.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(details).toContainText(day2.rvPark.name);
    await expect(details).toContainText(day2.meals[0].name);

    await page.getByRole('tab', { name: 'Budget' }).click();
    const table = page.getByRole('table');
    for (const [label, amount] of [
      ['Fuel', plan.costBreakdown.fuel],
      ['Camping', plan.costBreakdown.camping],
      ['Food', plan.costBreakdown.food],
      ['Activities', plan.costBreakdown.activities],
    ] as const) {
      await expect(table.getByRole('row', { name: new RegExp(`^${label}`) })).toContainText(
        `$${amount.toLocaleString('en-US')}`,
      );
    }

    await page.getByRole('tab', { name: 'Resources' }).click();
    await expect(page.getByRole('heading', { name: 'Booking Links' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: `Day 1: ${plan.dailyItinerary[0].rvPark.name}` }),
    ).toHaveAttribute('href', plan.dailyItinerary[0].rvPark.reservationUrl ?? '');
    await expect(page.getByRole('heading', { name: 'Emergency Info' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'RV Tips' })).toBeVisible();
    const item = page.getByRole('checkbox', { name: 'Leveling blocks and wheel chocks' });
    await item.click();
    await expect(item).toBeChecked();
    await page.reload();
    await page.getByRole('tab', { name: 'Resources' }).click();
    await expect(page.getByRole('checkbox', { name: 'Leveling blocks and wheel chocks' })).toBeChecked();
  });

  test('export: Garmin GPX, every format and iCalendar downloads parse as valid', async ({ page }) => {
    const { id, plan } = await seedGeneratedTrip(page);
    await page.goto(`/trip-test/${id}`);

    await page.getByRole('button', { name: 'Export', exact: true }).click();
    for (const name of [
      /Garmin RV navigator \(\.gpx\)/,
      /GPS tracks \(\.gpx\)/,
      /Google Earth and My Maps \(\.kml\)/,
      /CoPilot RV \(\.trp\)/,
      /Calendar \(\.ics\)/,
      /Driving log \(\.csv\)/,
    ])
      await expect(page.getByRole('button', { name })).toBeVisible();
    let downloadEvent = page.waitForEvent('download');
    await page.getByRole('button', { name: /Garmin RV navigator \(\.gpx\)/ }).click();
    let download = await downloadEvent;
    expect(download.suggestedFilename()).toMatch(/\.garmin\.gpx$/);
    const gpx = await readFile((await download.path()) ?? '', 'utf8');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const ns = 'http://www.topografix.com/GPX/1/1';
      return {
        errors: doc.getElementsByTagName('parsererror').length,
        root: doc.documentElement.localName,
        namespace: doc.documentElement.namespaceURI,
        version: doc.documentElement.getAttribute('version'),
        waypoints: Array.from(doc.getElementsByTagNameNS(ns, 'wpt')).map((w) => ({
          lat: Number(w.getAttribute('lat')),
          lon: Number(w.getAttribute('lon')),
          name: w.getElementsByTagNameNS(ns, 'name')[0]?.textContent,
        })),
        routes: doc.getElementsByTagNameNS(ns, 'rte').length,
        routePoints: doc.getElementsByTagNameNS(ns, 'rtept').length,
      };
    }, gpx);
    expect(parsed).toMatchObject({
      errors: 0,
      root: 'gpx',
      namespace: 'http://www.topografix.com/GPX/1/1',
      version: '1.1',
    });
    // One waypoint per overnight stop; consecutive nights at one park are one stop.
    const stops = plan.dailyItinerary.filter(
      (d, i, all) =>
        i === 0 ||
        all[i - 1].rvPark.latitude !== d.rvPark.latitude ||
        all[i - 1].rvPark.longitude !== d.rvPark.longitude,
    );
    // Then one waypoint per road stop of the plan's days (fuel, breaks, dump...), after the nights.
    const roadStops = plan.dailyItinerary.flatMap((d) => d.roadStops ?? []);
    expect(parsed.waypoints).toHaveLength(stops.length + roadStops.length);
    expect(
      parsed.waypoints.slice(0, stops.length).map((w) => w.name?.replace(/^Days? [\d-]+: /, '')),
    ).toEqual(stops.map((d) => d.rvPark.name));
    const { latitude: lat, longitude: lon } = plan.dailyItinerary[0].rvPark;
    expect(parsed.waypoints[0].lat).toBeCloseTo(lat ?? NaN, 5);
    expect(parsed.waypoints[0].lon).toBeCloseTo(lon ?? NaN, 5);
    // A route per driving day, each with its ends and the shaping points between.
    const driving = plan.dailyItinerary.filter((d) => d.distance > 0);
    expect(parsed.routes).toBe(driving.length);
    expect(parsed.routePoints).toBeGreaterThanOrEqual(driving.length * 3);

    // A reservation elsewhere goes into the calendar with its confirmation number.
    await page.evaluate(
      (key) =>
        localStorage.setItem(
          key,
          JSON.stringify({
            '2': {
              confirmed: true,
              reservedElsewhere: { name: 'Sunny Acres, RV', confirmationNumber: 'SA-9' },
            },
          }),
        ),
      `trip_${id}_reservations`,
    );
    await page.reload();
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    downloadEvent = page.waitForEvent('download');
    await page.getByRole('button', { name: /Calendar \(\.ics\)/ }).click();
    download = await downloadEvent;
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await readFile((await download.path()) ?? '', 'utf8');
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    // Each drive and each stay is an event; the first drive leaves at nine and the first stay starts
    // when it arrives.
    const events = lines.filter((l) => l === 'BEGIN:VEVENT').length;
    expect(events).toBeGreaterThanOrEqual(driving.length + 1);
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(events);
    const starts = lines.filter((l) => l.startsWith('DTSTART:'));
    expect(starts[0]).toBe('DTSTART:20260901T090000');
    expect(starts[1] > starts[0]).toBe(true);
    expect(lines).toContain('SUMMARY:Night 2: Sunny Acres\\, RV');
    expect(lines.some((l) => l.startsWith('DESCRIPTION:') && l.includes('Confirmation number: SA-9'))).toBe(
      true,
    );
    for (const line of lines) expect(line).toMatch(/^[A-Z-]+[;:]/);
  });

  test('a manual trip shows its day plans; a format it cannot produce says so', async ({ page }) => {
    const id = newTripId();
    await seedStorage(page, [
      makeTrip(id, {
        title: 'Coast Weekend',
        planningMode: 'manual',
        travelStyle: 'custom',
        isEditable: true,
        duration: 2,
        dayPlans: [
          {
            day: 1,
            date: '2026-09-01',
            rvPark: null,
            activities: [
              {
                id: 'a1',
                day: 1,
                name: 'Beach walk',
                type: 'sightseeing',
                duration: '2 hours',
                userAdded: true,
                priority: 'medium',
              },
            ],
            notes: 'Bring kites',
          },
          { day: 2, date: '2026-09-02', rvPark: null, activities: [], notes: '' },
        ],
      }),
    ]);
    await page.goto(`/trip/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Coast Weekend' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Your AI Itinerary' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Day by Day' }).click();
    const details = page.getByTestId('day-details');
    await expect(details).toContainText('Beach walk');
    await expect(details).toContainText('Bring kites');
    await expect(details).toContainText('No RV park chosen for this day.');

    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('button', { name: /Garmin RV navigator \(\.gpx\)/ }).click();
    await expect(page.getByText('Export feature coming soon!', { exact: true })).toBeVisible();
  });

  test('print view renders the trip without controls', async ({ page }) => {
    const { id, plan } = await seedGeneratedTrip(page);
    await page.goto(`/trip-test/${id}`);
    await expect(page.getByText('Total Distance')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1, name: plan.overview.title })).toBeVisible();
    await expect(page.getByText('Total Distance')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeHidden();
    await expect(page.getByRole('tablist')).toBeHidden();
  });

  for (const path of ['/trip-test/NOPE1234', '/trip/NOPE1234', '/trip/NOPE1234/itinerary']) {
    test(`an unknown trip at ${path} says so and links to My Trips`, async ({ page, expectConsoleError }) => {
      expectConsoleError(
        failedResource(404, '/api/trip-plans/NOPE1234'),
        'no trip has this id: the server answers 404',
      );
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Trip not found' })).toBeVisible();
      await expect(page.getByText("The trip you're looking for doesn't exist.")).toBeVisible();
      await page.getByRole('link', { name: 'Back to My Trips' }).click();
      await expect(page).toHaveURL(/\/trips$/);
    });
  }
});
