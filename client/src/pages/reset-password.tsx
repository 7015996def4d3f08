import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Page } from '@/components/layout/page';
import { InvalidResetLink, ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { paths } from '@/lib/paths';

export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token');
  const [, navigate] = useLocation();
  const toLogin = useCallback(() => navigate(paths.login), [navigate]);
  return (
    <Page title="Reset Password">
      {token ? <ResetPasswordForm token={token} onDone={toLogin} /> : <InvalidResetLink />}
    </Page>
  );
}
