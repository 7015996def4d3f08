import { useAuth } from '@/features/auth/auth-context';
import { TripPlanner } from '@/features/planner/components/trip-planner';
import { deviceState } from '@/entities/trips/trip-store';

// The landing page's planner in its own chunk: the form (react-hook-form, zod, Radix inputs) and the
// trip store load right after the page paints instead of holding up its first render.
export default function HomePlanner() {
  const { user } = useAuth();
  // Signed out, the tier comes from local storage (key userTier, default free).
  const tier = user?.tier ?? deviceState.userTier();
  return <TripPlanner key={tier} tier={tier} />;
}
