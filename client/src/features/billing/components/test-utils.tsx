import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from '@/components/ui/toast';
import { createQueryClient } from '@/lib/query-client';

type Route = (url: string, init: RequestInit | undefined) => { status: number; body: unknown } | undefined;

/** Answers fetch calls from `route`; unknown URLs get 404. Returns the recorded calls. */
export function stubFetch(route: Route) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({
      url,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = route(url, init) ?? { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { calls, fetchStub };
}

export function renderWithClient(ui: ReactElement) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}
