import { Page } from '@/components/layout/page';

export default function RegisterPage() {
  return (
    <Page title="Create Your Account">
      <h1 className="text-3xl font-bold">Create Your Account</h1>
      <p className="mt-2 text-stone-700">Register to save trips across devices.</p>
    </Page>
  );
}
