import { Page } from '@/components/layout/page';

export default function HelpPage() {
  return (
    <Page title="Help Center">
      <h1 className="text-3xl font-bold">Help Center</h1>
      <p className="mt-2 text-stone-700">Answers to common questions about planning trips.</p>
    </Page>
  );
}
