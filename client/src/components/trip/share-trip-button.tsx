import { Button } from '@/components/ui/button';
import { copyTripLink } from '@/lib/share';

/** Copies this page's link to the trip (SPEC's Share button on the trip pages). */
export function ShareTripButton({ tripId }: { tripId: string }) {
  return (
    <Button variant="outline" size="sm" onClick={() => void copyTripLink(window.location.href, tripId)}>
      Share
    </Button>
  );
}
