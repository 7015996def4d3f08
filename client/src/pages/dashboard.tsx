import { Page } from '@/components/layout/page';

export default function DashboardPage() {
  return (
    <Page title="Dashboard">
      <h1 className="text-3xl font-bold">Dashboard</h1>
      <p className="mt-2 text-stone-700">Your trips at a glance.</p>
    </Page>
  );
}
