import confetti from 'canvas-confetti';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { CONFETTI, SUPPORT_EMAIL } from '@shared/constants';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { useVerifySession } from '../api/verify-session';
import { formatBillingDate } from '../format';
import { PartyPopper } from 'lucide-react';
import { CheckList } from '@/components/ui/check-list';

const celebrateWithConfetti = () => {
  // 100 particles, spread 70, origin y 0.6; skipped for people who prefer reduced motion.
  void confetti({ ...CONFETTI, origin: { ...CONFETTI.origin }, disableForReducedMotion: true });
};

const NEXT_STEPS = [
  'Plan unlimited trips with AI-powered itineraries',
  'Use every planning mode: AI, manual and hybrid',
  'Save offline maps for the road',
  'Get priority support whenever you need it',
];

type Props = {
  sessionId: string | null;
  /** Called once after a successful verification, to refresh the signed-in user. */
  onVerified: () => void;
  celebrate?: () => void;
};

export function CheckoutSuccessView({ sessionId, onVerified, celebrate = celebrateWithConfetti }: Props) {
  const verification = useVerifySession(sessionId);
  const celebrated = useRef(false);
  const reported = useRef(false);

  useEffect(() => {
    if (celebrated.current) return;
    celebrated.current = true;
    celebrate();
  }, [celebrate]);

  const verified = verification.isSuccess;
  useEffect(() => {
    if (verified && !reported.current) {
      reported.current = true;
      onVerified();
    }
  }, [verified, onVerified]);

  // A verification error is only logged; the page renders without the details.
  const failure = verification.error;
  useEffect(() => {
    if (failure) console.error('Could not verify the checkout session', failure);
  }, [failure]);

  if (sessionId && verification.isPending) {
    return (
      <div className="flex flex-col items-center gap-4 py-24" aria-live="polite">
        <Spinner size="large" label="Confirming your subscription" />
        <p className="text-lg text-stone-700">Confirming your subscription...</p>
      </div>
    );
  }

  const details = verification.data;
  return (
    <div className="mx-auto max-w-2xl text-center">
      <PartyPopper aria-hidden="true" className="mx-auto size-12 text-brand-600" />
      <h1 className="mt-4 text-3xl font-bold">Welcome to RV Trip Planner Pro!</h1>
      <p className="mt-3 text-stone-700">
        Your subscription is active. Enjoy unlimited trips, every planning mode and all Pro features.
      </p>
      {details ? (
        <Card className="mt-6 text-left">
          <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
            <dt className="font-medium text-stone-600">Email</dt>
            <dd data-testid="subscription-email">{details.customerEmail}</dd>
            {details.trialEnd ? (
              <>
                <dt className="font-medium text-stone-600">Free trial ends</dt>
                <dd data-testid="subscription-trial-end">{formatBillingDate(details.trialEnd)}</dd>
              </>
            ) : null}
            {details.currentPeriodEnd ? (
              <>
                <dt className="font-medium text-stone-600">Renews on</dt>
                <dd data-testid="subscription-renewal">{formatBillingDate(details.currentPeriodEnd)}</dd>
              </>
            ) : null}
          </dl>
        </Card>
      ) : null}
      <Card className="mt-6 text-left">
        <h2 className="text-lg font-semibold">What's next</h2>
        <CheckList items={NEXT_STEPS} className="mt-3 space-y-2 text-stone-700" />
      </Card>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href={paths.trips} className={buttonClass('primary', 'lg')}>
          View My Trips
        </Link>
        <Link href={paths.home} className={buttonClass('outline', 'lg')}>
          Plan New Trip
        </Link>
      </div>
      <p className="mt-6 text-sm text-stone-600">
        Need help?{' '}
        <a className="font-medium text-brand-700 underline" href={`mailto:${SUPPORT_EMAIL}`}>
          Contact support
        </a>
      </p>
    </div>
  );
}
