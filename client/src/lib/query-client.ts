import { QueryClient } from '@tanstack/react-query';

// No refetch interval, none on window focus, data never stale, no retries.
// 'offlineFirst': react-query would otherwise pause every call while the browser is offline, but
// trips, plans and expenses are read from and written to the device cache then, so nothing is lost offline.
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'offlineFirst' },
    },
  });
}
