import { lazy, Suspense } from 'react';
import { useAuth } from '@/features/auth/auth-context';

// Syncing only matters once someone is signed in; until then the store, its schemas and zod stay
// out of the first page a visitor loads.
export const loadTripSync = () => import('./trip-sync');
const TripSync = lazy(() => loadTripSync().then((m) => ({ default: m.TripSync })));

export function TripSyncGate() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <TripSync />
    </Suspense>
  );
}
