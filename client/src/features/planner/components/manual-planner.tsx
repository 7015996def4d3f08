import type { UseFormReturn } from 'react-hook-form';
import { isRvType } from '@shared/constants';
import { useWatch } from 'react-hook-form';
import type { TripBuilderValues } from '@shared/schemas/planner-form';
import type { DayPlan } from '@shared/schemas/trip';
import { BUILDER_DURATIONS } from '@shared/schemas/trip';
import { regenerateDayPlans } from '@shared/trips/rules';
import { planRoadTerms } from '@shared/plan/road-terms';
import { InputField } from '@/components/forms/controlled-fields';
import { FormAlert } from '@/components/forms/form-alert';
import { DepartureDateField, DurationField, RvTypeField } from '@/components/forms/trip-fields';
import { PlaceAccessFields } from '@/components/forms/travellers-fields';
import { Button } from '@/components/ui/button';
import { searchRigOf } from '@/entities/places/campground-search';
import { useTripLine } from '../hooks/use-trip-line';
import { DayPlanCard } from './day-plan-card';
import { LocationField } from './location-field';

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

/**
 * The manual planner as the product spec has it: step 1 'Trip Details'; step 2 'Plan Your Daily
 * Itinerary', one card per day (RV park search and pick, activities, notes).
 */
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
  const { control, handleSubmit } = form;
  const [departureDate, duration, fromLocation, toLocation, rvType, militaryAccess] = useWatch({
    control,
    name: ['departureDate', 'duration', 'fromLocation', 'toLocation', 'rvType', 'militaryAccess'],
  });
  // The park searches look near the trip (its places and road) first: the road its plan would take
  // (the RV type's typical rig, the departure day, the balanced option a trip without a route choice
  // is planned on).
  const tripLine = useTripLine(
    fromLocation,
    toLocation,
    planRoadTerms({ ...(isRvType(rvType) ? { rvType } : {}), departureDate }),
    step === 2,
  );
  // Day cards follow departure date and duration; edits are kept per day number.
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
              <InputField control={control} name="tripTitle" label="Trip title" placeholder="Summer in the Rockies" />
            </div>
            <LocationField control={control} name="fromLocation" id="builder-fromLocation" label="From" />
            <LocationField control={control} name="toLocation" id="builder-toLocation" label="To" />
            <DepartureDateField control={control} name="departureDate" id="builder-departureDate" />
            <DurationField control={control} name="duration" id="builder-duration" durations={BUILDER_DURATIONS} />
            <RvTypeField control={control} name="rvType" id="builder-rvType" />
            <InputField control={control} name="estimatedBudget" label="Estimated budget (optional)" placeholder="$2,000" />
            <div className="md:col-span-2">
              <PlaceAccessFields form={form} idPrefix="builder" only={['militaryAccess']} />
            </div>
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
              tripLine={tripLine}
              militaryAccess={militaryAccess}
              {...(isRvType(rvType) ? { rig: searchRigOf(rvType) } : {})}
              onChange={(next) => onDayPlansChange(days.map((d) => (d.day === next.day ? next : d)))}
            />
          ))}
          <FormAlert message={error} />
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
