import { toastError, toastSuccess } from '@/components/ui/toast';
import { authToken } from './api-client';
import { shareTrip } from './trip-store';

/**
 * Copies a link for sharing and says so (SPEC 8 'Trip link copied to clipboard!'). Given the trip's
 * id and a signed-in user, the trip is first marked shared on the server so the link opens for
 * anyone; signed out, trips live on this device only and the link is copied as it is.
 */
export async function copyTripLink(url: string, tripId?: string): Promise<boolean> {
  if (tripId && authToken()) {
    try {
      await shareTrip(tripId);
    } catch (error) {
      console.warn('Could not share the trip', error);
      toastError(error instanceof Error ? error.message : 'Could not share the trip. Please try again.');
      return false;
    }
  }
  try {
    if (!navigator.clipboard) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(url);
    toastSuccess('Trip link copied to clipboard!');
    return true;
  } catch (error) {
    console.warn('Could not copy the trip link', error);
    toastError(`Could not copy the link. Copy it from here: ${url}`);
    return false;
  }
}
