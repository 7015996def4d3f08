import { Page } from '@/components/layout/page';

export default function TripPage() {
  return (
    <Page title="Trip">
      <h1 className="text-3xl font-bold">Trip</h1>
      <p className="mt-2 text-stone-700">Your saved trip.</p>
    </Page>
  );
}
