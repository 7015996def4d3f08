import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';

export type DemoFrame = { title: string; caption: string; description: string; render: () => ReactNode };

// Mock frames mirror the real screens' wording; the parks are real RIDB campgrounds on the route.
export const DEMO_FRAMES: DemoFrame[] = [
  {
    title: 'Choose your style',
    caption: 'AI, manual or a hybrid of both.',
    description: 'The planner asks how you want to plan: AI-Powered, Manual Planning or Hybrid.',
    render: () => <ModeFrame />,
  },
  {
    title: 'Describe the trip',
    caption: 'Route, dates, rig and must-have amenities.',
    description:
      'The trip form filled in for Denver, CO to Moab, UT, 5 days in a Class C, scenic style, with full hookups.',
    render: () => <FormFrame />,
  },
  {
    title: 'Review the itinerary',
    caption: 'Pick a route, see each day and its RV park.',
    description:
      'The itinerary with Fastest, Scenic and Balanced routes and day cards with campgrounds and activities.',
    render: () => <ItineraryFrame />,
  },
  {
    title: 'Take it on the road',
    caption: 'Reservations, expenses and offline access.',
    description:
      'My Trips on a phone without a signal: the offline banner, the trip card and a confirmed reservation.',
    render: () => <RoadFrame />,
  },
];

function Chip({ children, on = false }: { children: ReactNode; on?: boolean }) {
  return (
    <span
      className={
        on
          ? 'rounded-full bg-brand-600 px-3 py-1 text-xs font-medium text-white'
          : 'rounded-full border border-stone-300 bg-white px-3 py-1 text-xs text-stone-700'
      }
    >
      {children}
    </span>
  );
}

function FakeField({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <p className="text-xs font-medium text-stone-700">{label}</p>
      <p className="mt-1 rounded-md border border-stone-300 bg-white px-3 py-2 text-sm">{value}</p>
    </div>
  );
}

function ModeFrame() {
  const modes = [
    { title: 'AI-Powered', text: 'A complete day-by-day itinerary.', pro: true, picked: true },
    { title: 'Manual Planning', text: 'Build it yourself, day by day.', pro: false, picked: false },
    { title: 'Hybrid', text: 'AI foundation, your optimizations.', pro: true, picked: false },
  ];
  return (
    <div>
      <p className="text-xl font-bold">Choose Your Planning Style</p>
      <p className="mt-1 text-sm text-stone-600">You can switch or modify your approach later.</p>
      <div className="mt-5 grid gap-3 sm:grid-cols-3">
        {modes.map((m) => (
          <div
            key={m.title}
            className={`rounded-lg border-2 bg-white p-4 ${m.picked ? 'border-brand-600 ring-2 ring-brand-100' : 'border-stone-200'}`}
          >
            <p className="flex items-center justify-between font-semibold">
              {m.title}
              {m.pro ? (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">Pro</span>
              ) : null}
            </p>
            <p className="mt-2 text-sm text-stone-600">{m.text}</p>
          </div>
        ))}
      </div>
      <p className="mt-5 text-sm text-stone-700">
        Selected: <strong>AI-Powered</strong>
      </p>
    </div>
  );
}

function FormFrame() {
  return (
    <div>
      <p className="text-xl font-bold">Plan your trip</p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <FakeField label="From" value="Denver, CO" />
        <FakeField label="To" value="Moab, UT" />
        <FakeField label="Departure date" value="Sep 12, 2026" />
        <FakeField label="Duration" value="5 days" />
        <FakeField label="RV type" value="Class C" />
        <FakeField label="Travel style" value="Scenic" />
      </div>
      <p className="mt-4 text-xs font-medium text-stone-700">Park amenities</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Chip on>Full hookups</Chip>
        <Chip on>Pet friendly</Chip>
        <Chip>Big rig</Chip>
        <Chip>Wi-Fi</Chip>
        <Chip>Dump station</Chip>
      </div>
      <p className="mt-5 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white">
        Generate itinerary
      </p>
    </div>
  );
}

function ItineraryFrame() {
  const days = [
    {
      day: 1,
      leg: 'Denver → Gypsum',
      miles: '135 mi · 2 h 30 min',
      park: 'Gypsum Campground',
      things: 'Glenwood Canyon, Hanging Lake',
    },
    {
      day: 2,
      leg: 'Gypsum → Grand Junction',
      miles: '95 mi · 1 h 40 min',
      park: 'Jouflas Campground',
      things: 'Colorado National Monument',
    },
    {
      day: 3,
      leg: 'Grand Junction → Moab',
      miles: '115 mi · 2 h 10 min',
      park: 'Canyonlands Needles District Campground',
      things: 'Arches National Park',
    },
  ];
  return (
    <div>
      <p className="text-xl font-bold">Denver to Moab</p>
      <p className="text-sm text-stone-600">5 days · 345 miles · Class C</p>
      <div className="mt-4 grid grid-cols-3 gap-2 text-center text-sm">
        <span className="rounded-md border border-stone-300 bg-white py-2">Fastest</span>
        <span className="rounded-md border-2 border-brand-600 bg-brand-50 py-2 font-semibold text-brand-700">
          Scenic
        </span>
        <span className="rounded-md border border-stone-300 bg-white py-2">Balanced</span>
      </div>
      <ul className="mt-4 space-y-2">
        {days.map((d) => (
          <li key={d.day} className="rounded-lg border border-stone-200 bg-white p-3">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm font-semibold">
              Day {d.day}: {d.leg}
              <span className="text-xs font-normal text-stone-600">{d.miles}</span>
            </p>
            <p className="mt-1 text-sm text-stone-700">RV park: {d.park}</p>
            <p className="text-xs text-stone-600">Must see and do: {d.things}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

function RoadFrame() {
  return (
    <div className="mx-auto max-w-sm rounded-2xl border-4 border-stone-800 bg-stone-50">
      <p className="rounded-t-xl bg-amber-100 px-3 py-2 text-xs text-amber-950">
        You are offline. Changes are saved on this device and will sync when you reconnect.
      </p>
      <div className="p-4">
        <p className="text-lg font-bold">My Trips</p>
        <div className="mt-3 rounded-lg border border-stone-200 bg-white p-3">
          <p className="flex items-center justify-between text-sm font-semibold">
            Denver to Moab
            <span className="rounded-full bg-blue-100 px-2 py-0.5 text-xs text-blue-900">Upcoming</span>
          </p>
          <p className="text-xs text-stone-600">Starts in 12 days</p>
          <p className="mt-2 text-xs text-stone-700">Arches National Park · Glenwood Canyon · +2 more</p>
        </div>
        <div className="mt-3 rounded-lg border border-green-200 bg-green-50 p-3 text-sm">
          <p className="flex items-center gap-1 font-semibold text-green-900">
            <CircleCheck aria-hidden="true" className="size-4" /> Day 2 · Jouflas Campground
          </p>
          <p className="text-xs text-green-900">Confirmed · #RG-48213</p>
        </div>
        <div className="mt-3 rounded-lg border border-stone-200 bg-white p-3 text-sm">
          <p className="font-semibold">Expenses</p>
          <p className="text-xs text-stone-700">Fuel · $84.20 &nbsp; Camping · $15.00</p>
        </div>
      </div>
    </div>
  );
}
