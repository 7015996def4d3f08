import { FREE_TRIPS_PER_MONTH, TRIAL_DAYS } from '@shared/constants';
import { Button, buttonClass } from '@/components/ui/button';

type HeroProps = {
  /** 'Plan Your First Trip Free' scrolls to the embedded planner. */
  onPlanTrip: () => void;
};

export function Hero({ onPlanTrip }: HeroProps) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-stone-50"
    >
      <HeroBackdrop />
      <div className="relative mx-auto max-w-5xl px-4 pt-16 pb-20 text-center sm:pt-24 sm:pb-28">
        <p className="inline-flex rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-700 shadow-sm ring-1 ring-brand-100">
          For full-time RVers and weekend travellers
        </p>
        <h1
          id="hero-heading"
          className="mt-6 text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl md:text-6xl"
        >
          Plan Your Next <span className="text-brand-700">RV Adventure</span>
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-stone-700">
          Day-by-day itineraries with RV parks, activities and meals, routes sized for your rig, an
          interactive map of campgrounds and national parks, and a budget you can track on the road, even
          without a signal.
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Button size="lg" onClick={onPlanTrip}>
            Plan Your First Trip Free
          </Button>
          <a href="#demo" className={buttonClass('outline', 'lg')}>
            <svg viewBox="0 0 20 20" className="h-5 w-5 text-brand-700" aria-hidden="true">
              <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="1.5" />
              <path d="M8 6.5v7l5.5-3.5z" fill="currentColor" />
            </svg>
            Watch demo
          </a>
        </div>
        <p className="mt-4 text-sm text-stone-600">
          Free: {FREE_TRIPS_PER_MONTH} trips per month, no card needed. Pro: {TRIAL_DAYS}-day free trial,
          cancel anytime.
        </p>
      </div>
    </section>
  );
}

/** A road winding through hills, drawn inline: no image request, crisp at every width. */
function HeroBackdrop() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 1200 300"
      preserveAspectRatio="none"
      className="pointer-events-none absolute inset-x-0 bottom-0 h-40 w-full text-brand-100 sm:h-56"
    >
      <path
        d="M0 220 C200 150 350 250 600 190 S1000 140 1200 200 V300 H0Z"
        fill="currentColor"
        opacity="0.7"
      />
      <path d="M0 260 C250 210 450 280 700 240 S1050 220 1200 250 V300 H0Z" fill="#a7f3d0" opacity="0.5" />
      <path
        d="M-10 290 C300 250 500 300 760 255 S1100 230 1210 240"
        fill="none"
        stroke="#d6d3d1"
        strokeWidth="10"
        strokeLinecap="round"
      />
      <path
        d="M-10 290 C300 250 500 300 760 255 S1100 230 1210 240"
        fill="none"
        stroke="#fafaf9"
        strokeWidth="2"
        strokeDasharray="18 14"
      />
    </svg>
  );
}
