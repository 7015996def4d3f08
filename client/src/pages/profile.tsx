import { Link } from 'wouter';
import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/auth-context';
import { ProfileDetails } from '@/features/auth/components/profile-details';
import { paths } from '@/lib/paths';

export default function ProfilePage() {
  const { user } = useAuth();
  return (
    <Page title="Profile" className="max-w-3xl">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-3xl font-bold">Profile</h1>
        <Link href={paths.settings} className="text-sm font-medium text-brand-700 hover:underline">
          Password and account settings
        </Link>
      </div>
      <div className="mt-6">{user ? <ProfileDetails user={user} /> : <Spinner size="large" />}</div>
    </Page>
  );
}
