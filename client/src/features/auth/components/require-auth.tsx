import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { useAuth } from '../auth-context';

/** Anonymous visitors go to /login?redirect=<this page>, so they come back here after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAuth();
  const [location] = useLocation();
  if (isLoading) {
    return (
      <div className="flex justify-center py-24">
        <Spinner size="large" />
      </div>
    );
  }
  if (!isAuthenticated) {
    const search = typeof window !== 'undefined' ? window.location.search : '';
    return <Redirect to={paths.loginWithRedirect(location + search)} replace />;
  }
  return <>{children}</>;
}
