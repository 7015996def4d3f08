import { Link } from 'wouter';
import { FREE_TRIPS_PER_MONTH, PRO_PLAN_FEATURES, TRIAL_DAYS } from '@shared/constants';
import { Button, buttonClass } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { paths } from '@/lib/paths';

export const TRIP_LIMIT_TITLE = 'Monthly Trip Limit Reached';
export const TRIP_LIMIT_TEXT = `You've used all ${FREE_TRIPS_PER_MONTH} of your free trips this month. Upgrade to Pro for unlimited trips and advanced features.`;
export const upgradeHref = paths.checkoutFor('pro', 'monthly');

export type UpgradeReason = 'mode' | 'limit';

/** The upgrade prompt for locked modes and for the monthly trip limit. */
export function UpgradeDialog({ reason, onClose }: { reason: UpgradeReason | null; onClose: () => void }) {
  return (
    <Dialog open={reason !== null} onOpenChange={(open) => !open && onClose()}>
      {reason ? (
        <DialogContent
          title={reason === 'limit' ? TRIP_LIMIT_TITLE : 'Upgrade to Pro'}
          description={
            reason === 'limit' ? TRIP_LIMIT_TEXT : 'AI-powered and hybrid planning are part of the Pro plan.'
          }
        >
          <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
            {PRO_PLAN_FEATURES.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-stone-600">{TRIAL_DAYS}-day free trial, cancel anytime.</p>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            {reason === 'limit' ? (
              <Link href={paths.trips} className={buttonClass('outline')}>
                View Existing Trips
              </Link>
            ) : (
              <Button variant="outline" onClick={onClose}>
                Maybe Later
              </Button>
            )}
            <Link href={upgradeHref} className={buttonClass('primary')}>
              Upgrade to Pro
            </Link>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/**
 * The /new-trip panel shown instead of the planner once a free user reached the limit. The trip that
 * reached it was saved: that is said first, with the way to it, so the panel never reads as a refusal.
 */
export function TripLimitPanel({ saved = null }: { saved?: { id: string; title: string } | null }) {
  return (
    <section
      aria-labelledby="trip-limit-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-6 text-center"
    >
      {saved ? (
        <p role="status" className="mb-4 rounded-md border border-emerald-300 bg-emerald-50 p-3 text-emerald-900">
          Your trip {saved.title} was saved.{' '}
          <Link href={paths.tripTest(saved.id)} className="font-medium underline">
            Open {saved.title}
          </Link>
        </p>
      ) : null}
      <h2 id="trip-limit-title" className="text-xl font-semibold text-amber-900">
        {TRIP_LIMIT_TITLE}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-amber-900">{TRIP_LIMIT_TEXT}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Link href={upgradeHref} className={buttonClass('primary')}>
          Upgrade to Pro
        </Link>
        <Link href={paths.trips} className={buttonClass('outline')}>
          View Existing Trips
        </Link>
      </div>
    </section>
  );
}
