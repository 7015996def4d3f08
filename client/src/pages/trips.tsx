import { Page } from '@/components/layout/page';
import { useAuth } from '@/features/auth/auth-context';
import { useTrips } from '@/features/trips/api/get-trips';
import { TripsList } from '@/features/trips/components/trips-list';
import { isSessionRefusal } from '@/lib/session-refusal';

export default function TripsPage() {
  const { isAuthenticated, checking } = useAuth();
  const { error } = useTrips();
  // A list the server refused waits while the session is checked, unless the session is known good.
  const waitingForSession = isSessionRefusal(error) && !(isAuthenticated && !checking);
  return (
    <Page title="My Trips">
      <TripsList waitingForSession={waitingForSession} />
    </Page>
  );
}
