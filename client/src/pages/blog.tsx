import { Page } from '@/components/layout/page';

export default function BlogPage() {
  return (
    <Page title="Blog">
      <h1 className="text-3xl font-bold">Blog</h1>
      <p className="mt-2 text-stone-700">Trip ideas and RV tips.</p>
    </Page>
  );
}
