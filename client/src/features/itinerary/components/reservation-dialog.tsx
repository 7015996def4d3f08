import { useId, useState } from 'react';
import type { Reservations } from '@shared/schemas/trip';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type Record = Reservations[string];

/**
 * A day's reservation: unconfirmed becomes confirmed at the planned park or reserved
 * elsewhere (name required after trimming, confirmation number optional); 'No Reservation Yet'
 * goes back to unconfirmed.
 */
export function ReservationDialog({
  day,
  parkName,
  record,
  onSave,
}: {
  day: number;
  parkName: string;
  record: Record | undefined;
  onSave: (record: Record) => void;
}) {
  const [open, setOpen] = useState(false);
  const [elsewhereName, setElsewhereName] = useState(record?.reservedElsewhere?.name ?? '');
  const [confirmation, setConfirmation] = useState(record?.reservedElsewhere?.confirmationNumber ?? '');
  const nameId = useId();
  const numberId = useId();
  const confirmed = record?.confirmed === true;

  const save = (next: Record) => {
    onSave(next);
    setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setElsewhereName(record?.reservedElsewhere?.name ?? '');
          setConfirmation(record?.reservedElsewhere?.confirmationNumber ?? '');
        }
        setOpen(next);
      }}
    >
      <Button
        variant={confirmed ? 'outline' : 'primary'}
        size="sm"
        className="no-print"
        onClick={() => setOpen(true)}
      >
        {confirmed ? 'Update Reservation' : 'Confirm Reservation'}
      </Button>
      <DialogContent title={`Day ${day} Reservation`} description="Tell us where you are staying this night.">
        <div className="space-y-5">
          <section className="space-y-2">
            <h3 className="text-sm font-semibold">At the planned park</h3>
            <Button className="w-full" onClick={() => save({ confirmed: true })}>
              Confirmed at {parkName}
            </Button>
          </section>
          <section className="space-y-2 border-t border-stone-200 pt-4">
            <h3 className="text-sm font-semibold">Reserved elsewhere</h3>
            <div>
              <Label htmlFor={nameId}>Park name</Label>
              <Input id={nameId} value={elsewhereName} onChange={(e) => setElsewhereName(e.target.value)} />
            </div>
            <div>
              <Label htmlFor={numberId}>Confirmation number (optional)</Label>
              <Input id={numberId} value={confirmation} onChange={(e) => setConfirmation(e.target.value)} />
            </div>
            <Button
              className="w-full"
              variant="secondary"
              disabled={elsewhereName.trim() === ''}
              onClick={() =>
                save({
                  confirmed: true,
                  reservedElsewhere: {
                    name: elsewhereName.trim(),
                    ...(confirmation.trim() ? { confirmationNumber: confirmation.trim() } : {}),
                  },
                })
              }
            >
              Confirm Reservation Elsewhere
            </Button>
          </section>
          <section className="border-t border-stone-200 pt-4">
            <Button className="w-full" variant="outline" onClick={() => save({ confirmed: false })}>
              No Reservation Yet
            </Button>
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}
