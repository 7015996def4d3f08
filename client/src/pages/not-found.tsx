import { Link } from 'wouter';
import { Page } from '@/components/layout/page';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/lib/paths';

export default function NotFoundPage() {
  return (
    <Page title="Page Not Found" className="py-24 text-center">
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold">Page Not Found</h1>
      <p className="mt-2 text-stone-700">The page you are looking for does not exist or has moved.</p>
      <Link href={paths.home} className={buttonClass('primary', 'md', 'mt-6')}>
        Go Home
      </Link>
    </Page>
  );
}
