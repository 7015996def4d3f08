import { describe, expect, it } from 'vitest';

describe('zod-config', () => {
  it('switches zod to its jitless parsers without importing zod', async () => {
    await import('./zod-config');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
