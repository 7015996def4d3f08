import type { Tier } from '@shared/schemas/user';
import type { PlanningMode } from '@shared/schemas/trip';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { CheckList } from '@/components/ui/check-list';

export const MODE_INFO: Record<PlanningMode, { title: string; summary: string; points: string[] }> = {
  ai: {
    title: 'AI-Powered',
    summary:
      'Tell us where and when; get a complete day-by-day itinerary with RV parks, activities and meals.',
    points: ['Three route options', 'Curated RV parks', 'Travel tips and budget'],
  },
  manual: {
    title: 'Manual Planning',
    summary: 'Build the trip yourself, day by day: pick your RV parks, activities and notes.',
    points: ['Full control', 'Real RV park search', 'Available on every plan'],
  },
  hybrid: {
    title: 'Hybrid',
    summary: 'Start from an AI itinerary, then optimize it with your own preferences.',
    points: ['AI foundation', 'Your driving limits and budget', 'Optimized route'],
  },
};

const MODES: PlanningMode[] = ['ai', 'manual', 'hybrid'];
export const isLocked = (mode: PlanningMode, tier: Tier) => tier === 'free' && mode !== 'manual';

type ModeChooserProps = {
  tier: Tier;
  selected: PlanningMode | null;
  onSelect: (mode: PlanningMode) => void;
  onContinue: () => void;
};

export function ModeChooser({ tier, selected, onSelect, onContinue }: ModeChooserProps) {
  return (
    <section aria-labelledby="mode-title">
      <h2 id="mode-title" className="text-2xl font-bold">
        Choose Your Planning Style
      </h2>
      <p className="mt-1 text-stone-600">
        Pick the approach that suits you. You can switch or modify your approach later.
      </p>
      <div className="mt-6 grid gap-4 md:grid-cols-3">
        {MODES.map((mode) => {
          const info = MODE_INFO[mode];
          const locked = isLocked(mode, tier);
          const active = selected === mode;
          return (
            <button
              key={mode}
              type="button"
              aria-pressed={active}
              data-testid={`mode-${mode}`}
              onClick={() => onSelect(mode)}
              className={cn(
                'flex flex-col rounded-xl border-2 bg-white p-5 text-left shadow-sm transition-colors hover:border-brand-500',
                active ? 'border-brand-600 ring-2 ring-brand-100' : 'border-stone-200',
              )}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="text-lg font-semibold">{info.title}</span>
                {locked ? (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    Pro
                  </span>
                ) : null}
              </span>
              <span className="mt-2 text-sm text-stone-600">{info.summary}</span>
              <CheckList items={info.points} className="mt-3 space-y-1 text-sm text-stone-700" itemClassName="flex items-start gap-1.5" inline />
              {locked ? (
                <span className="mt-4 block rounded-md border border-amber-300 bg-amber-50 p-2 text-center text-sm font-medium text-amber-900">
                  Upgrade to Pro
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {selected ? (
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-brand-50 p-4">
          <p className="font-medium text-stone-800">Selected: {MODE_INFO[selected].title}</p>
          <Button onClick={onContinue}>Continue</Button>
        </div>
      ) : null}
    </section>
  );
}
