import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

// A new plan that moves or drops one of the traveller's edits, or changes the trip's length, asks
// first; a nights change that changes the length asks too. These answer as a traveller who agrees.

/** Waits for the re-plan to land, and applies it as it is when it asks first. */
export async function applyNewPlan(page: Page): Promise<string[]> {
  const dialog = page.getByRole('dialog');
  await expect(page.getByTestId('replan-note').or(dialog)).toBeVisible();
  if (!(await dialog.isVisible())) return [];
  const lines = await dialog.getByTestId('replan-conflicts').locator('li').allTextContents();
  await dialog.getByRole('button', { name: /^(Apply new plan|Make it \d+ days)$/ }).click();
  await expect(dialog).toHaveCount(0);
  return lines;
}

/** Answers a nights change's length question by adding (or removing) the days. */
export async function growTrip(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^(Add (a day|\d+ days)|End the trip sooner)/ }).click();
  await expect(dialog).toHaveCount(0);
}
