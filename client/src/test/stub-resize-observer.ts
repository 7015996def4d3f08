import { afterAll, beforeAll, vi } from 'vitest';

// jsdom has no ResizeObserver; Radix's popper and switch measure themselves with one.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** Stubs ResizeObserver for the test file that calls it (at its top level). */
export function stubResizeObserver() {
  beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
  afterAll(() => vi.unstubAllGlobals());
}
