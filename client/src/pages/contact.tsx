import { SUPPORT_EMAIL } from '@shared/constants';
import { Page } from '@/components/layout/page';
import { useAuth } from '@/features/auth/auth-context';
import { ContactForm } from '@/features/landing/components/contact-form';
import { TitledSection } from '@/components/layout/titled-section';

export default function ContactPage() {
  const { user } = useAuth();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return (
    <Page title="Contact Us">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold">Contact Us</h1>
        <p className="mt-2 text-stone-700">
          Questions about a trip, your plan or a problem with the app? Send us a message and we will answer by
          email, usually within one business day (Pro members first).
        </p>
        <div className="mt-8 grid gap-8 md:grid-cols-[1fr_16rem]">
          <div className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
            <ContactForm key={user?.id ?? 'guest'} defaultEmail={user?.email ?? ''} defaultName={name} />
          </div>
          <TitledSection
            id="contact-direct"
            as="aside"
            title="Write to us directly"
            className="text-sm text-stone-700"
            titleClassName="text-base font-semibold text-stone-900"
          >
            <p className="mt-2">
              <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium break-all text-brand-700 underline">
                {SUPPORT_EMAIL}
              </a>
            </p>
            <p className="mt-4">
              The form opens your own email app with the message filled in; nothing is sent until you press
              send there.
            </p>
          </TitledSection>
        </div>
      </div>
    </Page>
  );
}
