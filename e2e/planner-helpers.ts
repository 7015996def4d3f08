import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

export const isoDaysFromNow = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Sets local storage before any page script runs (tier, counts, trips...). */
export async function seedStorage(page: Page, values: Record<string, string>) {
  const marker = `__seeded_${Math.random().toString(36).slice(2)}`;
  await page.addInitScript(
    ({ entries, marker }) => {
      // Only on the first load of this test's page, so reloads keep what the app wrote.
      if (sessionStorage.getItem(marker)) return;
      sessionStorage.setItem(marker, '1');
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    },
    { entries: values, marker },
  );
}

/** Types a place and picks the suggestion that /api/geocode returns for it. */
export async function pickLocation(page: Page, field: string, typed: string, suggestion: RegExp) {
  const input = page.getByRole('combobox', { name: field, exact: true }).first();
  await input.fill(typed);
  const option = page.getByRole('option', { name: suggestion }).first();
  await expect(option).toBeVisible();
  await option.click();
  await expect(input).toHaveValue(suggestion);
}

export async function chooseSelect(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function storedJson<T>(page: Page, key: string): Promise<T> {
  return page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key) as Promise<T>;
}

export async function signInAs(page: Page, tier: 'free' | 'pro') {
  // The accounts API is another area; the page only needs a current user, so the call is answered here.
  await page.route('**/api/auth/me', (route) =>
    route.fulfill({
      json: {
        id: 'user-1',
        email: 'river@example.com',
        username: 'riverrunner',
        firstName: 'River',
        lastName: null,
        tier,
        createdAt: new Date().toISOString(),
      },
    }),
  );
  await seedStorage(page, { authToken: 'test-token' });
}
