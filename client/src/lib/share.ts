import { toastError, toastSuccess } from '@/components/ui/toast';

/** Copies a link for sharing and says so (SPEC 8 'Trip link copied to clipboard!'). */
export async function copyTripLink(url: string): Promise<boolean> {
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
