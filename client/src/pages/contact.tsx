import { Page } from '@/components/layout/page';

export default function ContactPage() {
  return (
    <Page title="Contact Us">
      <h1 className="text-3xl font-bold">Contact Us</h1>
      <p className="mt-2 text-stone-700">Questions or feedback? Write to support@rvtripplanner.app.</p>
    </Page>
  );
}
