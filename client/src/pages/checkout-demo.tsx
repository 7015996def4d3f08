import { useSearch } from 'wouter';
import { Page } from '@/components/layout/page';
import { DemoPayment } from '@/features/billing/components/demo-payment';

export default function CheckoutDemoPage() {
  const sessionId = new URLSearchParams(useSearch()).get('session') ?? '';
  return (
    <Page title="Payment">
      <h1 className="mb-6 text-center text-3xl font-bold">Payment</h1>
      {/* A full page load, as after a real provider's hosted page, so the app reads the new tier. */}
      <DemoPayment sessionId={sessionId} onCompleted={(url) => window.location.assign(url)} />
    </Page>
  );
}
