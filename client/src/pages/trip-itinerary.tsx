import { Page } from '@/components/layout/page';

export default function TripItineraryPage() {
  return (
    <Page title="Trip Itinerary">
      <h1 className="text-3xl font-bold">Trip Itinerary</h1>
      <p className="mt-2 text-stone-700">Your trip, day by day.</p>
    </Page>
  );
}
