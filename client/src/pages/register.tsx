import { useLocation, useSearch } from 'wouter';
import { Page } from '@/components/layout/page';
import { RegisterForm } from '@/features/auth/components/register-form';
import { safeRedirect } from '@/lib/paths';

export default function RegisterPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const target = safeRedirect(new URLSearchParams(search).get('redirect'));
  return (
    <Page title="Create Account">
      <RegisterForm onRegistered={() => navigate(target, { replace: true })} />
    </Page>
  );
}
