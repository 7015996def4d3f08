import { useCallback } from 'react';
import { useSearch } from 'wouter';
import { Page } from '@/components/layout/page';
import { useAuth } from '@/features/auth/auth-context';
import { CheckoutSuccessView } from '@/features/billing/components/checkout-success-view';

export default function CheckoutSuccessPage() {
  const sessionId = new URLSearchParams(useSearch()).get('session_id');
  const { refreshUser } = useAuth();
  const onVerified = useCallback(() => void refreshUser(), [refreshUser]);
  return (
    <Page title="Welcome to Pro">
      <CheckoutSuccessView sessionId={sessionId} onVerified={onVerified} />
    </Page>
  );
}
