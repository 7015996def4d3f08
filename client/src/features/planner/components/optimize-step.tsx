import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { TripPlan } from '@shared/schemas/plan';
import { FULL_TIMER_MAX_DRIVING_HOURS } from '@shared/schemas/plan';
import type { OptimizeFormValues } from '@shared/schemas/planner-form';
import { optimizeFormDefaults, optimizeFormSchema } from '@shared/schemas/planner-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { ChipGroup } from '@/components/forms/chip-group';
import { Field, errorProps } from '@/components/forms/field';
import * as Optimize from '@/components/forms/optimize-fields';
import { MoneyFields, RigFields } from '@/components/forms/rig-fields';
import { FreeOvernightsField, TravellersFields } from '@/components/forms/travellers-fields';
import { travellersFormValuesOf } from '@shared/schemas/travellers';
import { rigAndMoneyFormValuesOf } from '@shared/schemas/rig-form';

const BUDGET_FIELDS = [
  { name: 'budgetMin', label: 'Budget minimum (USD, optional)' },
  { name: 'budgetMax', label: 'Budget maximum (USD, optional)' },
] as const;

type OptimizeStepProps = {
  plan: TripPlan;
  busy: boolean;
  error: string | null;
  onSubmit: (values: OptimizeFormValues) => void;
  onCancel: () => void;
};

/**
 * The hybrid mode's 'Optimize Your Trip' preferences step (the product spec's optimize form:
 * optimizeFor, budgetMin and budgetMax, maxDrivingHours from 1 to 12, avoidHighways; this app adds
 * more): submitting re-plans the trip for real with these preferences.
 */
export function OptimizeStep({ plan, busy, error, onSubmit, onCancel }: OptimizeStepProps) {
  const form = useForm<OptimizeFormValues>({
    resolver: zodResolver(optimizeFormSchema),
    // The draft's own pace comes first (set in the planner form); else a full-timer plan starts from
    // its slower pace, and the optimize form's default of 6 h stays for the rest.
    defaultValues: {
      ...optimizeFormDefaults,
      maxDrivingHours:
        plan.input.maxDrivingHoursPerDay ??
        (plan.input.fullTimer ? FULL_TIMER_MAX_DRIVING_HOURS : optimizeFormDefaults.maxDrivingHours),
      ...(plan.input.paceRule ? { paceRule: plan.input.paceRule } : {}),
      ...rigAndMoneyFormValuesOf(plan.input),
      travellers: travellersFormValuesOf(plan.input.travellers),
      preferFreeOvernights: plan.input.preferFreeOvernights === true,
      militaryAccess: plan.input.militaryAccess === true,
      horses: plan.input.horses === true,
    },
  });
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="optimize-title" className="space-y-6">
      <h2 id="optimize-title" className="text-2xl font-bold">
        Optimize Your Trip
      </h2>
      <DraftSummary plan={plan} />

      <Optimize.OptimizeForField control={control} place="planner" />

      <div className="grid gap-4 md:grid-cols-2">
        {BUDGET_FIELDS.map(({ name, label }) => (
          <Field key={name} id={name} label={label} error={errors[name]?.message}>
            <Input
              id={name}
              type="number"
              min={0}
              step="1"
              inputMode="decimal"
              {...register(name)}
              {...errorProps(name, errors[name]?.message)}
            />
          </Field>
        ))}
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
            <Optimize.DrivingHoursSlider
              value={field.value}
              onChange={field.onChange}
              label="Maximum driving hours per day"
            />
          </div>
        )}
      />

      <Optimize.AvoidHighwaysSwitch control={control} id="avoidHighways" />
      <Optimize.AvoidPassesSwitch control={control} id="avoidPasses" />

      <Optimize.PaceRuleSwitch control={control} id="paceRule" />

      <Optimize.OptimizeChoiceGroups control={control} Group={ChipGroup} />
      <RigFields form={form} rvType={plan.input.rvType ?? 'travel-trailer'} idPrefix="optimize" />
      <MoneyFields form={form} rvType={plan.input.rvType ?? 'travel-trailer'} idPrefix="optimize" />
      <TravellersFields form={form} idPrefix="optimize" />
      <FreeOvernightsField form={form} idPrefix="optimize" />

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

/** The draft being optimized: its title, description, miles, days and cost. */
function DraftSummary({ plan }: { plan: TripPlan }) {
  const { overview } = plan;
  return (
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
  );
}
