import { Page } from '@/components/layout/page';

export default function HomePage() {
  return (
    <Page title="Plan Your Next RV Adventure">
      <h1 className="text-3xl font-bold">Plan Your Next RV Adventure</h1>
      <p className="mt-2 text-stone-700">Plan RV trips with day-by-day itineraries, RV parks, activities and meals.</p>
    </Page>
  );
}
