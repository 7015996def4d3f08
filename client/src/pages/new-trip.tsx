import { Link } from 'wouter';
import { FREE_PLAN_FEATURES, FREE_TRIPS_PER_MONTH, PRO_PRICE_MONTHLY, TRIAL_DAYS } from '@shared/constants';
import { Page } from '@/components/layout/page';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/features/auth/auth-context';
import { TripPlanner } from '@/features/planner/components/trip-planner';
import { TripLimitPanel } from '@/features/planner/components/upgrade-dialog';
import { displayNameOf } from '@/features/auth/display-name';
import { useMonthlyTripCount } from '@/features/sync/api/get-trip-usage';
import { paths } from '@/lib/paths';
import { deviceState } from '@/entities/trips/trip-store';
import { deviceStorageKeys } from '@/entities/trips/storage/device-state';
import { tripSchema } from '@shared/schemas/trip';
import { shortTripTitle } from '@shared/trips/rules';
import { CheckList } from '@/components/ui/check-list';
import { Info } from 'lucide-react';
import { TextLink } from '@/components/ui/text-link';

const upgradeHref = paths.checkoutFor('pro', 'monthly');

/** Trips planned this month, against the free limit (a meter) or unlimited on Pro. */
function UsageCard({ isPro, count }: { isPro: boolean; count: number }) {
  const used = Math.min(count, FREE_TRIPS_PER_MONTH);
  return (
    <Card>
      <div className="flex items-baseline justify-between">
        <h2 className="font-semibold" id="usage-label">
          Trips this month
        </h2>
        <span className="text-lg font-bold" data-testid="trip-usage">
          {isPro ? `${count} (unlimited)` : `${count}/${FREE_TRIPS_PER_MONTH}`}
        </span>
      </div>
      {!isPro ? (
        <div
          role="meter"
          aria-labelledby="usage-label"
          aria-valuemin={0}
          aria-valuemax={FREE_TRIPS_PER_MONTH}
          aria-valuenow={used}
          className="mt-3 h-2 overflow-hidden rounded-full bg-stone-200"
        >
          <div className="h-full bg-brand-600" style={{ width: `${(used / FREE_TRIPS_PER_MONTH) * 100}%` }} />
        </div>
      ) : null}
    </Card>
  );
}

/** What the Free plan includes, and the way to Pro. */
function FreePlanCards() {
  return (
    <>
      <Card>
        <h2 className="font-semibold">Your Free plan includes</h2>
        <CheckList
          items={FREE_PLAN_FEATURES.slice(0, 3)}
          className="mt-2 space-y-1 text-sm text-stone-700"
          itemClassName="flex items-start gap-1.5"
        />
      </Card>
      <Card className="border-brand-600 bg-brand-50">
        <h2 className="font-semibold">Go Pro</h2>
        <p className="mt-1 text-2xl font-bold">
          ${PRO_PRICE_MONTHLY}
          <span className="text-sm font-normal text-stone-600">/mo</span>
        </p>
        <p className="text-sm text-stone-700">{TRIAL_DAYS}-day free trial, cancel anytime.</p>
        <Link href={upgradeHref} className={buttonClass('primary', 'md', 'mt-3 w-full')}>
          Start Free Trial
        </Link>
      </Card>
    </>
  );
}

function QuickActions({ isPro }: { isPro: boolean }) {
  const [href, label] = isPro ? [paths.settings, 'Manage subscription'] : [upgradeHref, 'Upgrade Plan'];
  return (
    <Card>
      <h2 className="font-semibold">Quick actions</h2>
      <nav aria-label="Quick actions" className="mt-2 flex flex-col gap-2">
        <Link href={paths.trips} className={buttonClass('outline', 'sm')}>
          View All Trips
        </Link>
        <Link href={paths.dashboard} className={buttonClass('outline', 'sm')}>
          Dashboard
        </Link>
        <Link href={href} className={buttonClass('outline', 'sm')}>
          {label}
        </Link>
      </nav>
    </Card>
  );
}

/** The free limit, shown before the traveller starts, not only at Save Trip. */
function TripsLeftNote({ remaining }: { remaining: number }) {
  return (
    <p
      data-testid="trips-remaining"
      className="mb-4 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950"
    >
      <Info aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {remaining} of {FREE_TRIPS_PER_MONTH} free trips left this month.
      </span>
      <TextLink href={upgradeHref}>Upgrade to Pro for unlimited trips</TextLink>
    </p>
  );
}

/** The trip this device saved in the last half hour (the one that may have reached the limit), or null. */
function justSavedTrip(now = Date.now()): { id: string; title: string } | null {
  const parsed = tripSchema.safeParse(deviceState.readJson(deviceStorageKeys.currentTrip));
  if (!parsed.success) return null;
  const trip = parsed.data;
  if (now - Date.parse(trip.createdAt) > 30 * 60 * 1000) return null;
  return { id: trip.id, title: trip.title ?? shortTripTitle(trip.fromLocation, trip.toLocation) };
}

export default function NewTripPage() {
  const { user } = useAuth();
  const tier = user?.tier ?? deviceState.userTier();
  const isPro = tier === 'pro';
  // Signed in, the server's count (docs/decisions/0006-product-rulings.md); it is mirrored to local
  // storage when it arrives.
  const count = useMonthlyTripCount(user !== null);
  const limitReached = !isPro && count >= FREE_TRIPS_PER_MONTH;
  const remaining = Math.max(0, FREE_TRIPS_PER_MONTH - count);
  const name = displayNameOf(user);

  return (
    <Page title="Plan a New Trip">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">Plan a New Trip</h1>
        <span
          className={
            isPro
              ? 'rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900'
              : 'rounded-full bg-stone-200 px-3 py-1 text-sm font-semibold text-stone-800'
          }
        >
          {isPro ? 'Pro Plan' : 'Free Plan'}
        </span>
      </div>
      <p className="mt-2 text-stone-700">Welcome back, {name}! Where are you headed next?</p>

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="order-2 lg:order-1">
          {limitReached ? (
            <TripLimitPanel saved={justSavedTrip()} />
          ) : (
            <Card>
              {!isPro ? <TripsLeftNote remaining={remaining} /> : null}
              <TripPlanner key={tier} tier={tier} />
            </Card>
          )}
        </div>

        <aside className="order-1 space-y-4 lg:order-2" aria-label="Your plan">
          <UsageCard isPro={isPro} count={count} />
          {!isPro ? <FreePlanCards /> : null}
          <QuickActions isPro={isPro} />
        </aside>
      </div>
    </Page>
  );
}
