import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/auth-context';
import { CheckoutView } from '@/features/billing/components/checkout-view';
import { paths } from '@/lib/paths';

export default function CheckoutPage() {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const { user, isLoading } = useAuth();
  const leave = useCallback(() => navigate(paths.home, { replace: true }), [navigate]);
  return (
    <Page title="Checkout">
      <h1 className="mb-6 text-3xl font-bold">Upgrade to Pro</h1>
      {isLoading ? (
        <div className="flex justify-center py-16">
          <Spinner size="large" label="Loading your account" />
        </div>
      ) : (
        <CheckoutView
          planId={params.get('plan') ?? 'pro'}
          billing={params.get('billing')}
          user={user}
          onInvalidPlan={leave}
        />
      )}
    </Page>
  );
}
