import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, vi } from 'vitest';
import type { User } from '@shared/schemas/user';
import { createQueryClient } from '@/lib/query-client';
import { AuthProvider } from './auth-context';

// Vitest runs without globals, so Testing Library cannot unmount by itself between tests.
afterEach(cleanup);

export const testUser: User = {
  id: 'u1',
  email: 'ann@example.com',
  username: 'ann',
  firstName: 'Ann',
  lastName: 'Rivers',
  tier: 'free',
  createdAt: '2025-01-15T10:00:00.000Z',
};

type Route = { status?: number; body?: unknown; text?: string };
export type FetchRoutes = Record<string, Route | ((init: RequestInit | undefined) => Route)>;

/** Stubs fetch with answers keyed by "METHOD /path"; returns the mock to inspect calls. */
export function mockFetch(routes: FetchRoutes) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
    const entry = routes[key];
    if (!entry) return new Response(JSON.stringify({ message: `unexpected ${key}` }), { status: 599 });
    const route = typeof entry === 'function' ? entry(init) : entry;
    const text = route.text ?? JSON.stringify(route.body ?? {});
    return new Response(text, { status: route.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient();
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{ui}</AuthProvider>
      </QueryClientProvider>,
    ),
  };
}
