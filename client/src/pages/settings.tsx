import { Page } from '@/components/layout/page';
import { useAuth } from '@/features/auth/auth-context';
import { SubscriptionCard } from '@/features/billing/components/subscription-card';

export default function SettingsPage() {
  const { refreshUser } = useAuth();
  return (
    <Page title="Settings">
      <h1 className="text-3xl font-bold">Settings</h1>
      <p className="mt-2 text-stone-700">Password and account settings.</p>
      <div className="mt-6 max-w-2xl">
        <SubscriptionCard onChanged={() => void refreshUser()} />
      </div>
    </Page>
  );
}
