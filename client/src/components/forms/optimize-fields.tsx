import type { ComponentType } from 'react';
import type { Control } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import type { OptimizeFormValues } from '@shared/schemas/planner-form';
import { OPTIMIZE_AMENITY_OPTIONS } from '@shared/schemas/needs';
import { OPTIMIZE_ACTIVITY_OPTIONS } from '@shared/schemas/trip';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Slider } from '@/components/ui/slider';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';

// The fields of 'Optimize Your Trip' that the planner's optimize step and the results
// page's optimize form both show; each form lays them out and words its own hints.

type OptimizeControl = Control<OptimizeFormValues>;

/** Where the form stands: the planner's optimize step or the results page's optimize form. */
export type OptimizeFormPlace = 'planner' | 'results';

/** The targets, each hint worded for the planner's draft (what changes) and for a plan (the outcome). */
const TARGETS: Array<{
  value: OptimizeFormValues['optimizeFor'];
  label: string;
  hint: Record<OptimizeFormPlace, string>;
}> = [
  { value: 'time', label: 'Time', hint: { planner: 'Shortest driving', results: 'Shortest driving time' } },
  {
    value: 'cost',
    label: 'Cost',
    hint: { planner: 'Lowest fuel and camping', results: 'Lowest total cost' },
  },
  {
    value: 'scenery',
    label: 'Scenery',
    hint: { planner: 'Most scenic route', results: 'Most scenic detours' },
  },
  {
    value: 'activities',
    label: 'Activities',
    hint: { planner: 'More time at stops', results: 'Most things to do' },
  },
];

/** 'Optimize for': one card-like radio per target, its hint under the label. */
export function OptimizeForField({ control, place }: { control: OptimizeControl; place: OptimizeFormPlace }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-800">Optimize for</legend>
      <Controller
        control={control}
        name="optimizeFor"
        render={({ field }) => (
          <RadioGroup
            value={field.value}
            onValueChange={field.onChange}
            className="mt-2 grid-cols-2 md:grid-cols-4"
            aria-label={place === 'results' ? 'Optimize for' : undefined}
          >
            {TARGETS.map((t) => (
              <label
                key={t.value}
                className={cn(
                  'flex cursor-pointer items-start gap-2 border border-stone-200 p-3',
                  place === 'results' ? 'rounded-lg' : 'rounded-md',
                )}
              >
                <RadioGroupItem value={t.value} aria-label={t.label} className="mt-0.5" />
                <span>
                  <span className="block text-sm font-medium">{t.label}</span>
                  <span className="block text-xs text-stone-600">{t.hint[place]}</span>
                </span>
              </label>
            ))}
          </RadioGroup>
        )}
      />
    </fieldset>
  );
}

/** Maximum driving hours per day: whole hours from 1 to 12. */
export function DrivingHoursSlider({
  id,
  value,
  onChange,
  label,
}: {
  id?: string;
  value: number;
  onChange: (hours: number) => void;
  label: string;
}) {
  return (
    <Slider
      id={id}
      className="mt-3"
      min={1}
      max={12}
      step={1}
      value={[value]}
      onValueChange={([v]) => onChange(v)}
      aria-label={label}
    />
  );
}

/** The 2-2-2 rule as a switch, with what the rule means; any form binds it to its own field. */
export function PaceRuleToggle({
  id,
  checked,
  onCheckedChange,
}: {
  id: string;
  checked: boolean;
  onCheckedChange: (on: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-3">
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} aria-describedby={`${id}-help`} />
      <div>
        <Label htmlFor={id}>Use the 2-2-2 rule</Label>
        <p id={`${id}-help`} className="text-xs text-stone-600">
          At most about 200 miles a day, arrive by 2 pm, and stay 2 nights every so often.
        </p>
      </div>
    </div>
  );
}

/** The optimize forms' 2-2-2 switch, bound to `paceRule`. */
export function PaceRuleSwitch({ control, id }: { control: OptimizeControl; id: string }) {
  return (
    <Controller
      control={control}
      name="paceRule"
      render={({ field }) => (
        <PaceRuleToggle
          id={id}
          checked={field.value === '2-2-2'}
          onCheckedChange={(on) => field.onChange(on ? '2-2-2' : undefined)}
        />
      )}
    />
  );
}

export function AvoidHighwaysSwitch({ control, id }: { control: OptimizeControl; id: string }) {
  return (
    <div className="flex items-center gap-3">
      <Controller
        control={control}
        name="avoidHighways"
        render={({ field }) => <Switch id={id} checked={field.value} onCheckedChange={field.onChange} />}
      />
      <Label htmlFor={id}>Avoid highways</Label>
    </div>
  );
}

/**
 * Keep off the high mountain passes at any time of year (in winter the planner avoids them when it can
 * anyway); the main roads' winter passes (Donner Summit, Snoqualmie) are kept, and named in winter.
 */
export function AvoidPassesSwitch({ control, id }: { control: OptimizeControl; id: string }) {
  return (
    <div className="flex items-center gap-3">
      <Controller
        control={control}
        name="avoidPasses"
        render={({ field }) => (
          <Switch id={id} checked={field.value === true} onCheckedChange={field.onChange} />
        )}
      />
      <Label htmlFor={id}>Avoid mountain passes</Label>
    </div>
  );
}

export type ChoiceGroupProps = {
  legend: string;
  options: readonly string[];
  value: string[];
  onChange: (next: string[]) => void;
};

/** 'Prioritize activities' and 'Preferred amenities', each drawn by the form's own `Group`. */
export function OptimizeChoiceGroups({
  control,
  Group,
}: {
  control: OptimizeControl;
  Group: ComponentType<ChoiceGroupProps>;
}) {
  return (
    <>
      <Controller
        control={control}
        name="prioritizeActivities"
        render={({ field }) => (
          <Group
            legend="Prioritize activities"
            options={OPTIMIZE_ACTIVITY_OPTIONS}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="preferredAmenities"
        render={({ field }) => (
          <Group
            legend="Preferred amenities"
            options={OPTIMIZE_AMENITY_OPTIONS}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
    </>
  );
}
