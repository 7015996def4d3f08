import { Link } from 'wouter';
import { formatPrice, periodSuffix } from '@shared/billing/plans';
import { BusyButton, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FieldError, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useCompleteDemoCheckout } from '../api/complete-demo-checkout';
import { useDemoSession } from '../api/get-demo-session';

type Props = {
  sessionId: string;
  /** Goes to the success page the server names. */
  onCompleted: (successUrl: string) => void;
};

/** The built-in provider's hosted payment page: looks like one, charges nothing. */
export function DemoPayment({ sessionId, onCompleted }: Props) {
  const session = useDemoSession(sessionId);
  const complete = useCompleteDemoCheckout();
  const paying = complete.isPending || complete.isSuccess;

  if (!sessionId || session.isError) {
    return (
      <Card role="alert" className="mx-auto max-w-lg text-center">
        <p className="font-medium">This checkout session could not be found.</p>
        <Link href={paths.checkoutFor('pro', 'monthly')} className={buttonClass('outline', 'md', 'mt-4')}>
          Back to checkout
        </Link>
      </Card>
    );
  }
  if (session.isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner size="large" label="Loading payment page" />
      </div>
    );
  }

  const data = session.data;
  const backToCheckout = paths.checkoutFor('pro', data.billing);
  if (data.status === 'expired') {
    return (
      <Card role="alert" className="mx-auto max-w-lg text-center">
        <p className="font-medium">This checkout session has expired. Please start again.</p>
        <Link href={backToCheckout} className={buttonClass('primary', 'md', 'mt-4')}>
          Start again
        </Link>
      </Card>
    );
  }

  const completeError =
    complete.error instanceof ApiError
      ? (complete.error.serverMessage ?? 'Payment failed. Please try again.')
      : complete.error
        ? 'Payment failed. Please try again.'
        : null;
  const pay = () => {
    if (data.status === 'complete') {
      onCompleted(`${paths.checkoutSuccess}?session_id=${encodeURIComponent(data.id)}`);
      return;
    }
    complete.mutate(sessionId, { onSuccess: ({ successUrl }) => onCompleted(successUrl) });
  };

  return (
    <div className="mx-auto max-w-lg">
      <p
        role="note"
        className="rounded-md border border-amber-300 bg-amber-50 p-3 text-center text-sm font-semibold text-amber-900"
      >
        Test mode: no card is charged
      </p>
      <Card className="mt-4">
        <p className="text-sm text-stone-600">RV Trip Planner</p>
        <p className="mt-1 text-2xl font-bold">
          {data.trialDays} days free, then {formatPrice(data.amount)}
          {periodSuffix(data.billing)}
        </p>
        <p className="mt-1 text-sm text-stone-600">Pro plan, billed {data.billing}. Cancel anytime.</p>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-stone-600">Email</dt>
          <dd>{data.customerEmail}</dd>
          {data.customerName ? (
            <>
              <dt className="text-stone-600">Name</dt>
              <dd>{data.customerName}</dd>
            </>
          ) : null}
        </dl>
        <fieldset className="mt-6 space-y-3" disabled>
          <legend className="text-sm font-semibold">Card information (test card filled in)</legend>
          <div>
            <Label htmlFor="demo-card-number">Card number</Label>
            <Input id="demo-card-number" className="mt-1" value="4242 4242 4242 4242" readOnly />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div>
              <Label htmlFor="demo-card-expiry">Expiry</Label>
              <Input id="demo-card-expiry" className="mt-1" value="12 / 34" readOnly />
            </div>
            <div>
              <Label htmlFor="demo-card-cvc">CVC</Label>
              <Input id="demo-card-cvc" className="mt-1" value="123" readOnly />
            </div>
          </div>
        </fieldset>
        <FieldError message={completeError} className="mt-4" />
        <BusyButton size="lg" className="mt-6 w-full" onClick={pay} busy={paying} busyLabel="Processing...">
          Start free trial
        </BusyButton>
        <Link href={backToCheckout} className={buttonClass('ghost', 'md', 'mt-2 w-full')}>
          Cancel and return to checkout
        </Link>
      </Card>
    </div>
  );
}
