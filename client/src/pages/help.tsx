import { Page } from '@/components/layout/page';
import { FAQ_TOPICS } from '@/features/landing/faq';
import { paths } from '@/lib/paths';
import { TextLink } from '@/components/ui/text-link';

export default function HelpPage() {
  return (
    <Page title="Help Center">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold">Help Center</h1>
        <p className="mt-2 text-stone-700">
          Answers to common questions about planning trips, plans and using the app on the road.
        </p>
        <nav aria-label="Help topics" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {FAQ_TOPICS.map((topic) => (
              <li key={topic.id}>
                <a
                  href={`#${topic.id}`}
                  className="inline-block rounded-full border border-stone-300 bg-white px-3 py-1 text-sm text-stone-800 hover:bg-stone-100"
                >
                  {topic.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {FAQ_TOPICS.map((topic) => (
          <section
            key={topic.id}
            id={topic.id}
            aria-labelledby={`${topic.id}-heading`}
            className="mt-10 scroll-mt-20"
          >
            <h2 id={`${topic.id}-heading`} className="text-xl font-semibold">
              {topic.title}
            </h2>
            <div className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
              {topic.questions.map((item) => (
                // Native disclosure widgets: keyboard and screen-reader support without script.
                <details key={item.q} className="group px-4 py-3">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded font-medium text-stone-900 [&::-webkit-details-marker]:hidden">
                    {item.q}
                    <span
                      aria-hidden="true"
                      className="text-brand-700 transition-transform group-open:rotate-45"
                    >
                      +
                    </span>
                  </summary>
                  <div className="mt-2 space-y-2 text-stone-700">
                    {item.a.map((paragraph) => (
                      <p key={paragraph}>{paragraph}</p>
                    ))}
                  </div>
                </details>
              ))}
            </div>
          </section>
        ))}
        <p className="mt-10 rounded-xl bg-brand-50 p-4 text-stone-800">
          Still stuck? <TextLink href={paths.contact}>Contact us</TextLink> and we will help.
        </p>
      </div>
    </Page>
  );
}
