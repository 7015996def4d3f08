import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules the accessibility checks hold the app to: WCAG 2.1 A and AA. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * An axe-core run on the page that finds what a default AxeBuilder finds, for less CPU: it runs in
 * the page itself ("legacy mode", the method before axe 4.3, without cross-origin frames: the app has
 * no frames) instead of opening a blank page for every run to gather the frames' results, and it
 * builds the details (a selector for every element) of violations only, not of the passes and
 * incomplete results no test reads (axe-core's `resultTypes`, its API.md "Section 4: Performance").
 * The a11y spec (54 pages and the menu): 72 CPU-s before, 51 after, on one machine (bench/results/ci-time.md).
 * `options` is set here first: AxeBuilder's options() replaces what withTags() set before it.
 */
export const axeOn = (page: Page) =>
  new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
