import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Controller, useForm } from 'react-hook-form';
import type { OptimizeFormValues } from '@shared/schemas/planner-form';
import { optimizeFormSchema } from '@shared/schemas/planner-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import * as Optimize from '@/components/forms/optimize-fields';
import { MoneyFields, RigFields } from '@/components/forms/rig-fields';
import { FreeOvernightsField, TravellersFields } from '@/components/forms/travellers-fields';
import type { RvType } from '@shared/schemas/plan';

const BUDGET_FIELDS = [
  { name: 'budgetMin', label: 'Minimum budget' },
  { name: 'budgetMax', label: 'Maximum budget' },
] as const;

function CheckboxGroup({ legend, options, value, onChange }: Optimize.ChoiceGroupProps) {
  const base = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-800">{legend}</legend>
      <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2 md:grid-cols-3">
        {options.map((option, i) => (
          <div key={option} className="flex items-center gap-2">
            <Checkbox
              id={`${base}-${i}`}
              checked={value.includes(option)}
              onCheckedChange={(checked) =>
                onChange(checked === true ? [...value, option] : value.filter((v) => v !== option))
              }
            />
            <Label htmlFor={`${base}-${i}`} className="font-normal">
              {option}
            </Label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** The optional budget range: both ends or neither. */
function BudgetRangeFields({ form }: { form: UseFormReturn<OptimizeFormValues> }) {
  const { errors } = form.formState;
  const ids = { budgetMin: useId(), budgetMax: useId() };
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-medium text-stone-800">Budget range (USD, optional)</legend>
      {BUDGET_FIELDS.map(({ name, label }) => {
        const id = ids[name];
        const errorId = `${id}-error`;
        return (
          <div key={name}>
            <Label htmlFor={id}>{label}</Label>
            <Input
              id={id}
              type="number"
              min={0}
              inputMode="decimal"
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={errors[name] ? errorId : undefined}
              {...form.register(name)}
            />
            <FieldError id={errorId} message={errors[name]?.message} />
          </div>
        );
      })}
    </fieldset>
  );
}

/** 'Optimize Your Trip' on the results page: submitting re-plans the trip for real with these preferences. */
export function OptimizeForm({
  pending,
  initial,
  rvType,
  onSubmit,
  onCancel,
}: {
  pending: boolean;
  /** The plan's current settings: the form opens on them (optimizeFormValuesOf). */
  initial: OptimizeFormValues;
  /** The trip's RV type: the rig fields' typical rig. */
  rvType: RvType;
  onSubmit: (values: OptimizeFormValues) => void;
  onCancel: () => void;
}) {
  const form = useForm<OptimizeFormValues>({
    resolver: zodResolver(optimizeFormSchema),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const ids = {
    hours: useId(),
    highways: useId(),
    passes: useId(),
    pace: useId(),
    departure: useId(),
    departureErr: useId(),
  };
  const hours = form.watch('maxDrivingHours');

  return (
    <Card>
      <h2 className="text-xl font-semibold">Optimize Your Trip</h2>
      <p className="mt-1 text-sm text-stone-600">
        We re-plan your route, parks and days with these preferences.
      </p>
      <form className="mt-5 space-y-6" onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <Optimize.OptimizeForField control={form.control} place="results" />

        <BudgetRangeFields form={form} />

        <div>
          <Label htmlFor={ids.hours}>Max driving hours per day: {hours}</Label>
          <Controller
            control={form.control}
            name="maxDrivingHours"
            render={({ field }) => (
              <Optimize.DrivingHoursSlider
                id={ids.hours}
                value={field.value}
                onChange={field.onChange}
                label="Max driving hours per day"
              />
            )}
          />
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <Optimize.PaceRuleSwitch control={form.control} id={ids.pace} />
          <div>
            <Label htmlFor={ids.departure}>Departure time each day</Label>
            <Input
              id={ids.departure}
              type="time"
              aria-invalid={errors.departureTime ? true : undefined}
              aria-describedby={errors.departureTime ? ids.departureErr : undefined}
              {...form.register('departureTime')}
            />
            <FieldError id={ids.departureErr} message={errors.departureTime?.message} />
          </div>
        </div>

        <Optimize.AvoidHighwaysSwitch control={form.control} id={ids.highways} />
        <Optimize.AvoidPassesSwitch control={form.control} id={ids.passes} />

        <Optimize.OptimizeChoiceGroups control={form.control} Group={CheckboxGroup} />

        <RigFields form={form} rvType={rvType} idPrefix="optimize" />
        <MoneyFields form={form} rvType={rvType} idPrefix="optimize" />
        <TravellersFields form={form} idPrefix="optimize" />
        <FreeOvernightsField form={form} idPrefix="optimize" />

        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={pending}>
            {pending ? (
              <>
                <Spinner size="small" /> Optimizing your trip...
              </>
            ) : (
              'Optimize Trip'
            )}
          </Button>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}
