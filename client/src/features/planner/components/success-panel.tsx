import { Link } from 'wouter';
import { Button, buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

type SuccessPanelProps = {
  tripId: string;
  message: string;
  tone: 'success' | 'warning';
  redirectNote: string | null;
  onPlanAnother: () => void;
};

/** The panel after saving, with links to the trip, My Trips and 'Plan Another Trip'. */
export function SuccessPanel({ tripId, message, tone, redirectNote, onPlanAnother }: SuccessPanelProps) {
  return (
    <section
      aria-live="polite"
      className={cn(
        'rounded-xl border p-6 text-center',
        tone === 'success' ? 'border-green-300 bg-green-50' : 'border-amber-300 bg-amber-50',
      )}
    >
      <p
        role="status"
        className={cn('text-lg font-semibold', tone === 'success' ? 'text-green-900' : 'text-amber-900')}
      >
        {message}
      </p>
      {redirectNote ? <p className="mt-1 text-sm text-stone-600">{redirectNote}</p> : null}
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Link href={paths.trip(tripId)} className={buttonClass('primary')}>
          View Trip
        </Link>
        <Link href={paths.trips} className={buttonClass('outline')}>
          My Trips
        </Link>
        <Button variant="outline" onClick={onPlanAnother}>
          Plan Another Trip
        </Button>
      </div>
    </section>
  );
}
