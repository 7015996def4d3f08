import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/auth-context';
import { Dashboard, SignedOutDashboard } from '@/features/dashboard/components/dashboard';
import { ExpensesPanel } from '@/features/expenses/components/expenses-panel';
import { displayNameOf } from '@/features/auth/display-name';

export default function DashboardPage() {
  const { user, isLoading } = useAuth();
  return (
    <Page title="Dashboard">
      {isLoading ? (
        <Spinner size="large" label="Loading your dashboard" className="mx-auto" />
      ) : user ? (
        <Dashboard
          displayName={displayNameOf(user)}
          renderExpenses={(trip) => <ExpensesPanel tripId={trip.id} title={`Expenses: ${trip.title}`} />}
        />
      ) : (
        <SignedOutDashboard />
      )}
    </Page>
  );
}
