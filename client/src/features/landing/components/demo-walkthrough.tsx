import type { ReactNode } from 'react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { DEMO_FRAMES } from './demo-frames';
import { LandingSection } from './landing-section';

/** How long each frame stays on screen while the walkthrough plays. */
export const DEMO_FRAME_MS = 5000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches ?? false;

/**
 * The 'Watch demo' target: a short walkthrough of the product drawn as light HTML frames of the real
 * screens (no video, no image requests). It plays on its own unless the user asked for reduced motion,
 * and can be paused or stepped through by keyboard (WCAG 2.2.2: moving content can be paused).
 */
const INTRO = 'Follow a five-day trip from Denver to Moab, from the first click to the campground.';

export function DemoWalkthrough() {
  const [active, setActive] = useState(0);
  // The build's prerender cannot know the preference, so the first render (server and hydration
  // alike) assumes none; the user's setting applies right after. An explicit Play or Pause wins.
  const reducedMotion = useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, () => false);
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const playing = playChoice ?? !reducedMotion;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setActive((i) => (i + 1) % DEMO_FRAMES.length), DEMO_FRAME_MS);
    return () => window.clearInterval(timer);
  }, [playing]);

  const frame = DEMO_FRAMES[active];
  const choose = (index: number) => {
    setPlayChoice(false);
    setActive(index);
  };

  return (
    <LandingSection id="demo" title="See it in action" intro={INTRO} tone="dark">
      <div className="mt-10 grid items-start gap-8 lg:grid-cols-[18rem_1fr]">
        <div>
          <ol className="space-y-2" aria-label="Demo steps">
            {DEMO_FRAMES.map((f, index) => (
              <li key={f.title}>
                <button
                  type="button"
                  onClick={() => choose(index)}
                  aria-current={index === active ? 'step' : undefined}
                  className={cn(
                    'w-full rounded-lg px-4 py-3 text-left transition-colors',
                    index === active ? 'bg-white text-stone-900' : 'text-stone-200 hover:bg-stone-800',
                  )}
                >
                  <span className="block text-sm font-semibold">
                    {index + 1}. {f.title}
                  </span>
                  <span
                    className={cn(
                      'mt-0.5 block text-sm',
                      index === active ? 'text-stone-700' : 'text-stone-300',
                    )}
                  >
                    {f.caption}
                  </span>
                </button>
              </li>
            ))}
          </ol>
          <Button
            variant="outline"
            size="sm"
            className="mt-4"
            aria-pressed={!playing}
            onClick={() => setPlayChoice(!playing)}
          >
            {playing ? 'Pause demo' : 'Play demo'}
          </Button>
        </div>
        <DemoScreen
          key={active}
          label={`Step ${active + 1} of ${DEMO_FRAMES.length}: ${frame.title}. ${frame.description}`}
        >
          {frame.render()}
        </DemoScreen>
      </div>
    </LandingSection>
  );
}

function DemoScreen({ label, children }: { label: string; children: ReactNode }) {
  return (
    <figure className="overflow-hidden rounded-xl bg-stone-50 text-stone-900 shadow-2xl ring-1 ring-white/10">
      <div
        className="flex items-center gap-2 border-b border-stone-200 bg-stone-100 px-4 py-2"
        aria-hidden="true"
      >
        <span className="h-3 w-3 rounded-full bg-red-400" />
        <span className="h-3 w-3 rounded-full bg-amber-400" />
        <span className="h-3 w-3 rounded-full bg-green-500" />
        <span className="ml-3 truncate rounded bg-white px-3 py-0.5 text-xs text-stone-600">
          rvtripplanner.app
        </span>
      </div>
      <div role="img" aria-label={label} className="min-h-[33rem] p-4 sm:min-h-[27rem] sm:p-6">
        {children}
      </div>
    </figure>
  );
}
