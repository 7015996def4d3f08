import type { ReactNode } from 'react';
import { LandingSection } from './landing-section';

type Feature = { title: string; text: string; icon: ReactNode };

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
    <path
      d={d}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

// What the product offers, in the order a traveller meets it.
const FEATURES: Feature[] = [
  {
    title: 'AI itineraries',
    text: 'Describe the trip once and get a day-by-day plan: driving legs, an RV park for each night, activities and meals.',
    icon: icon(
      'M12 3l1.8 4.7L18 9.5l-4.2 1.8L12 16l-1.8-4.7L6 9.5l4.2-1.8zM5 17l.9 2.1L8 20l-2.1.9L5 23l-.9-2.1L2 20l2.1-.9zM19 14l.7 1.6 1.6.7-1.6.7L19 18.6l-.7-1.6-1.6-.7 1.6-.7z',
    ),
  },
  {
    title: 'Three route options',
    text: 'Compare the fastest, the most scenic and a balanced route, each with its distance and drive time.',
    icon: icon('M4 19c4-2 4-12 8-14M12 5c4 2 4 12 8 14M4 19h16M12 5v14'),
  },
  {
    title: 'Curated RV parks',
    text: 'About 20,000 campgrounds near every stop: private RV parks, KOAs, state and federal parks, chosen for your rig, your needs and the season.',
    icon: icon('M3 20l7-14 4 8 2-3 5 9zM3 20h18'),
  },
  {
    title: 'Local activities',
    text: 'Hikes, viewpoints, national parks and places to eat along the way, picked to match your travel style.',
    icon: icon(
      'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
    ),
  },
  {
    title: 'Built for your rig',
    text: 'Costs estimated for your RV type and parks filtered for big rigs, pull-throughs, full hookups or pets.',
    icon: icon('M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6'),
  },
  {
    title: 'Works offline',
    text: 'Trips you have opened stay on your device. Read the itinerary and edit notes in a dead zone; changes sync later.',
    icon: icon('M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M12 19h.01M3 3l18 18'),
  },
  {
    title: 'Budget and weather',
    text: 'Estimated costs by RV type, an expense log per trip and a five-day forecast for the next stop.',
    icon: icon('M12 2v20M17 6H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6'),
  },
  {
    title: 'Interactive map',
    text: 'Browse campgrounds and national parks on one map, search a town or use your location.',
    icon: icon('M9 4L3 6v14l6-2 6 2 6-2V4l-6 2zM9 4v14M15 6v14'),
  },
  {
    title: 'Reservations per day',
    text: 'Mark each night as confirmed at the planned park or somewhere else, with the confirmation number.',
    icon: icon(
      'M8 3v3M16 3v3M4 8h16M5 5h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM9 14l2 2 4-4',
    ),
  },
];

const INTRO =
  'Built around how RVers actually travel: big rigs, long drives, hookups and the odd place without a signal.';

export function FeaturesSection() {
  return (
    <LandingSection
      id="features"
      title="Everything a road trip needs, in one planner"
      intro={INTRO}
      tone="light"
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((f) => (
          <li key={f.title} className="rounded-xl border border-stone-200 bg-stone-50 p-6">
            <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-brand-600 text-white">
              {f.icon}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{f.title}</h3>
            <p className="mt-2 text-stone-700">{f.text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
