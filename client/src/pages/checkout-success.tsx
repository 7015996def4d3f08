import { Page } from '@/components/layout/page';

export default function CheckoutSuccessPage() {
  return (
    <Page title="Welcome to Pro">
      <h1 className="text-3xl font-bold">Welcome to Pro</h1>
      <p className="mt-2 text-stone-700">Your subscription is being confirmed.</p>
    </Page>
  );
}
