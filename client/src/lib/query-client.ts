import { QueryClient } from '@tanstack/react-query';

// SPEC 9: no refetch interval, none on window focus, data never stale, no retries.
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
