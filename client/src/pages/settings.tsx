import { Page } from '@/components/layout/page';

export default function SettingsPage() {
  return (
    <Page title="Settings">
      <h1 className="text-3xl font-bold">Settings</h1>
      <p className="mt-2 text-stone-700">Password and account settings.</p>
    </Page>
  );
}
