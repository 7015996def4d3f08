import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import atlasJson from './data/us-atlas-paths.json?raw';

export function withQueryClient(client = createQueryClient()) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

type Handler = (url: URL) => { status?: number; body: unknown } | undefined;

/** A fetch stub that serves the atlas file and whatever `handler` answers for API calls. */
export function stubFetch(handler: Handler = () => undefined) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('us-atlas-paths.json')) return new Response(atlasJson, { status: 200 });
    const answer = handler(url);
    if (!answer) return new Response('{"message":"Not found"}', { status: 404 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const apiCalls = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === path);
