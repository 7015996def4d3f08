import { Page } from '@/components/layout/page';

export default function AboutPage() {
  return (
    <Page title="About RV Trip Planner">
      <h1 className="text-3xl font-bold">About RV Trip Planner</h1>
      <p className="mt-2 text-stone-700">Built for full-time RVers and weekend travellers.</p>
    </Page>
  );
}
