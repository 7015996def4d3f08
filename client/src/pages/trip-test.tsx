import { Page } from '@/components/layout/page';

export default function TripTestPage() {
  return (
    <Page title="Trip Details">
      <h1 className="text-3xl font-bold">Trip Details</h1>
      <p className="mt-2 text-stone-700">Overview, day by day, budget and resources.</p>
    </Page>
  );
}
