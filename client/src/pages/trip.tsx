import { useParams } from 'wouter';
import { TripDetailsView } from '@/features/trip-details/components/trip-details-view';
import { Page } from '@/components/layout/page';

export default function TripPage() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <Page title="Trip">
      <TripDetailsView key={id} tripId={id} variant="saved" />
    </Page>
  );
}
