import { Page } from '@/components/layout/page';
import { useAuth } from '@/features/auth/auth-context';
import { TripPlanner } from '@/features/planner/components/trip-planner';
import { deviceState } from '@/lib/trip-store';

export default function HomePage() {
  const { user } = useAuth();
  // Signed out, the tier comes from local storage (SPEC 3 userTier, default free).
  const tier = user?.tier ?? deviceState.userTier();
  return (
    <Page title="RV Trip Planner">
      <h1 className="text-3xl font-bold">Plan Your Next RV Adventure</h1>
      <p className="mt-2 text-stone-700">
        Plan RV trips with day-by-day itineraries, RV parks, activities and meals.
      </p>
      <section id="planner" aria-label="Trip planner" className="mt-10 scroll-mt-20">
        <TripPlanner key={tier} tier={tier} />
      </section>
    </Page>
  );
}
