import type { TripPlan } from '@shared/schemas/plan';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import type { LengthQuestion } from '@/entities/trips/plan/trip-length';
import type { PlaceChoice } from '@shared/schemas/place-choices';
import type { PendingPlan, UndoState } from '../hooks/use-plan-adoption';
import type { PlaceQuestion } from '../hooks/use-place-question';

/** What the last re-plan changed, with its Undo. */
export function UndoNote({ undo, onUndo }: { undo: UndoState; onUndo: () => void }) {
  return (
    <section
      aria-label="Last re-plan"
      className="no-print flex flex-wrap items-start justify-between gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm"
      data-testid="replan-note"
    >
      <div>
        <p className="font-medium">{undo.headline || 'The plan was updated.'}</p>
        <ul className="mt-1 list-disc pl-5">
          {undo.changes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        {undo.edits.length > 0 ? (
          <ul className="mt-1 list-disc pl-5" aria-label="Your edits" data-testid="replan-edits">
            {undo.edits.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <Button size="sm" variant="outline" onClick={onUndo}>
        Undo
      </Button>
    </section>
  );
}

/** The Undo of the traveller's last edit (any kind), where a re-plan's Undo shows; kept until the next edit. */
export function EditUndoNote({ label, onUndo }: { label: string; onUndo: () => void }) {
  return (
    <section
      aria-label="Last change"
      className="no-print flex flex-wrap items-center justify-between gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm"
      data-testid="edit-undo-note"
    >
      <p className="font-medium">{label}.</p>
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

/** A new plan that moves or drops some of the traveller's edits, or changes the length: it asks first. */
export function PendingPlanDialog({
  pending,
  onApply,
  onKeep,
}: {
  pending: PendingPlan | null;
  onApply: (which: 'plan' | 'alternative') => void;
  onKeep: () => void;
}) {
  return (
    <ChoiceDialog
      open={pending !== null}
      title="The new plan changes what you set"
      description="Apply it, or keep your current plan?"
      lines={pending?.changes ?? []}
      choices={[
        ...(pending?.alternative
          ? [{ label: pending.alternative.label, onClick: () => onApply('alternative') }]
          : []),
        { label: pending?.applyLabel ?? 'Apply new plan', onClick: () => onApply('plan') },
      ]}
      keepLabel="Keep my current plan"
      onKeep={onKeep}
    />
  );
}

/** A nights change that would change the trip's length: add the days, or keep the length. */
export function LengthDialog({
  question,
  onAnswer,
}: {
  question: LengthQuestion | null;
  onAnswer: (chosen: TripPlan | null) => void;
}) {
  return (
    <ChoiceDialog
      open={question !== null}
      title="Your trip's length"
      description={question?.question ?? ''}
      lines={[]}
      choices={
        question
          ? [
              ...(question.keep
                ? [{ label: question.keep.label, onClick: () => onAnswer(question.keep!.plan) }]
                : []),
              { label: question.grow.label, onClick: () => onAnswer(question.grow.plan) },
            ]
          : []
      }
      keepLabel="Cancel"
      onKeep={() => onAnswer(null)}
    />
  );
}

/** A trip start or end that names two towns: the traveller picks one, and it is saved with the trip. */
export function PlaceDialog({
  question,
  onAnswer,
}: {
  question: PlaceQuestion | null;
  onAnswer: (choice: PlaceChoice | null) => void;
}) {
  return (
    <ChoiceDialog
      open={question !== null}
      title={question?.field === 'fromLocation' ? 'Where does your trip start?' : 'Where is your trip going?'}
      description={question ? `${question.message} Your choice is saved with the trip.` : ''}
      lines={[]}
      choices={(question?.choices ?? []).map((c) => ({ label: c.name, onClick: () => onAnswer(c) }))}
      keepLabel="Cancel"
      onKeep={() => onAnswer(null)}
    />
  );
}

function ChoiceDialog({
  open,
  title,
  description,
  lines,
  choices,
  keepLabel,
  onKeep,
}: {
  open: boolean;
  title: string;
  description: string;
  lines: string[];
  choices: Array<{ label: string; onClick: () => void }>;
  keepLabel: string;
  onKeep: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? null : onKeep())}>
      {open ? (
        <DialogContent title={title} description={description}>
          {lines.length > 0 ? (
            <ul className="list-disc space-y-1 pl-5 text-sm" data-testid="replan-conflicts">
              {lines.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          ) : null}
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={onKeep}>
              {keepLabel}
            </Button>
            {choices.map((c) => (
              <Button key={c.label} onClick={c.onClick}>
                {c.label}
              </Button>
            ))}
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
