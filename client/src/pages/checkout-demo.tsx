import { Page } from '@/components/layout/page';

export default function CheckoutDemoPage() {
  return (
    <Page title="Payment">
      <h1 className="text-3xl font-bold">Payment</h1>
      <p className="mt-2 text-stone-700">Test mode: no card is charged</p>
    </Page>
  );
}
