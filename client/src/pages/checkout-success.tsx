import { useCallback } from 'react';
import { Link, useSearch } from 'wouter';
import { Page } from '@/components/layout/page';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/auth-context';
import { CheckoutSuccessView } from '@/features/billing/components/checkout-success-view';
import { paths } from '@/lib/paths';

export default function CheckoutSuccessPage() {
  const sessionId = new URLSearchParams(useSearch()).get('session_id');
  const { user, isLoading, refreshUser } = useAuth();
  const onVerified = useCallback(() => void refreshUser(), [refreshUser]);
  return (
    <Page title="Welcome to Pro">
      {isLoading ? (
        <div className="flex justify-center py-24">
          <Spinner size="large" label="Loading your account" />
        </div>
      ) : user ? (
        <CheckoutSuccessView sessionId={sessionId} onVerified={onVerified} />
      ) : (
        // The session is confirmed against the account that paid: a visitor signs in and returns here.
        <Card className="mx-auto max-w-lg text-center" data-testid="checkout-success-sign-in">
          <h1 className="text-2xl font-bold">Sign in to continue</h1>
          <p className="mt-2 text-stone-700">
            Sign in to the account you subscribed with to confirm your subscription and see its details.
          </p>
          <Link
            href={paths.loginWithRedirect(
              `${paths.checkoutSuccess}${sessionId ? `?session_id=${encodeURIComponent(sessionId)}` : ''}`,
            )}
            className={buttonClass('primary', 'md', 'mt-4')}
          >
            Sign In
          </Link>
        </Card>
      )}
    </Page>
  );
}
