import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app';
import { preloadRoute } from './routes';

/**
 * The markup of #root for `path`, rendered at build time (scripts/prerender.ts) the way a visitor's
 * browser renders it on the first pass: no user, online, no stored state. main.tsx hydrates the
 * landing page, so the tree here must stay the one main.tsx renders. A route's placeholder
 * (`sessionUnknown`) is only shown until the client's first render replaces it, and shows the
 * loading views a page has while the session is being checked.
 */
export async function renderRoute(path: string, { sessionUnknown = false } = {}): Promise<string> {
  await preloadRoute(path);
  const errors: unknown[] = [];
  const queryClient = createQueryClient();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App ssrPath={path} sessionUnknown={sessionUnknown} queryClient={queryClient} />
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every part inline, in place: React otherwise moves large finished Suspense content out of
      // the page's flow and reveals it with inline scripts, which the Content-Security-Policy blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  // The queries the render started would hold their garbage-collection timers, and the build, open.
  queryClient.clear();
  // A part that failed would be rendered by the browser alone, out of step with the rest: fail the build.
  if (errors.length > 0) throw errors[0];
  return Buffer.concat(chunks).toString('utf8');
}
