import { useParams } from 'wouter';
import { useTripExpenses } from '@/features/expenses/api/trip-expenses';
import { TripDetailsView } from '@/features/trip-details/components/trip-details-view';
import { Page } from '@/components/layout/page';

export default function TripPage() {
  const { id = '' } = useParams<{ id: string }>();
  // The Budget tab shows the trip's recorded expenses against the estimate (issue 7).
  const expenses = useTripExpenses(id);
  return (
    <Page title="Trip">
      <TripDetailsView key={id} tripId={id} variant="saved" expenses={expenses.data} />
    </Page>
  );
}
