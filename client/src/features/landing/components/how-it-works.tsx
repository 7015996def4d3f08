const STEPS = [
  {
    title: 'Describe your trip',
    text: 'Where you start and end, when you leave, how many days, your RV type, travel style and the park amenities you need.',
  },
  {
    title: 'Get your itinerary',
    text: 'Pick a route, then review each day: the drive, the RV park for the night, things to do and where to eat.',
  },
  {
    title: 'Hit the road',
    text: 'Confirm reservations, log expenses and open your trip on the way, online or off, on your phone or laptop.',
  },
] as const;

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-heading" className="scroll-mt-20 py-16 sm:py-20">
      <div className="mx-auto max-w-5xl px-4">
        <h2 id="how-heading" className="text-center text-3xl font-bold">
          How it works
        </h2>
        <p className="mt-3 text-center text-stone-700">From an idea to a bookable plan in three steps.</p>
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className="relative rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-stone-200"
            >
              <span
                aria-hidden="true"
                className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-xl font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-stone-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
