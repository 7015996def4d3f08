import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Router, useLocation } from 'wouter';
import { AuthProvider, useAuth } from '@/features/auth/auth-context';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { Toaster } from '@/components/ui/toast';
import { createQueryClient } from '@/lib/query-client';
import { NavBar } from './nav-bar';
import { OfflineBanner } from './offline/offline-banner';
import { PrivateCacheGuard } from './offline/private-cache-guard';
import { TripSyncGate } from './trip-sync-gate';
import { AppRoutes } from './routes';

type AppProps = {
  /** The path to render when there is no browser location: the build's prerender of a route. */
  ssrPath?: string;
  /** The build's placeholder of a route: drawn before the session is known (AuthProvider). */
  sessionUnknown?: boolean;
  /** The query cache to use; the app makes its own by default. */
  queryClient?: QueryClient;
};

/** A page that fails to render shows the failure card; going to another page renders that page. */
function PageErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return <ErrorBoundary resetKey={location}>{children}</ErrorBoundary>;
}

/** The page, drawn anew after each sign-out: nothing the account's session showed stays on screen. */
function SessionPage() {
  const { signOuts } = useAuth();
  return <AppRoutes key={signOuts} />;
}

export function App({ ssrPath, sessionUnknown, queryClient: given }: AppProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <Router ssrPath={ssrPath}>
        <AuthProvider sessionUnknown={sessionUnknown}>
          {/* No app-wide TooltipProvider: each Tooltip brings its own with the delays (700 ms, skip 300 ms), which keeps
            Radix's positioning code (floating-ui) out of the first page's script. */}
          <>
            <a
              href="#main"
              className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
            >
              Skip to content
            </a>
            <NavBar />
            <OfflineBanner />
            <PrivateCacheGuard />
            <main id="main">
              <PageErrorBoundary>
                <SessionPage />
              </PageErrorBoundary>
            </main>
            <Toaster />
            <TripSyncGate />
          </>
        </AuthProvider>
      </Router>
    </QueryClientProvider>
  );
}
