import { Page } from '@/components/layout/page';

export default function ProfilePage() {
  return (
    <Page title="Profile">
      <h1 className="text-3xl font-bold">Profile</h1>
      <p className="mt-2 text-stone-700">Your account details.</p>
    </Page>
  );
}
