import type { UseFormReturn } from 'react-hook-form';
import { Controller, useWatch } from 'react-hook-form';
import type { TripBuilderValues } from '@shared/schemas/planner-form';
import type { DayPlan } from '@shared/schemas/trip';
import { BUILDER_DURATIONS } from '@shared/schemas/trip';
import { regenerateDayPlans } from '@shared/trips/rules';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { DayPlanCard } from './day-plan-card';
import { Field, errorProps } from './field';
import { LocationField } from './location-field';
import { rvTypeOptions } from './planner-form';

const durationOptions = BUILDER_DURATIONS.map((value) => ({ value, label: `${value} days` }));

type ManualPlannerProps = {
  form: UseFormReturn<TripBuilderValues>;
  step: 1 | 2;
  dayPlans: DayPlan[];
  onDayPlansChange: (plans: DayPlan[]) => void;
  onStepChange: (step: 1 | 2) => void;
  onCancel: () => void;
  onSave: (values: TripBuilderValues, plans: DayPlan[]) => void;
  busy: boolean;
  error: string | null;
};

/** SPEC 2/4 manual planner: step 1 'Trip Details', step 2 'Plan Your Daily Itinerary'. */
export function ManualPlanner({
  form,
  step,
  dayPlans,
  onDayPlansChange,
  onStepChange,
  onCancel,
  onSave,
  busy,
  error,
}: ManualPlannerProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const err = (name: keyof TripBuilderValues) => errors[name]?.message;
  const [departureDate, duration, fromLocation, toLocation] = useWatch({
    control,
    name: ['departureDate', 'duration', 'fromLocation', 'toLocation'],
  });
  // Day cards follow departure date and duration (SPEC 4); edits are kept per day number.
  const days = regenerateDayPlans(dayPlans, departureDate, duration);
  const half = Math.ceil(days.length / 2);

  return (
    <section aria-labelledby="manual-title" className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="manual-title" className="text-2xl font-bold">
          {step === 1 ? 'Trip Details' : 'Plan Your Daily Itinerary'}
        </h2>
        <p className="text-sm text-stone-600">Step {step} of 2</p>
      </div>

      {step === 1 ? (
        <form noValidate className="space-y-6" onSubmit={handleSubmit(() => onStepChange(2))}>
          <div className="grid gap-4 md:grid-cols-2">
            <div className="md:col-span-2">
              <Field id="tripTitle" label="Trip title" error={err('tripTitle')}>
                <Input
                  id="tripTitle"
                  placeholder="Summer in the Rockies"
                  {...register('tripTitle')}
                  {...errorProps('tripTitle', err('tripTitle'))}
                />
              </Field>
            </div>
            <LocationField control={control} name="fromLocation" id="builder-fromLocation" label="From" error={err('fromLocation')} />
            <LocationField control={control} name="toLocation" id="builder-toLocation" label="To" error={err('toLocation')} />
            <Field id="builder-departureDate" label="Departure date" error={err('departureDate')}>
              <Input
                id="builder-departureDate"
                type="date"
                {...register('departureDate')}
                {...errorProps('builder-departureDate', err('departureDate'))}
              />
            </Field>
            <Field id="builder-duration" label="Trip duration" error={err('duration')}>
              <Controller
                control={control}
                name="duration"
                render={({ field }) => (
                  <Select
                    id="builder-duration"
                    value={field.value}
                    onValueChange={field.onChange}
                    options={durationOptions}
                    placeholder="Select duration"
                    {...errorProps('builder-duration', err('duration'))}
                  />
                )}
              />
            </Field>
            <Field id="builder-rvType" label="RV type" error={err('rvType')}>
              <Controller
                control={control}
                name="rvType"
                render={({ field }) => (
                  <Select
                    id="builder-rvType"
                    value={field.value}
                    onValueChange={field.onChange}
                    options={rvTypeOptions}
                    placeholder="Select RV type"
                    {...errorProps('builder-rvType', err('rvType'))}
                  />
                )}
              />
            </Field>
            <Field id="estimatedBudget" label="Estimated budget (optional)">
              <Input id="estimatedBudget" placeholder="$2,000" {...register('estimatedBudget')} />
            </Field>
          </div>
          <div className="flex flex-wrap justify-between gap-3">
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit">Next: Plan Days</Button>
          </div>
        </form>
      ) : (
        <div className="space-y-4">
          <p className="text-stone-600">
            {fromLocation} to {toLocation} · {days.length} days
          </p>
          {days.map((plan) => (
            <DayPlanCard
              key={plan.day}
              plan={plan}
              defaultSearch={plan.day <= half && plan.day < days.length ? fromLocation : toLocation}
              onChange={(next) => onDayPlansChange(days.map((d) => (d.day === next.day ? next : d)))}
            />
          ))}
          {error ? (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-between gap-3">
            <Button variant="outline" onClick={() => onStepChange(1)} disabled={busy}>
              Back
            </Button>
            <Button disabled={busy} onClick={handleSubmit((values) => onSave(values, days))}>
              {busy ? 'Saving...' : 'Save Trip'}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
