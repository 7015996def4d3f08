import { Page } from '@/components/layout/page';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export default function ForgotPasswordPage() {
  return (
    <Page title="Forgot Password">
      <ForgotPasswordForm />
    </Page>
  );
}
