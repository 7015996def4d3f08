import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { AiPlan } from '@shared/schemas/plan';
import { FULL_TIMER_MAX_DRIVING_HOURS } from '@shared/schemas/plan';
import type { OptimizeFormValues } from '@shared/schemas/planner-form';
import { optimizeFormDefaults, optimizeFormSchema } from '@shared/schemas/planner-form';
import { OPTIMIZE_ACTIVITY_OPTIONS, OPTIMIZE_AMENITY_OPTIONS } from '@shared/schemas/trip';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Slider } from '@/components/ui/slider';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { ChipGroup } from '@/components/forms/chip-group';
import { Field, errorProps } from '@/components/forms/field';

const OPTIMIZE_FOR: Array<{ value: OptimizeFormValues['optimizeFor']; label: string; hint: string }> = [
  { value: 'time', label: 'Time', hint: 'Shortest driving' },
  { value: 'cost', label: 'Cost', hint: 'Lowest fuel and camping' },
  { value: 'scenery', label: 'Scenery', hint: 'Most scenic route' },
  { value: 'activities', label: 'Activities', hint: 'More time at stops' },
];

type OptimizeStepProps = {
  plan: AiPlan;
  busy: boolean;
  error: string | null;
  onSubmit: (values: OptimizeFormValues) => void;
  onCancel: () => void;
};

/** SPEC 2/5 'Optimize Your Trip' (hybrid mode), re-planned for real (issue ruling 1). */
export function OptimizeStep({ plan, busy, error, onSubmit, onCancel }: OptimizeStepProps) {
  const form = useForm<OptimizeFormValues>({
    resolver: zodResolver(optimizeFormSchema),
    // A full-timer plan starts from its own slower pace; SPEC 5's default of 6 h stays for the rest.
    defaultValues: plan.input.fullTimer
      ? { ...optimizeFormDefaults, maxDrivingHours: FULL_TIMER_MAX_DRIVING_HOURS }
      : optimizeFormDefaults,
  });
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const { overview } = plan;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="optimize-title" className="space-y-6">
      <h2 id="optimize-title" className="text-2xl font-bold">
        Optimize Your Trip
      </h2>
      <div className="rounded-lg border border-stone-200 bg-stone-50 p-4" aria-label="Draft trip summary">
        <p className="font-semibold">{overview.title}</p>
        <p className="mt-1 text-sm text-stone-600">{overview.description}</p>
        <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
          <div>
            <dt className="text-stone-500">Distance</dt>
            <dd className="font-medium">{Math.round(overview.totalDistance)} miles</dd>
          </div>
          <div>
            <dt className="text-stone-500">Days</dt>
            <dd className="font-medium">{plan.dailyItinerary.length}</dd>
          </div>
          <div>
            <dt className="text-stone-500">Estimated cost</dt>
            <dd className="font-medium">${Math.round(overview.estimatedCost).toLocaleString('en-US')}</dd>
          </div>
        </dl>
      </div>

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
            >
              {OPTIMIZE_FOR.map((o) => (
                <label
                  key={o.value}
                  className="flex cursor-pointer items-start gap-2 rounded-md border border-stone-200 p-3"
                >
                  <RadioGroupItem value={o.value} aria-label={o.label} className="mt-0.5" />
                  <span>
                    <span className="block text-sm font-medium">{o.label}</span>
                    <span className="block text-xs text-stone-600">{o.hint}</span>
                  </span>
                </label>
              ))}
            </RadioGroup>
          )}
        />
      </fieldset>

      <div className="grid gap-4 md:grid-cols-2">
        <Field id="budgetMin" label="Budget minimum (USD, optional)" error={errors.budgetMin?.message}>
          <Input
            id="budgetMin"
            type="number"
            min={0}
            step="1"
            inputMode="decimal"
            {...register('budgetMin')}
            {...errorProps('budgetMin', errors.budgetMin?.message)}
          />
        </Field>
        <Field id="budgetMax" label="Budget maximum (USD, optional)" error={errors.budgetMax?.message}>
          <Input
            id="budgetMax"
            type="number"
            min={0}
            step="1"
            inputMode="decimal"
            {...register('budgetMax')}
            {...errorProps('budgetMax', errors.budgetMax?.message)}
          />
        </Field>
      </div>

      <Controller
        control={control}
        name="maxDrivingHours"
        render={({ field }) => (
          <div>
            <div className="flex justify-between">
              <Label id="maxDrivingHours-label">Maximum driving hours per day</Label>
              <span className="text-sm font-medium" data-testid="max-driving-hours">
                {field.value} hours
              </span>
            </div>
            <Slider
              className="mt-3"
              min={1}
              max={12}
              step={1}
              value={[field.value]}
              onValueChange={([v]) => field.onChange(v)}
              aria-label="Maximum driving hours per day"
            />
          </div>
        )}
      />

      <div className="flex items-center gap-3">
        <Controller
          control={control}
          name="avoidHighways"
          render={({ field }) => (
            <Switch id="avoidHighways" checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
        <Label htmlFor="avoidHighways">Avoid highways</Label>
      </div>

      <Controller
        control={control}
        name="prioritizeActivities"
        render={({ field }) => (
          <ChipGroup
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
          <ChipGroup
            legend="Preferred amenities"
            options={OPTIMIZE_AMENITY_OPTIONS}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />

      {busy ? (
        <p role="status" className="flex items-center gap-2 text-brand-700">
          <Spinner size="small" label="Optimizing" /> Re-planning your trip with these preferences...
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}

      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Optimizing...' : 'Optimize Trip'}
        </Button>
      </div>
    </form>
  );
}
