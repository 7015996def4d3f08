import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Page } from '@/components/layout/page';
import { Skeleton } from '@/components/ui/skeleton';
import { PricingSection } from '@/features/billing/components/pricing-section';
import { DemoWalkthrough } from '@/features/landing/components/demo-walkthrough';
import { FeaturesSection } from '@/features/landing/components/features-section';
import { Hero } from '@/features/landing/components/hero';
import { HowItWorks } from '@/features/landing/components/how-it-works';
import { LandingFooter } from '@/features/landing/components/landing-footer';
import { scrollToSection } from '@/features/landing/scroll-to-section';

const HomePlanner = lazy(() => import('./shared/home-planner'));
/** How far below the viewport the planner section starts loading, so it is ready when reached. */
const PLANNER_PRELOAD_MARGIN = '600px 0px';

const plannerSkeleton = <Skeleton className="h-[32rem] w-full rounded-xl" />;

/**
 * The planner (forms, zod, Radix widgets: most of the page's script) mounts only when its section
 * nears the viewport, when asked for ('Plan Your First Trip Free', the free plan's button) or when the
 * page is opened at #planner. Until then a skeleton of its size keeps the layout, so the hero paints
 * without waiting for the planner's chunks.
 */
function DeferredPlanner({ requested }: { requested: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const [show, setShow] = useState(false);

  useEffect(() => {
    if (show) return;
    if (requested || window.location.hash === '#planner' || typeof IntersectionObserver === 'undefined') {
      setShow(true);
      return;
    }
    const target = ref.current;
    if (!target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShow(true);
      },
      { rootMargin: PLANNER_PRELOAD_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [show, requested]);

  return (
    <div ref={ref} data-testid="planner-slot">
      {show ? (
        <Suspense fallback={plannerSkeleton}>
          <HomePlanner />
        </Suspense>
      ) : (
        plannerSkeleton
      )}
    </div>
  );
}

export default function HomePage() {
  const [plannerRequested, setPlannerRequested] = useState(false);
  const scrollToPlanner = useCallback(() => {
    setPlannerRequested(true);
    scrollToSection('planner');
  }, []);

  return (
    <Page title="RV Trip Planner" fullWidth>
      <Hero onPlanTrip={scrollToPlanner} />
      <FeaturesSection />
      <HowItWorks />
      <DemoWalkthrough />
      <section
        id="planner"
        aria-labelledby="planner-heading"
        className="scroll-mt-20 bg-white py-16 sm:py-20"
      >
        <div className="mx-auto max-w-5xl px-4">
          <h2 id="planner-heading" className="sr-only">
            Trip planner
          </h2>
          <DeferredPlanner requested={plannerRequested} />
        </div>
      </section>
      <PricingSection onChooseFree={scrollToPlanner} className="scroll-mt-20" />
      <LandingFooter />
    </Page>
  );
}
