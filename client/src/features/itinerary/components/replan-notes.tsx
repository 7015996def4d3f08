import type { TripPlan } from '@shared/schemas/plan';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import type { PendingPlan, UndoState } from '../hooks/use-plan-adoption';

/** What the last re-plan changed, with its Undo. */
export function UndoNote({ undo, onUndo }: { undo: UndoState; onUndo: () => void }) {
  return (
    <section
      aria-label="Last re-plan"
      className="no-print flex flex-wrap items-start justify-between gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm"
      data-testid="replan-note"
    >
      <div>
        <p className="font-medium">
          The plan was updated. Your own parks, activities, notes and nights were kept.
        </p>
        <ul className="mt-1 list-disc pl-5">
          {undo.changes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </div>
      <Button size="sm" variant="outline" onClick={onUndo}>
        Undo
      </Button>
    </section>
  );
}

/** Days whose new park could not be routed to (offline): retried when the browser is back online. */
export function UnroutedNote({ days }: { days: number[] }) {
  return (
    <p
      role="status"
      className="no-print rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      data-testid="reroute-note"
    >
      Your new park is saved. The drive to it could not be routed now ({days.length === 1 ? 'day' : 'days'}{' '}
      {days.join(', ')}): distances will update when you are back online.
    </p>
  );
}

/** Edits made on another device and merged into this plan, until the traveller dismisses the note. */
export function MergedNote({
  merged,
  onDismiss,
}: {
  merged: NonNullable<TripPlan['mergedFromOtherDevice']>;
  onDismiss: () => void;
}) {
  return (
    <section
      aria-label="Merged edits"
      role="status"
      className="no-print flex flex-wrap items-center justify-between gap-3 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm"
      data-testid="merged-note"
    >
      <p>
        {merged.edits === 1
          ? 'An edit made on another device was merged into this plan.'
          : `${merged.edits} edits made on another device were merged into this plan.`}
      </p>
      <Button size="sm" variant="outline" onClick={onDismiss}>
        Dismiss
      </Button>
    </section>
  );
}

/** A new plan that cannot keep some of the traveller's edits: it lists them and asks first. */
export function PendingPlanDialog({
  pending,
  onApply,
  onKeep,
}: {
  pending: PendingPlan | null;
  onApply: () => void;
  onKeep: () => void;
}) {
  return (
    <Dialog open={pending !== null} onOpenChange={(open) => (open ? null : onKeep())}>
      {pending ? (
        <DialogContent
          title="The new plan cannot keep all your changes"
          description="Apply it anyway, or keep your current plan?"
        >
          <ul className="list-disc space-y-1 pl-5 text-sm" data-testid="replan-conflicts">
            {pending.changes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={onKeep}>
              Keep my current plan
            </Button>
            <Button onClick={onApply}>Apply new plan</Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
