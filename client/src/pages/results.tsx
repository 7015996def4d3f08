import { Page } from '@/components/layout/page';

export default function ResultsPage() {
  return (
    <Page title="Your Itinerary">
      <h1 className="text-3xl font-bold">Your Itinerary</h1>
      <p className="mt-2 text-stone-700">Loading your itinerary</p>
    </Page>
  );
}
