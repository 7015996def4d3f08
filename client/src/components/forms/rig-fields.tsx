import { useEffect, useRef } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import type { RvType } from '@shared/constants';
import { rvNightlyRate } from '@shared/trips/plan-costs';
import { RIG_DEFAULTS, RIG_LIMITS } from '@shared/schemas/rig';
import type { RigFormValues } from '@shared/schemas/rig-form';
import { isTypicalRig, rigAfterTypeChange, rigFormValuesOf } from '@shared/schemas/rig-form';
import { Button } from '@/components/ui/button';
import { RV_TYPE_LABELS } from '@/lib/format';
import { InputField, SelectField, SwitchField } from './controlled-fields';

// "Your rig" and the money settings, the same fields in the planner form, both optimize forms and
// the trip's rig and costs settings. A form using them has `rig` (RigFormValues) and, for the money
// fields, `nightlyBudget` and `fuelPrice` (text, '' when not set).

type RigForm<T extends FieldValues> = UseFormReturn<T>;

const FUEL_OPTIONS = [
  { value: 'gas', label: 'Gas' },
  { value: 'diesel', label: 'Diesel' },
];

const NUMBER_FIELDS = [
  { key: 'lengthFeet', label: 'Length (ft)', step: 0.5, help: 'Overall, as a park measures a site' },
  { key: 'heightFeet', label: 'Height (ft)', step: 0.5, help: 'To the top of the A/C or antenna' },
  {
    key: 'widthFeet',
    label: 'Width (ft), optional',
    step: 0.25,
    help: 'Widest point, mirrors included (road width limits count them). Empty: the usual width for the type',
  },
  { key: 'tankGallons', label: 'Fuel tank (gallons)', step: 1, help: undefined },
  { key: 'mpg', label: 'MPG', step: 0.5, help: 'Miles per gallon while towing or loaded' },
] as const;

const path = <T extends FieldValues>(key: keyof RigFormValues) => `rig.${key}` as FieldPath<T>;

/** The rig follows the RV type while it is still the typical rig of the type before. */
function useRigFollowsType<T extends FieldValues>(form: RigForm<T>, rvType: RvType) {
  const previous = useRef(rvType);
  useEffect(() => {
    if (previous.current === rvType) return;
    const current = form.getValues('rig' as FieldPath<T>) as RigFormValues;
    const next = rigAfterTypeChange(previous.current, rvType, current);
    previous.current = rvType;
    if (next !== current) form.setValue('rig' as FieldPath<T>, next as never, { shouldValidate: true });
  }, [form, rvType]);
}

/** What both sections take: the form holding them, the trip's RV type and a prefix for element ids. */
type RigSectionProps<T extends FieldValues> = { form: RigForm<T>; rvType: RvType; idPrefix: string };

/** "Your rig": length, height, width (optional), fuel, tank, MPG, towing, propane; typical for the RV type until edited. */
export function RigFields<T extends FieldValues>({ form, rvType, idPrefix }: RigSectionProps<T>) {
  useRigFollowsType(form, rvType);
  const rig = useWatch({ control: form.control, name: 'rig' as FieldPath<T> }) as RigFormValues | undefined;
  const typical = rig ? isTypicalRig(rvType, rig) : true;
  const legendId = `${idPrefix}-rig-legend`;
  return (
    <fieldset aria-labelledby={legendId} className="rounded-lg border border-stone-200 p-4">
      <legend id={legendId} className="px-1 font-semibold">
        Your rig
      </legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-stone-600" aria-live="polite">
          {typical
            ? `Typical for a ${RV_TYPE_LABELS[rvType]}: change any figure to match yours.`
            : 'Your own rig: parks, fuel stops and costs are planned for it.'}
        </p>
        {typical ? null : (
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              form.setValue('rig' as FieldPath<T>, rigFormValuesOf(RIG_DEFAULTS[rvType]) as never, {
                shouldValidate: true,
              })
            }
          >
            Use the typical rig
          </Button>
        )}
      </div>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {NUMBER_FIELDS.map(({ key, label, step, help }) => (
          <InputField
            key={key}
            control={form.control}
            name={path<T>(key)}
            id={`${idPrefix}-rig-${key}`}
            label={label}
            help={help}
            type="number"
            inputMode="decimal"
            min={RIG_LIMITS[key].min}
            max={RIG_LIMITS[key].max}
            step={step}
          />
        ))}
        <SelectField
          control={form.control}
          name={path<T>('fuel')}
          id={`${idPrefix}-rig-fuel`}
          label="Fuel"
          options={FUEL_OPTIONS}
          placeholder="Select fuel"
        />
      </div>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:gap-8">
        <SwitchField
          control={form.control}
          name={path<T>('towingCar')}
          id={`${idPrefix}-rig-towingCar`}
          label="Towing a car"
        />
        <SwitchField
          control={form.control}
          name={path<T>('propaneOnBoard')}
          id={`${idPrefix}-rig-propaneOnBoard`}
          label="Propane on board"
        />
      </div>
    </fieldset>
  );
}

/** The money settings: a nightly camping budget and a fuel price, each empty for the planner's estimate. */
export function MoneyFields<T extends FieldValues>({ form, rvType, idPrefix }: RigSectionProps<T>) {
  const legendId = `${idPrefix}-money-legend`;
  return (
    <fieldset aria-labelledby={legendId} className="rounded-lg border border-stone-200 p-4">
      <legend id={legendId} className="px-1 font-semibold">
        Costs
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          control={form.control}
          name={'nightlyBudget' as FieldPath<T>}
          id={`${idPrefix}-nightlyBudget`}
          label="Nightly camping budget (USD)"
          help={`Nights at parks that report no fee are costed at this. Empty: the RV-type estimate of $${rvNightlyRate(rvType)} a night.`}
          type="number"
          inputMode="decimal"
          min={0}
          step={1}
        />
        <InputField
          control={form.control}
          name={'fuelPrice' as FieldPath<T>}
          id={`${idPrefix}-fuelPrice`}
          label="Fuel price (USD a gallon)"
          help="Fuel is costed at your rig's MPG and this price. Empty: a typical price."
          type="number"
          inputMode="decimal"
          min={0.5}
          step={0.01}
        />
      </div>
    </fieldset>
  );
}
