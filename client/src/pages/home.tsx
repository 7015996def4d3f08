import { Link } from 'wouter';
import { Page } from '@/components/layout/page';
import { buttonClass } from '@/components/ui/button';
import { DemoWalkthrough } from '@/features/landing/components/demo-walkthrough';
import { FeaturesSection } from '@/features/landing/components/features-section';
import { Hero } from '@/features/landing/components/hero';
import { HowItWorks } from '@/features/landing/components/how-it-works';
import { LandingFooter } from '@/features/landing/components/landing-footer';
import { scrollToSection } from '@/features/landing/scroll-to-section';
import { paths } from '@/lib/paths';

const scrollToPlanner = () => scrollToSection('planner');

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
          <h2 id="planner-heading" className="text-3xl font-bold">
            Plan your trip
          </h2>
          <p className="mt-2 text-stone-700">
            Start with a route and a few days; the planner fills in the rest.
          </p>
          <Link href={paths.newTrip} className={buttonClass('primary', 'lg', 'mt-6')}>
            Start planning
          </Link>
        </div>
      </section>
      <section id="pricing" aria-labelledby="pricing-heading" className="scroll-mt-20 py-16 sm:py-20">
        <h2 id="pricing-heading" className="text-center text-3xl font-bold">
          Pricing
        </h2>
      </section>
      <LandingFooter />
    </Page>
  );
}
