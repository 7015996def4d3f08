import type { Recommendations } from '@shared/schemas/plan';
import { Card } from '@/components/ui/card';

// The plan's packing, weather, budget and safety lists; full-timer tips are shown with the full-timer budget.
const SECTIONS: Array<{ key: Exclude<keyof Recommendations, 'fullTimerTips'>; title: string }> = [
  { key: 'packingTips', title: 'Packing' },
  { key: 'weatherConsiderations', title: 'Weather' },
  { key: 'budgetTips', title: 'Budget' },
  { key: 'safetyTips', title: 'Safety' },
];

export function TravelTips({ recommendations }: { recommendations: Recommendations }) {
  return (
    <section aria-labelledby="tips-heading">
      <h2 id="tips-heading" className="text-xl font-semibold">
        AI Travel Tips
      </h2>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        {SECTIONS.map(({ key, title }) => (
          <Card key={key} className="break-inside-avoid">
            <h3 className="font-semibold">{title}</h3>
            {recommendations[key].length === 0 ? (
              <p className="mt-1 text-sm text-stone-600">No tips for this trip.</p>
            ) : (
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                {recommendations[key].map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            )}
          </Card>
        ))}
      </div>
    </section>
  );
}
