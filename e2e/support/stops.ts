import type { Locator, Page } from '@playwright/test';

/**
 * Adds a stop through the stops panel's place search (the first suggestion whose button starts with
 * "Add <name>") and returns the body of the re-plan request the addition sends.
 */
export async function addStopBySearch(
  page: Page,
  stops: Locator,
  query: string,
  name: string = query,
): Promise<{ stops: Array<{ name: string; latitude: number; longitude: number }> }> {
  await stops.getByLabel('Add a stop').fill(query);
  await stops.getByRole('button', { name: 'Search' }).click();
  const request = page.waitForRequest('**/api/ai/generate-trip');
  await stops
    .getByRole('button', { name: new RegExp(`^Add ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .first()
    .click();
  return (await request).postDataJSON();
}
