import { useState } from 'react';
import { Link } from 'wouter';
import { FREE_PLAN_FEATURES } from '@shared/constants';
import { BusyButton, Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useCreatePortalSession } from '../api/create-portal-session';
import { useSubscription } from '../api/get-subscription';
import { formatBillingDate } from '../format';

type Props = {
  /** Called after the subscription changed, so the page can refresh the signed-in user. */
  onChanged?: () => void;
  /** Sends the browser to Stripe's customer portal. */
  redirect?: (url: string) => void;
};

const goTo = (url: string) => window.location.assign(url);
const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;

/**
 * The renewal date and 'Cancel subscription' of a Pro subscriber, for composing into a plan card;
 * renders nothing for users without a subscription.
 */
export function SubscriptionDetails({ onChanged, redirect = goTo }: Props) {
  const subscription = useSubscription();
  const cancel = useCancelSubscription();
  const portal = useCreatePortalSession();
  const opening = portal.isPending || portal.isSuccess;
  const [confirming, setConfirming] = useState(false);

  if (subscription.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading subscription" className="mt-3">
        <Skeleton className="h-4 w-64" />
      </div>
    );
  }
  if (subscription.isError) {
    return (
      <div role="alert" className="mt-3 text-sm">
        <p>We couldn't load your subscription. Please try again.</p>
        <Button className="mt-2" size="sm" variant="outline" onClick={() => void subscription.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const data = subscription.data;
  const periodEnd = formatBillingDate(data.currentPeriodEnd);
  const openPortal = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => redirect(url),
      onError: (error) =>
        toastError(messageOf(error, 'Could not open the billing portal. Please try again.')),
    });
  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: (summary) => {
        setConfirming(false);
        toastSuccess(
          `You keep Pro until ${formatBillingDate(summary.currentPeriodEnd)}.`,
          'Subscription cancelled',
        );
        onChanged?.();
      },
      onError: (error) =>
        toastError(messageOf(error, 'Could not cancel your subscription. Please try again.')),
    });

  if (!data.hasSubscription) return null;
  return (
    <div className="mt-4 border-t border-stone-200 pt-4" data-testid="subscription-details">
      {data.cancelAtPeriodEnd ? (
        <p className="mt-1 text-sm text-stone-700" data-testid="subscription-status">
          Your subscription is cancelled. Pro stays active until {periodEnd}.
        </p>
      ) : null}
      {!data.cancelAtPeriodEnd ? (
        <>
          {periodEnd ? (
            <p className="mt-1 text-sm text-stone-700" data-testid="subscription-status">
              {data.status === 'past_due'
                ? `Your last payment failed. Pro stays active until ${periodEnd}.`
                : `Renews on ${periodEnd}.`}
            </p>
          ) : null}
          {data.provider === 'stripe' ? (
            <BusyButton
              className="mt-4"
              variant="outline"
              onClick={openPortal}
              busy={opening}
              busyLabel="Opening..."
            >
              Cancel subscription
            </BusyButton>
          ) : (
            <Dialog open={confirming} onOpenChange={setConfirming}>
              <Button className="mt-4" variant="outline" onClick={() => setConfirming(true)}>
                Cancel subscription
              </Button>
              <DialogContent
                title="Cancel your subscription?"
                description={`You keep Pro until ${periodEnd}. After that your account returns to the Free plan.`}
              >
                <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                  <DialogClose className={buttonClass('outline')}>Keep subscription</DialogClose>
                  <Button variant="danger" onClick={confirmCancel} disabled={cancel.isPending}>
                    {cancel.isPending ? 'Cancelling...' : 'Confirm cancellation'}
                  </Button>
                </div>
              </DialogContent>
            </Dialog>
          )}
        </>
      ) : null}
    </div>
  );
}

/** /settings: the plan, its renewal date and a way to cancel (pro lasts to the end of the period paid for). */
export function SubscriptionCard(props: Props) {
  const subscription = useSubscription();
  const tier = subscription.data?.tier;
  return (
    <Card aria-labelledby="subscription-heading" data-testid="subscription-card">
      <h2 id="subscription-heading" className="text-lg font-semibold">
        Subscription
      </h2>
      {tier ? (
        <p className="mt-2">
          Current plan: <strong data-testid="subscription-plan">{tier === 'pro' ? 'Pro' : 'Free'}</strong>
        </p>
      ) : null}
      {tier === 'free' ? (
        <>
          <p className="mt-1 text-sm text-stone-600">
            {FREE_PLAN_FEATURES[0]}. Upgrade for unlimited trips and every planning mode.
          </p>
          <Link href={paths.checkoutFor('pro', 'monthly')} className={buttonClass('primary', 'md', 'mt-4')}>
            Upgrade to Pro
          </Link>
        </>
      ) : null}
      <SubscriptionDetails {...props} />
    </Card>
  );
}
