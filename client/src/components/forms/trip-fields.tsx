import type { Control, FieldValues } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { RV_TYPES } from '@shared/constants';
import { DEFAULT_MAX_DRIVING_HOURS, FULL_TIMER_MAX_DRIVING_HOURS, PLANNER_TRAVEL_STYLES } from '@shared/schemas/plan';
import { RV_TYPE_LABELS } from '@/lib/format';
import type { PlannerFormValues } from '@shared/schemas/planner-form';
import { MINIMUM_RATING_OPTIONS, MINIMUM_REVIEW_COUNT_OPTIONS, NEGATIVE_KEYWORD_OPTIONS } from '@shared/schemas/trip';
import type { Need } from '@shared/schemas/needs';
import { needLabel, SPECIAL_NEEDS } from '@shared/schemas/needs';
import { titleCase } from './chip-group';
import type { ControlledProps } from './controlled-fields';
import { ChipGroupField, InputField, SelectField, SwitchField } from './controlled-fields';
import { PaceRuleToggle } from './optimize-fields';

// The trip fields the planner form and the manual trip builder share: same labels, options and
// error wiring in both, so a traveller sees one form language.

export const rvTypeOptions = RV_TYPES.map((value) => ({ value, label: RV_TYPE_LABELS[value] }));
const styleOptions = PLANNER_TRAVEL_STYLES.map((value) => ({ value, label: titleCase(value) }));
const ratingOptions = MINIMUM_RATING_OPTIONS.map((value) => ({ value, label: `${value} stars & up` }));
const reviewOptions = MINIMUM_REVIEW_COUNT_OPTIONS.map((value) => ({ value, label: `${value}+ reviews` }));

export const FULL_TIMER_DESCRIPTION =
  'Slower pace: about 4 hours of driving a day and stays of 3 nights or more';

/** Departure date; `min` (yyyy-mm-dd) keeps the picker from offering past days. */
export function DepartureDateField<T extends FieldValues>(props: ControlledProps<T> & { min?: string }) {
  return <InputField {...props} label="Departure date" type="date" />;
}

/** Trip duration, chosen from the lengths the form allows. */
export function DurationField<T extends FieldValues>({
  durations,
  ...props
}: ControlledProps<T> & { durations: readonly string[] }) {
  const options = durations.map((value) => ({ value, label: `${value} days` }));
  return <SelectField {...props} label="Trip duration" options={options} placeholder="Select duration" />;
}

export function RvTypeField<T extends FieldValues>(props: ControlledProps<T>) {
  return <SelectField {...props} label="RV type" options={rvTypeOptions} placeholder="Select RV type" />;
}

export function TravelStyleField<T extends FieldValues>(props: ControlledProps<T>) {
  return (
    <SelectField {...props} label="Travel style" options={styleOptions} placeholder="Select travel style" />
  );
}

export function FullTimerField<T extends FieldValues>(props: ControlledProps<T>) {
  return (
    <SwitchField
      {...props}
      label="Full-timer mode"
      description={FULL_TIMER_DESCRIPTION}
      className="flex items-start gap-3 rounded-lg border border-stone-200 p-4"
    />
  );
}

/** Park amenities the traveller needs, shown by their labels; the stored values stay the SPEC ids. */
export function AmenitiesField<T extends FieldValues>(props: Omit<ControlledProps<T>, 'id'>) {
  return (
    <ChipGroupField
      {...props}
      legend="Park amenities needed"
      options={SPECIAL_NEEDS}
      format={(need) => needLabel(need as Need)}
    />
  );
}

const REVIEW_SELECTS = [
  { name: 'minimumRating', label: 'Minimum rating', options: ratingOptions, placeholder: 'Select rating' },
  {
    name: 'minimumReviewCount',
    label: 'Minimum review count',
    options: reviewOptions,
    placeholder: 'Select review count',
  },
] as const;

// Our park data (RIDB, OpenStreetMap) has no ratings or reviews: the review standards are kept with
// the trip (the planner form asks for them) but cannot change which parks a plan offers, and the form says so.
export const REVIEWS_HINT =
  'Our park data has no ratings or reviews, so these standards are saved with your trip but do not change which parks are chosen. Parks are ranked by the facilities they report.';

/** The review standards for RV parks: rating, review count, recency and words to avoid. */
export function ReviewPreferencesFields({ control }: { control: Control<PlannerFormValues> }) {
  return (
    <fieldset className="rounded-lg border border-stone-200 p-4" aria-describedby="review-standards-hint">
      <legend className="px-1 font-semibold">Review standards for RV parks</legend>
      <p id="review-standards-hint" className="mb-3 text-sm text-stone-600">
        {REVIEWS_HINT}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {REVIEW_SELECTS.map((select) => (
          <SelectField key={select.name} control={control} {...select} />
        ))}
      </div>
      <SwitchField
        control={control}
        name="prioritizeRecentReviews"
        label="Prioritize recent reviews (last 12 months)"
        className="mt-4 flex items-center gap-3"
      />
      <div className="mt-4">
        <ChipGroupField
          control={control}
          name="avoidNegativeKeywords"
          legend="Avoid parks whose reviews mention"
          options={NEGATIVE_KEYWORD_OPTIONS}
        />
      </div>
    </fieldset>
  );
}

export const MAX_DRIVING_HOURS_HELP = `1 to 12. Leave empty for the planner's default: ${DEFAULT_MAX_DRIVING_HOURS} hours a day, or ${FULL_TIMER_MAX_DRIVING_HOURS} in full-timer mode.`;

/** The traveller's pace for the first plan: a daily driving limit, the 2-2-2 rule, a departure time. */
export function PaceFields({ control }: { control: Control<PlannerFormValues> }) {
  return (
    <fieldset className="rounded-lg border border-stone-200 p-4">
      <legend className="px-1 font-semibold">Pace</legend>
      <div className="grid gap-4 md:grid-cols-2">
        <InputField
          control={control}
          name="maxDrivingHours"
          label="Max driving hours a day"
          help={MAX_DRIVING_HOURS_HELP}
          type="number"
          inputMode="numeric"
          min={1}
          max={12}
          step={1}
        />
        <InputField
          control={control}
          name="departureTime"
          label="Departure time each day"
          help="Each day's arrival time is shown from it."
          type="time"
        />
      </div>
      <div className="mt-4">
        <Controller
          control={control}
          name="twoTwoTwoRule"
          render={({ field }) => (
            <PaceRuleToggle id="twoTwoTwoRule" checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
      </div>
    </fieldset>
  );
}
