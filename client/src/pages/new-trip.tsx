import { Page } from '@/components/layout/page';

export default function NewTripPage() {
  return (
    <Page title="Plan a New Trip">
      <h1 className="text-3xl font-bold">Plan a New Trip</h1>
      <p className="mt-2 text-stone-700">Start planning your next RV trip.</p>
    </Page>
  );
}
