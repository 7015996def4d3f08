import { Page } from '@/components/layout/page';
import { useAuth } from '@/features/auth/auth-context';
import { PricingSection } from '@/features/billing/components/pricing-section';
import { DemoWalkthrough } from '@/features/landing/components/demo-walkthrough';
import { FeaturesSection } from '@/features/landing/components/features-section';
import { Hero } from '@/features/landing/components/hero';
import { HowItWorks } from '@/features/landing/components/how-it-works';
import { LandingFooter } from '@/features/landing/components/landing-footer';
import { scrollToSection } from '@/features/landing/scroll-to-section';
import { TripPlanner } from '@/features/planner/components/trip-planner';
import { deviceState } from '@/lib/trip-store';

const scrollToPlanner = () => scrollToSection('planner');

export default function HomePage() {
  const { user } = useAuth();
  // Signed out, the tier comes from local storage (SPEC 3 userTier, default free).
  const tier = user?.tier ?? deviceState.userTier();
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
          <TripPlanner key={tier} tier={tier} />
        </div>
      </section>
      <PricingSection onChooseFree={scrollToPlanner} className="scroll-mt-20" />
      <LandingFooter />
    </Page>
  );
}
