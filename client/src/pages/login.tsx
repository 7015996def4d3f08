import { Page } from '@/components/layout/page';

export default function LoginPage() {
  return (
    <Page title="Sign In">
      <h1 className="text-3xl font-bold">Sign In</h1>
      <p className="mt-2 text-stone-700">Sign in to your account.</p>
    </Page>
  );
}
