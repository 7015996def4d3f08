import { Page } from '@/components/layout/page';
import { TripsList } from '@/features/trips/components/trips-list';

export default function TripsPage() {
  return (
    <Page title="My Trips">
      <TripsList />
    </Page>
  );
}
