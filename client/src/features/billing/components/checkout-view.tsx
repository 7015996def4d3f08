import { useEffect, useState } from 'react';
import type { BillingPeriod, Plan } from '@shared/schemas/billing';
import type { PaymentProviderKind } from '@shared/schemas/billing';
import { PAYMENTS_NOT_CONFIGURED_MESSAGE } from '@shared/schemas/billing';
import {
  findPlan,
  formatPrice,
  isPlanId,
  periodSuffix,
  planPrice,
  resolveBilling,
} from '@shared/billing/plans';
import { Link } from 'wouter';
import { BusyButton, Button, buttonClass } from '@/components/ui/button';
import { Card, SectionCard } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toastError } from '@/components/ui/toast';
import { paths } from '@/lib/paths';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { useBillingConfig } from '../api/get-billing-config';
import { useStripeScript } from '../hooks/use-stripe-script';
import { BillingToggle } from './billing-toggle';
import { ContactFields, SignInFirst, useCheckoutContact } from './checkout-contact';
import { PlanSummary } from './plan-summary';

export const CHECKOUT_ERROR = 'Failed to start checkout. Please try again.';

type Props = {
  /** The plan query parameter (default pro). */
  planId: string;
  /** The billing query parameter (default monthly). */
  billing: string | null;
  user: {
    id: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    tier: 'free' | 'pro';
  } | null;
  /** An unknown plan or the free plan leaves the page (to /). */
  onInvalidPlan: () => void;
  /** Sends the browser to the provider's hosted page. */
  redirect?: (url: string) => void;
};

const goTo = (url: string) => window.location.assign(url);

export function CheckoutView({ planId, billing, user, onInvalidPlan, redirect = goTo }: Props) {
  const config = useBillingConfig();
  const valid = isPlanId(planId) && planId !== 'free';
  const plan = config.data ? findPlan(config.data.plans, planId) : undefined;
  const invalid = !valid || (config.data !== undefined && !plan);

  useEffect(() => {
    if (invalid) onInvalidPlan();
  }, [invalid, onInvalidPlan]);

  if (invalid) return null;
  if (config.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="large" label="Loading plans" />
      </div>
    );
  }
  if (user?.tier === 'pro') {
    return (
      <Card className="mx-auto max-w-lg text-center">
        <p className="font-medium">You're already on the Pro plan.</p>
        <Link href={paths.settings} className={buttonClass('outline', 'md', 'mt-4')}>
          Manage your subscription
        </Link>
      </Card>
    );
  }
  if (config.isError || !plan) {
    return (
      <Card role="alert" className="mx-auto max-w-lg text-center">
        <p className="font-medium">We couldn't load the plans. Please try again.</p>
        <Button className="mt-4" variant="outline" onClick={() => void config.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  return (
    <CheckoutForm
      plan={plan}
      initialBilling={resolveBilling(plan, billing)}
      provider={config.data.provider}
      publishableKey={config.data.publishableKey}
      user={user}
      redirect={redirect}
    />
  );
}

/** Where the card is entered, or that payments are not set up here. */
function PaymentNote({ provider }: { provider: PaymentProviderKind }) {
  if (provider === 'none')
    return (
      <p
        role="status"
        id="checkout-unavailable"
        className="rounded-md border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
      >
        {PAYMENTS_NOT_CONFIGURED_MESSAGE}
      </p>
    );
  return (
    <p className="rounded-md border border-stone-200 bg-stone-50 p-4 text-sm text-stone-700">
      {provider === 'stripe'
        ? "You'll be redirected to Stripe, our card payment provider, to enter your card details securely. We never store your card details."
        : "You'll be redirected to our test payment page. Test mode: no card is charged, and we never store card details."}
    </p>
  );
}

function CheckoutForm({
  plan,
  initialBilling,
  provider,
  publishableKey,
  user,
  redirect,
}: {
  plan: Plan;
  initialBilling: BillingPeriod;
  provider: PaymentProviderKind;
  publishableKey: string | null;
  user: Props['user'];
  redirect: (url: string) => void;
}) {
  const [billing, setBilling] = useState<BillingPeriod>(initialBilling);
  const [serverError, setServerError] = useState<string | null>(null);
  // The provider's browser script loads on this page, only when a publishable key is set.
  const script = useStripeScript(provider === 'stripe' ? publishableKey : null);
  const checkout = useCreateCheckoutSession();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useCheckoutContact(user);

  const priceLabel = `${formatPrice(planPrice(plan, billing))}${periodSuffix(billing)}`;
  // Without a payment provider (production without Stripe keys) nothing can be bought: say so, keep
  // the plan visible and the button disabled.
  const unavailable = provider === 'none';
  const failed = () => {
    setServerError(CHECKOUT_ERROR);
    toastError(CHECKOUT_ERROR, 'Checkout Error');
  };

  const onSubmit = handleSubmit((contact) => {
    if (unavailable) return;
    setServerError(null);
    const priceId = plan.priceIds[billing];
    if (!priceId) return failed();
    const origin = window.location.origin;
    checkout.mutate(
      {
        priceId,
        customerEmail: contact.email,
        customerName: contact.fullName,
        userId: user?.id,
        // Stripe replaces the placeholder with the session id.
        successUrl: `${origin}${paths.checkoutSuccess}?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${origin}${paths.checkoutFor(plan.id, billing)}`,
      },
      { onSuccess: ({ sessionUrl }) => redirect(sessionUrl), onError: failed },
    );
  });

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_380px]">
      <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label="Checkout">
        <SectionCard title="Billing period">
          <BillingToggle className="mt-4" plan={plan} value={billing} onChange={setBilling} />
        </SectionCard>
        {user ? null : <SignInFirst returnTo={paths.checkoutFor(plan.id, billing)} />}
        <ContactFields register={register} errors={errors} />
        <PaymentNote provider={provider} />
        {serverError ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {serverError}
          </p>
        ) : null}
        <BusyButton
          type="submit"
          size="lg"
          className="w-full"
          busy={checkout.isPending || checkout.isSuccess}
          busyLabel="Processing..."
          disabled={!user || unavailable || script === 'loading'}
          aria-describedby={unavailable ? 'checkout-unavailable' : undefined}
        >
          {`Continue to Payment - ${priceLabel}`}
        </BusyButton>
      </form>

      <PlanSummary plan={plan} billing={billing} />
    </div>
  );
}
