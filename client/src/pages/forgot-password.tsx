import { Page } from '@/components/layout/page';

export default function ForgotPasswordPage() {
  return (
    <Page title="Forgot Password">
      <h1 className="text-3xl font-bold">Forgot Password</h1>
      <p className="mt-2 text-stone-700">Request a password reset link.</p>
    </Page>
  );
}
