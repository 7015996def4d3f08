import { Page } from '@/components/layout/page';

export default function CheckoutPage() {
  return (
    <Page title="Checkout">
      <h1 className="text-3xl font-bold">Checkout</h1>
      <p className="mt-2 text-stone-700">Upgrade to RV Trip Planner Pro.</p>
    </Page>
  );
}
