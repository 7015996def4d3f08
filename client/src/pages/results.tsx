import { useParams } from 'wouter';
import { FullTimerBudget } from '@/features/full-timer/components/full-timer-budget';
import { ResultsView } from '@/features/itinerary/components/results-view';
import { Page } from '@/components/layout/page';
import { useTripBundle } from '@/entities/trips/trip-bundle';

export default function ResultsPage() {
  const { id = '' } = useParams<{ id: string }>();
  // Full-timer budget, under the itinerary of a plan made in full-timer mode. It reads
  // the bundle ResultsView loads and edits (disabled: it never fetches on its own).
  const plan = useTripBundle(id, { enabled: false }).data?.plan;
  return (
    <Page title="Your Itinerary">
      <ResultsView key={id} tripId={id} />
      {plan?.budgetView ? (
        <div className="mt-8">
          <FullTimerBudget plan={plan} />
        </div>
      ) : null}
    </Page>
  );
}
