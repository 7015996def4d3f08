import type { Trip } from '@shared/schemas/trip';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { useDeleteTrip } from '../api/delete-trip';

// The delete's texts: its error and its confirmation.
export const DELETE_ERROR = 'Failed to delete trip. Please try again.';
export const DELETE_CONFIRM = 'Are you sure you want to delete this trip? This action cannot be undone.';
export const DELETE_SUCCESS = 'Trip deleted successfully.';

/**
 * The confirmation before a trip is deleted. A chunk of its own: the dialog's code (Radix's
 * focus trap and scroll lock) is not needed for My Trips' first cards (trips-list.tsx loads it lazily).
 */
export default function DeleteTripDialog({ trip, onClose }: { trip: Trip; onClose: () => void }) {
  const remove = useDeleteTrip();

  async function confirmDelete() {
    try {
      await remove.mutateAsync(trip.id);
      toastSuccess(DELETE_SUCCESS);
    } catch (e) {
      console.warn('Deleting the trip failed', e);
      toastError(DELETE_ERROR);
    } finally {
      onClose();
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Delete trip" description={DELETE_CONFIRM}>
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="danger" onClick={() => void confirmDelete()} disabled={remove.isPending}>
            Delete Trip
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
