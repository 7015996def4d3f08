import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';

/** A fetch that answers `status` with the server's JSON error message for it. */
export const stubServer = (status: number) => async () =>
  new Response(JSON.stringify({ message: status === 404 ? 'Trip not found' : 'Internal server error' }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** Renders `node` inside a fresh query client. */
export const renderWithQueryClient = (node: ReactNode) =>
  render(<QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>);

/** After each test of the calling file: unmount, undo mocks and stubs, clear local storage. */
export function resetBrowserAfterEach() {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}
