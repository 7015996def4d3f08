import { useLocation, useSearch } from 'wouter';
import { Page } from '@/components/layout/page';
import { LoginForm } from '@/features/auth/components/login-form';
import { safeRedirect } from '@/lib/paths';

export default function LoginPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  // After sign-in (never to another site), the redirect parameter when it is a local path, else /.
  const target = safeRedirect(new URLSearchParams(search).get('redirect'));
  return (
    <Page title="Sign In">
      <LoginForm onSignedIn={() => navigate(target, { replace: true })} />
    </Page>
  );
}
