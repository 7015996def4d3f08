import { Page } from '@/components/layout/page';

export default function TripsPage() {
  return (
    <Page title="My Trips">
      <h1 className="text-3xl font-bold">My Trips</h1>
      <p className="mt-2 text-stone-700">Your saved trips appear here.</p>
    </Page>
  );
}
