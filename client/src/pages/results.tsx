import { useParams } from 'wouter';
import { ResultsView } from '@/features/itinerary/components/results-view';
import { Page } from '@/components/layout/page';

export default function ResultsPage() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <Page title="Your Itinerary">
      <ResultsView key={id} tripId={id} />
    </Page>
  );
}
