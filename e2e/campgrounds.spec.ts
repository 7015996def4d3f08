import { expect, test } from './support/test';
import { isoDaysFromNow, pickLocation } from './planner-helpers';
import { seedGeneratedTrip } from './support/trips';

const OSM_COPYRIGHT = 'https://www.openstreetmap.org/copyright';

test.describe('campground catalogue in the app', () => {
  test('manual park search: amenity filters narrow the results; attributes and the OSM credit are shown', async ({
    page,
  }) => {
    await page.goto('/#planner');
    await page.getByTestId('mode-manual').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Trip title').fill('Coast run');
    await pickLocation(page, 'From', 'Myrtle Beach, SC', /^Myrtle Beach, South Carolina/);
    await pickLocation(page, 'To', 'Charleston, SC', /^Charleston, South Carolina/);
    await page.getByLabel('Departure date').fill(isoDaysFromNow(20));
    await page.getByRole('button', { name: 'Next: Plan Days' }).click();

    const day1 = page.getByTestId('day-card-1');
    await day1.getByLabel('Search RV parks near').fill('Myrtle Beach, SC');
    await day1.getByRole('button', { name: 'Search Parks' }).click();
    const list = day1.getByRole('list', { name: /RV parks near/ });
    await expect(list).toBeVisible({ timeout: 15_000 });
    const allCount = await list.getByRole('listitem').count();
    expect(allCount).toBeGreaterThanOrEqual(8);
    // Private parks from OpenStreetMap are credited, with a link to the copyright page.
    await expect(list).toContainText('Private park');
    const credit = day1.getByTestId('osm-credit');
    await expect(credit).toBeVisible();
    await expect(credit.getByRole('link', { name: '© OpenStreetMap contributors' })).toHaveAttribute(
      'href',
      OSM_COPYRIGHT,
    );
    // Unknown stays unknown.
    await expect(list.getByTestId('park-facts').first()).toContainText(/unknown|reported/);

    // Full hook-ups are electric, water and sewer all reported; no park near Myrtle Beach in our
    // data reports a sewer hook-up, so the search says so rather than offer electric-only parks.
    await day1.getByRole('checkbox', { name: 'Full hook-ups' }).click();
    await expect(day1.getByRole('checkbox', { name: 'Full hook-ups' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await day1.getByRole('button', { name: 'Search Parks' }).click();
    await expect(day1).toContainText(
      /No RV parks found within 50 miles of .* that report the amenities you ticked/,
      { timeout: 15_000 },
    );
    await day1.getByRole('checkbox', { name: 'Full hook-ups' }).click();

    await day1.getByRole('checkbox', { name: 'Pets allowed' }).click();
    await day1.getByRole('checkbox', { name: 'Dump station' }).click();
    await day1.getByRole('checkbox', { name: 'Big rig' }).click();
    await day1.getByRole('button', { name: 'Search Parks' }).click();
    await expect(day1).toContainText(
      /No RV parks found within 50 miles of .* that report the amenities you ticked|Select /,
    );
  });

  test('day cards show the park attributes, the day warnings and the OSM credit', async ({ page }) => {
    const { id } = await seedGeneratedTrip(page, (p) => {
      const day1 = p.dailyItinerary[0];
      day1.rvPark = {
        ...day1.rvPark,
        name: 'Sunny Acres RV Park',
        type: 'private',
        dataSource: 'OpenStreetMap',
        reported: {
          electric: 'yes',
          sewer: 'unknown',
          dumpStation: 'unknown',
          showers: 'no',
          water: 'unknown',
          pets: 'unknown',
          wifi: 'unknown',
          fee: 'yes',
          maxLengthFeet: 45,
        },
        rvEvidence: true,
        attribution: '© OpenStreetMap contributors',
        attributionUrl: OSM_COPYRIGHT,
      };
      day1.warnings = [
        'No campground within 40 miles of Grand Junction, CO in our data reports pets allowed.',
      ];
      for (const option of p.routeOptions)
        if (option.type === p.selectedRoute) option.dailyItinerary = p.dailyItinerary;
    });
    await page.goto(`/results/${id}`);
    const day1 = page.getByTestId('day-card-1');
    await expect(day1.getByRole('list', { name: 'Day 1 warnings' })).toContainText('reports pets allowed');
    const facts = day1.getByTestId('park-facts');
    await expect(facts).toContainText('Private park');
    await expect(facts).toContainText('Electricyes (reported)');
    await expect(facts).toContainText('Sewerunknown');
    await expect(facts).toContainText('Petsunknown');
    await expect(facts).toContainText('Max length45 ft (reported)');
    await expect(facts).toContainText('Seasonunknown: call ahead');
    await expect(day1.getByRole('link', { name: '© OpenStreetMap contributors' })).toHaveAttribute(
      'href',
      OSM_COPYRIGHT,
    );
  });
});
