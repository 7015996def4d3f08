import { useLocation } from 'wouter';
import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner';
import { toastSuccess } from '@/components/ui/toast';
import { useAuth } from '@/features/auth/auth-context';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { DeleteAccountSection } from '@/features/auth/components/delete-account-section';
import { PlanCard } from '@/features/auth/components/plan-card';
import { SignOutEverywhereSection } from '@/features/auth/components/sign-out-everywhere-section';
import { SubscriptionDetails } from '@/features/billing/components/subscription-card';
import { paths } from '@/lib/paths';

export default function SettingsPage() {
  const { user, logout, refreshUser } = useAuth();
  const [, navigate] = useLocation();
  const onDeleted = () => {
    logout();
    navigate(paths.home, { replace: true });
    toastSuccess('Your account has been deleted.');
  };
  const onSignedOut = () => {
    logout();
    navigate(paths.login, { replace: true });
    toastSuccess('You have been signed out on every device.');
  };
  return (
    <Page title="Settings" className="max-w-3xl">
      <h1 className="text-3xl font-bold">Settings</h1>
      {user ? (
        <div className="mt-6 space-y-6">
          <PlanCard tier={user.tier}>
            <SubscriptionDetails onChanged={() => void refreshUser()} />
          </PlanCard>
          <ChangePasswordForm />
          <SignOutEverywhereSection onSignedOut={onSignedOut} />
          <DeleteAccountSection onDeleted={onDeleted} />
        </div>
      ) : (
        <Spinner size="large" className="mt-6" />
      )}
    </Page>
  );
}
