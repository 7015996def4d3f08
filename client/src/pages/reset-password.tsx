import { Page } from '@/components/layout/page';

export default function ResetPasswordPage() {
  return (
    <Page title="Reset Password">
      <h1 className="text-3xl font-bold">Reset Password</h1>
      <p className="mt-2 text-stone-700">Choose a new password.</p>
    </Page>
  );
}
