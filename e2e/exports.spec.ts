import { expect, test } from './support/test';
import { registerUser } from './fixtures/auth';
import { generatedPlan, makeTrip, newTripId } from './support/trips';

// A shared trip's visitor takes it to a navigator from a link the server answers: every format is a
// plain download address, so a phone can hand the file to a navigator app.

test('a visitor of a shared trip opens it in a navigator from links, on a phone too', async ({
  browser,
  request,
}) => {
  // Two browsers (desktop and phone) open the trip in turn.
  test.setTimeout(120_000);
  const owner = await registerUser(request);
  const plan = await generatedPlan(request);
  const trip = makeTrip(newTripId(), { title: 'Canyon Country' });
  const auth = { Authorization: `Bearer ${owner.token}` };
  expect(
    (await request.post('/api/trip-plans', { headers: auth, data: { trip, aiPlan: plan } })).status(),
  ).toBe(201);
  expect((await request.post(`/api/trip-plans/${trip.id}/share`, { headers: auth, data: {} })).status()).toBe(
    200,
  );

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    const context = await browser.newContext({ viewport });
    const visitor = await context.newPage();
    await visitor.goto(`/trip/${trip.id}`);
    const section = visitor.getByRole('region', { name: 'Open in your navigator' });
    await expect(section).toBeVisible();
    const links = section.getByRole('link');
    await expect(links).toHaveCount(6);
    const garmin = section.getByRole('link', { name: 'Garmin RV navigator (.gpx)' });
    const download = visitor.waitForEvent('download');
    await garmin.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('canyon-country.garmin.gpx');
    const chunks = (await (await file.createReadStream()).toArray()) as Buffer[];
    const gpx = Buffer.concat(chunks).toString('utf8');
    expect(gpx.match(/<rte>/g)?.length).toBe(plan.dailyItinerary.filter((d) => d.distance > 0).length);
    const width = await visitor.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);
    await context.close();
  }

  // The itinerary page of the same link offers them too.
  const reader = await browser.newPage();
  await reader.goto(`/results/${trip.id}`);
  const onResults = reader.getByRole('region', { name: 'Open in your navigator' });
  await expect(onResults.getByRole('link')).toHaveCount(6);
  await expect(onResults.getByRole('link', { name: 'CoPilot RV (.trp)' })).toHaveAttribute(
    'href',
    `/api/trip-plans/${trip.id}/export/trp`,
  );
  await reader.close();

  // Once the owner stops sharing, the link answers 404.
  expect((await request.delete(`/api/trip-plans/${trip.id}/share`, { headers: auth })).status()).toBe(200);
  const anonymous = await request.get(`/api/trip-plans/${trip.id}/export/garmin.gpx`);
  expect(anonymous.status()).toBe(404);
});
