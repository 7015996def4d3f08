import { Page } from '@/components/layout/page';
import { BLOG_POSTS } from '@/features/landing/blog-posts';

const formatDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

export default function BlogPage() {
  return (
    <Page title="Blog">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold">Blog</h1>
        <p className="mt-2 text-stone-700">
          Practical advice for planning RV trips, from first weekends to full-time life on the road.
        </p>
        <nav aria-label="Articles" className="mt-6">
          <ul className="space-y-3">
            {BLOG_POSTS.map((post) => (
              <li key={post.slug} className="rounded-xl border border-stone-200 bg-white p-4">
                <a href={`#${post.slug}`} className="font-semibold text-brand-700 hover:underline">
                  {post.title}
                </a>
                <p className="mt-1 text-sm text-stone-700">{post.summary}</p>
              </li>
            ))}
          </ul>
        </nav>
        {BLOG_POSTS.map((post) => (
          <article
            key={post.slug}
            id={post.slug}
            aria-labelledby={`${post.slug}-title`}
            className="mt-14 scroll-mt-20"
          >
            <h2 id={`${post.slug}-title`} className="text-2xl font-bold">
              {post.title}
            </h2>
            <p className="mt-1 text-sm text-stone-600">
              <time dateTime={post.published}>{formatDate(post.published)}</time> · {post.readMinutes} min
              read
            </p>
            {post.sections.map((section) => (
              <section key={section.heading} className="mt-5">
                <h3 className="text-lg font-semibold">{section.heading}</h3>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="mt-2 leading-relaxed text-stone-800">
                    {paragraph}
                  </p>
                ))}
              </section>
            ))}
          </article>
        ))}
      </div>
    </Page>
  );
}
