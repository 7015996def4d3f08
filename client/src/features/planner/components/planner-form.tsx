import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import type { RvType } from '@shared/constants';
import type { PlannerFormValues } from '@shared/schemas/planner-form';
import { PLANNER_DURATIONS } from '@shared/schemas/trip';
import { todayIso } from '@shared/trips/dates';
import { FormAlert } from '@/components/forms/form-alert';
import {
  AmenitiesField,
  DepartureDateField,
  DurationField,
  FullTimerField,
  PaceFields,
  ReviewPreferencesFields,
  RvTypeField,
  TravelStyleField,
} from '@/components/forms/trip-fields';
import { MoneyFields, RigFields } from '@/components/forms/rig-fields';
import { FreeOvernightsField, TravellersFields } from '@/components/forms/travellers-fields';
import { Button } from '@/components/ui/button';
import { LocationField } from './location-field';

type PlannerFormProps = {
  form: UseFormReturn<PlannerFormValues>;
  title: string;
  submitLabel: string;
  busy: boolean;
  busyLabel: string;
  error: string | null;
  onSubmit: (values: PlannerFormValues) => void;
  onBack: () => void;
  onSample: () => void;
};

/** The planner form for the ai and hybrid modes. */
export function PlannerForm({
  form,
  title,
  submitLabel,
  busy,
  busyLabel,
  error,
  onSubmit,
  onBack,
  onSample,
}: PlannerFormProps) {
  const { control, handleSubmit } = form;
  const rvType = (useWatch({ control, name: 'rvType' }) || 'travel-trailer') as RvType;

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-labelledby="planner-form-title"
      className="space-y-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="planner-form-title" className="text-2xl font-bold">
          {title}
        </h2>
        <Button variant="outline" size="sm" onClick={onSample}>
          Try a sample trip
        </Button>
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <LocationField control={control} name="fromLocation" label="From" />
        <LocationField control={control} name="toLocation" label="To" />
        <DepartureDateField control={control} name="departureDate" min={todayIso()} />
        <DurationField control={control} name="duration" durations={PLANNER_DURATIONS} />
        <RvTypeField control={control} name="rvType" />
        <TravelStyleField control={control} name="travelStyle" />
      </div>

      <FullTimerField control={control} name="fullTimer" />
      <ReviewPreferencesFields control={control} />
      <AmenitiesField control={control} name="specialNeeds" />
      <PaceFields control={control} />
      <RigFields form={form} rvType={rvType} idPrefix="planner" />
      <MoneyFields form={form} rvType={rvType} idPrefix="planner" />
      <TravellersFields form={form} idPrefix="planner" />
      <FreeOvernightsField form={form} idPrefix="planner" />

      <FormAlert message={error} />

      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="outline" onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
