import { toastError, toastSuccess } from '@/components/ui/toast';

/**
 * Copies a trip link and says so ('Trip link copied to clipboard!'); without a clipboard the
 * toast shows the link to copy by hand.
 */
export async function copyLink(url: string): Promise<boolean> {
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
