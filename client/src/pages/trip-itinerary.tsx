import { useParams } from 'wouter';
import { TripDetailsView } from '@/features/trip-details/components/trip-details-view';
import { Page } from '@/components/layout/page';

export default function TripItineraryPage() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <Page title="Trip Itinerary">
      <TripDetailsView key={id} tripId={id} variant="itinerary" />
    </Page>
  );
}
