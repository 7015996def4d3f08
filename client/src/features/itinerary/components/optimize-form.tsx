import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { GenerateTripInput } from '@shared/schemas/plan';
import type { OptimizeFormValues } from '@shared/schemas/planner-form';
import { optimizeFormDefaults, optimizeFormSchema } from '@shared/schemas/planner-form';
import { OPTIMIZE_ACTIVITY_OPTIONS, OPTIMIZE_AMENITY_OPTIONS } from '@shared/schemas/trip';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Slider } from '@/components/ui/slider';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';

const TARGETS: Array<{ value: OptimizeFormValues['optimizeFor']; label: string; hint: string }> = [
  { value: 'time', label: 'Time', hint: 'Shortest driving time' },
  { value: 'cost', label: 'Cost', hint: 'Lowest total cost' },
  { value: 'scenery', label: 'Scenery', hint: 'Most scenic detours' },
  { value: 'activities', label: 'Activities', hint: 'Most things to do' },
];

function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly string[];
  value: string[];
  onChange: (next: string[]) => void;
}) {
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

/** SPEC 2/5 'Optimize Your Trip': the re-plan runs for real (issue ruling 1). */
export function OptimizeForm({
  pending,
  initial,
  onSubmit,
  onCancel,
}: {
  pending: boolean;
  /** The plan's current settings: the form starts from them, so re-optimizing keeps the pace. */
  initial?: Partial<GenerateTripInput>;
  onSubmit: (values: OptimizeFormValues) => void;
  onCancel: () => void;
}) {
  const form = useForm<OptimizeFormValues>({
    resolver: zodResolver(optimizeFormSchema),
    defaultValues: {
      ...optimizeFormDefaults,
      ...(initial?.maxDrivingHoursPerDay
        ? { maxDrivingHours: Math.round(Number(initial.maxDrivingHoursPerDay)) }
        : {}),
      ...(initial?.avoidHighways ? { avoidHighways: true } : {}),
      ...(initial?.paceRule ? { paceRule: initial.paceRule } : {}),
      departureTime: initial?.departureTime ?? '',
    },
  });
  const { errors } = form.formState;
  const ids = {
    min: useId(),
    max: useId(),
    hours: useId(),
    highways: useId(),
    minErr: useId(),
    maxErr: useId(),
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
        <fieldset>
          <legend className="text-sm font-medium text-stone-800">Optimize for</legend>
          <Controller
            control={form.control}
            name="optimizeFor"
            render={({ field }) => (
              <RadioGroup
                value={field.value}
                onValueChange={field.onChange}
                className="mt-2 grid-cols-2 md:grid-cols-4"
                aria-label="Optimize for"
              >
                {TARGETS.map((t) => (
                  <label
                    key={t.value}
                    className="flex cursor-pointer items-start gap-2 rounded-lg border border-stone-200 p-3"
                  >
                    <RadioGroupItem value={t.value} aria-label={t.label} className="mt-0.5" />
                    <span>
                      <span className="block text-sm font-medium">{t.label}</span>
                      <span className="block text-xs text-stone-600">{t.hint}</span>
                    </span>
                  </label>
                ))}
              </RadioGroup>
            )}
          />
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium text-stone-800">Budget range (USD, optional)</legend>
          <div>
            <Label htmlFor={ids.min}>Minimum budget</Label>
            <Input
              id={ids.min}
              type="number"
              min={0}
              inputMode="decimal"
              aria-invalid={errors.budgetMin ? true : undefined}
              aria-describedby={errors.budgetMin ? ids.minErr : undefined}
              {...form.register('budgetMin')}
            />
            <FieldError id={ids.minErr} message={errors.budgetMin?.message} />
          </div>
          <div>
            <Label htmlFor={ids.max}>Maximum budget</Label>
            <Input
              id={ids.max}
              type="number"
              min={0}
              inputMode="decimal"
              aria-invalid={errors.budgetMax ? true : undefined}
              aria-describedby={errors.budgetMax ? ids.maxErr : undefined}
              {...form.register('budgetMax')}
            />
            <FieldError id={ids.maxErr} message={errors.budgetMax?.message} />
          </div>
        </fieldset>

        <div>
          <Label htmlFor={ids.hours}>Max driving hours per day: {hours}</Label>
          <Controller
            control={form.control}
            name="maxDrivingHours"
            render={({ field }) => (
              <Slider
                id={ids.hours}
                className="mt-3"
                min={1}
                max={12}
                step={1}
                value={[field.value]}
                onValueChange={([v]) => field.onChange(v)}
                aria-label="Max driving hours per day"
              />
            )}
          />
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex items-start gap-3">
            <Controller
              control={form.control}
              name="paceRule"
              render={({ field }) => (
                <Switch
                  id={ids.pace}
                  checked={field.value === '2-2-2'}
                  onCheckedChange={(on) => field.onChange(on ? '2-2-2' : undefined)}
                />
              )}
            />
            <div>
              <Label htmlFor={ids.pace}>Use the 2-2-2 rule</Label>
              <p className="text-xs text-stone-600">
                At most about 200 miles a day, arrive by 2 pm, and stay 2 nights every so often.
              </p>
            </div>
          </div>
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

        <div className="flex items-center gap-3">
          <Controller
            control={form.control}
            name="avoidHighways"
            render={({ field }) => (
              <Switch id={ids.highways} checked={field.value} onCheckedChange={field.onChange} />
            )}
          />
          <Label htmlFor={ids.highways}>Avoid highways</Label>
        </div>

        <Controller
          control={form.control}
          name="prioritizeActivities"
          render={({ field }) => (
            <CheckboxGroup
              legend="Prioritize activities"
              options={OPTIMIZE_ACTIVITY_OPTIONS}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={form.control}
          name="preferredAmenities"
          render={({ field }) => (
            <CheckboxGroup
              legend="Preferred amenities"
              options={OPTIMIZE_AMENITY_OPTIONS}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />

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
