import type { UseFormReturn } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { RV_TYPES } from '@shared/constants';
import type { PlannerFormValues } from '@shared/schemas/planner-form';
import {
  MINIMUM_RATING_OPTIONS,
  MINIMUM_REVIEW_COUNT_OPTIONS,
  NEGATIVE_KEYWORD_OPTIONS,
  PLANNER_DURATIONS,
  PLANNER_TRAVEL_STYLES,
  SPECIAL_NEEDS_OPTIONS,
} from '@shared/schemas/trip';
import { todayIso } from '@shared/trips/dates';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Label } from '@/components/ui/label';
import { ChipGroup, titleCase } from './chip-group';
import { Field, errorProps } from './field';
import { LocationField } from './location-field';

export const RV_TYPE_LABELS: Record<(typeof RV_TYPES)[number], string> = {
  'class-a': 'Class A Motorhome',
  'class-b': 'Class B Camper Van',
  'class-c': 'Class C Motorhome',
  'travel-trailer': 'Travel Trailer',
  'fifth-wheel': 'Fifth Wheel',
};
export const rvTypeOptions = RV_TYPES.map((value) => ({ value, label: RV_TYPE_LABELS[value] }));
const styleOptions = PLANNER_TRAVEL_STYLES.map((value) => ({ value, label: titleCase(value) }));
const durationOptions = PLANNER_DURATIONS.map((value) => ({ value, label: `${value} days` }));
const ratingOptions = MINIMUM_RATING_OPTIONS.map((value) => ({ value, label: `${value} stars & up` }));
export const FULL_TIMER_DESCRIPTION =
  'Slower pace: about 4 hours of driving a day and stays of 3 nights or more';
const reviewOptions = MINIMUM_REVIEW_COUNT_OPTIONS.map((value) => ({ value, label: `${value}+ reviews` }));

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

/** SPEC 5 planner form for the ai and hybrid modes. */
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
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const err = (name: keyof PlannerFormValues) => errors[name]?.message;

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
        <LocationField control={control} name="fromLocation" id="fromLocation" label="From" error={err('fromLocation')} />
        <LocationField control={control} name="toLocation" id="toLocation" label="To" error={err('toLocation')} />
        <Field id="departureDate" label="Departure date" error={err('departureDate')}>
          <Input
            id="departureDate"
            type="date"
            min={todayIso()}
            {...register('departureDate')}
            {...errorProps('departureDate', err('departureDate'))}
          />
        </Field>
        <Field id="duration" label="Trip duration" error={err('duration')}>
          <Controller
            control={control}
            name="duration"
            render={({ field }) => (
              <Select
                id="duration"
                value={field.value}
                onValueChange={field.onChange}
                options={durationOptions}
                placeholder="Select duration"
                {...errorProps('duration', err('duration'))}
              />
            )}
          />
        </Field>
        <Field id="rvType" label="RV type" error={err('rvType')}>
          <Controller
            control={control}
            name="rvType"
            render={({ field }) => (
              <Select
                id="rvType"
                value={field.value}
                onValueChange={field.onChange}
                options={rvTypeOptions}
                placeholder="Select RV type"
                {...errorProps('rvType', err('rvType'))}
              />
            )}
          />
        </Field>
        <Field id="travelStyle" label="Travel style" error={err('travelStyle')}>
          <Controller
            control={control}
            name="travelStyle"
            render={({ field }) => (
              <Select
                id="travelStyle"
                value={field.value}
                onValueChange={field.onChange}
                options={styleOptions}
                placeholder="Select travel style"
                {...errorProps('travelStyle', err('travelStyle'))}
              />
            )}
          />
        </Field>
      </div>

      <div className="flex items-start gap-3 rounded-lg border border-stone-200 p-4">
        <Controller
          control={control}
          name="fullTimer"
          render={({ field }) => (
            <Switch
              id="fullTimer"
              className="mt-0.5"
              checked={field.value}
              onCheckedChange={field.onChange}
              aria-describedby="fullTimer-description"
            />
          )}
        />
        <div>
          <Label htmlFor="fullTimer">Full-timer mode</Label>
          <p id="fullTimer-description" className="text-sm text-stone-600">
            {FULL_TIMER_DESCRIPTION}
          </p>
        </div>
      </div>

      <fieldset className="rounded-lg border border-stone-200 p-4">
        <legend className="px-1 font-semibold">Review standards for RV parks</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <Field id="minimumRating" label="Minimum rating" error={err('minimumRating')}>
            <Controller
              control={control}
              name="minimumRating"
              render={({ field }) => (
                <Select
                  id="minimumRating"
                  value={field.value}
                  onValueChange={field.onChange}
                  options={ratingOptions}
                  placeholder="Select rating"
                  {...errorProps('minimumRating', err('minimumRating'))}
                />
              )}
            />
          </Field>
          <Field id="minimumReviewCount" label="Minimum review count" error={err('minimumReviewCount')}>
            <Controller
              control={control}
              name="minimumReviewCount"
              render={({ field }) => (
                <Select
                  id="minimumReviewCount"
                  value={field.value}
                  onValueChange={field.onChange}
                  options={reviewOptions}
                  placeholder="Select review count"
                  {...errorProps('minimumReviewCount', err('minimumReviewCount'))}
                />
              )}
            />
          </Field>
        </div>
        <div className="mt-4 flex items-center gap-3">
          <Controller
            control={control}
            name="prioritizeRecentReviews"
            render={({ field }) => (
              <Switch id="prioritizeRecentReviews" checked={field.value} onCheckedChange={field.onChange} />
            )}
          />
          <Label htmlFor="prioritizeRecentReviews">Prioritize recent reviews (last 12 months)</Label>
        </div>
        <div className="mt-4">
          <Controller
            control={control}
            name="avoidNegativeKeywords"
            render={({ field }) => (
              <ChipGroup
                legend="Avoid parks whose reviews mention"
                options={NEGATIVE_KEYWORD_OPTIONS}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
        </div>
      </fieldset>

      <Controller
        control={control}
        name="specialNeeds"
        render={({ field }) => (
          <ChipGroup
            legend="Park amenities needed"
            options={SPECIAL_NEEDS_OPTIONS}
            value={field.value}
            onChange={field.onChange}
            format={titleCase}
          />
        )}
      />

      {error ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}

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
