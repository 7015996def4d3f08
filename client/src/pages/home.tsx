import { lazy, Suspense } from 'react';
import { Page } from '@/components/layout/page';
import { Skeleton } from '@/components/ui/skeleton';
import { PricingSection } from '@/features/billing/components/pricing-section';
import { DemoWalkthrough } from '@/features/landing/components/demo-walkthrough';
import { FeaturesSection } from '@/features/landing/components/features-section';
import { Hero } from '@/features/landing/components/hero';
import { HowItWorks } from '@/features/landing/components/how-it-works';
import { LandingFooter } from '@/features/landing/components/landing-footer';
import { scrollToSection } from '@/features/landing/scroll-to-section';

const scrollToPlanner = () => scrollToSection('planner');
const HomePlanner = lazy(() => import('./shared/home-planner'));

export default function HomePage() {
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
          <Suspense fallback={<Skeleton className="h-[32rem] w-full rounded-xl" />}>
            <HomePlanner />
          </Suspense>
        </div>
      </section>
      <PricingSection onChooseFree={scrollToPlanner} className="scroll-mt-20" />
      <LandingFooter />
    </Page>
  );
}
