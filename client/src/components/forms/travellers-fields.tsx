import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import {
  CHILDREN_MAX_DRIVING_HOURS,
  FREE_OVERNIGHTS_LABEL,
  HORSES_LABEL,
  MAX_ADULTS,
  MAX_PETS,
  MILITARY_ACCESS_LABEL,
} from '@shared/schemas/travellers';
import { InputField, SwitchField } from './controlled-fields';

// "Who travels" and "Free overnights where allowed", the same fields in the planner form,
// both optimize forms and the trip's settings. A form using them has `travellers`
// (TravellersFormValues), `preferFreeOvernights`, `militaryAccess` and `horses` (booleans).

type SectionProps<T extends FieldValues> = { form: UseFormReturn<T>; idPrefix: string };

const path = <T extends FieldValues>(key: string) => `travellers.${key}` as FieldPath<T>;

/** A whole number of travellers (adults, pets) between its bounds. */
function CountField<T extends FieldValues>({
  form,
  idPrefix,
  name,
  label,
  help,
  min,
  max,
}: SectionProps<T> & { name: 'adults' | 'pets'; label: string; help?: string; min: number; max: number }) {
  return (
    <InputField
      control={form.control}
      name={path<T>(name)}
      id={`${idPrefix}-travellers-${name}`}
      label={label}
      help={help}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
    />
  );
}

/** Adults, children's ages and pets; children's ages make the days theirs. */
export function TravellersFields<T extends FieldValues>({ form, idPrefix }: SectionProps<T>) {
  const legendId = `${idPrefix}-travellers-legend`;
  return (
    <fieldset aria-labelledby={legendId} className="rounded-lg border border-stone-200 p-4">
      <legend id={legendId} className="px-1 font-semibold">
        Who travels
      </legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <CountField form={form} idPrefix={idPrefix} name="adults" label="Adults" min={1} max={MAX_ADULTS} />
        <InputField
          control={form.control}
          name={path<T>('childAges')}
          id={`${idPrefix}-travellers-childAges`}
          label="Children's ages"
          help="Each child's age, separated by commas (e.g. 4, 9); empty when no children travel"
          inputMode="numeric"
        />
        <CountField
          form={form}
          idPrefix={idPrefix}
          name="pets"
          label="Pets"
          help='Each night is checked for "pets allowed" as the park reports it'
          min={0}
          max={MAX_PETS}
        />
      </div>
      <SwitchField
        control={form.control}
        name={path<T>('shorterDriveDays')}
        id={`${idPrefix}-travellers-shorterDriveDays`}
        label="Shorter drive days for the children"
        description={`With children's ages given: at most ${CHILDREN_MAX_DRIVING_HOURS} hours of driving a day.`}
        className="mt-4 flex items-start gap-3"
      />
      <PlaceAccessFields form={form} idPrefix={idPrefix} />
    </fieldset>
  );
}

/** Places only some travellers may use: base FamCamps (a military ID) and horse camps (horses). */
const PLACE_ACCESS = [
  {
    name: 'militaryAccess',
    label: MILITARY_ACCESS_LABEL,
    description:
      'Active duty, retired, dependants or eligible veterans: base RV parks may be offered. Off, a plan never sends you to a military-only park.',
  },
  { name: 'horses', label: HORSES_LABEL, description: 'Horse camps may be offered. Off, they are left out.' },
] as const;

type PlaceAccessProps<T extends FieldValues> = SectionProps<T> & {
  /** Which settings to show (both unless told). */
  only?: ReadonlyArray<(typeof PLACE_ACCESS)[number]['name']>;
};

/** The place-access switches; the manual trip builder shows only the military one (it plans no horse nights). */
export function PlaceAccessFields<T extends FieldValues>({ form, idPrefix, only }: PlaceAccessProps<T>) {
  const shown = only ? PLACE_ACCESS.filter((a) => only.includes(a.name)) : PLACE_ACCESS;
  return shown.map(({ name, label, description }) => (
    <SwitchField
      key={name}
      control={form.control}
      name={name as FieldPath<T>}
      id={`${idPrefix}-${name}`}
      label={label}
      description={description}
      className="mt-4 flex items-start gap-3"
    />
  ));
}

/** The free-overnights option: transit nights at a store's lot, with its rules; never a destination stay. */
export function FreeOvernightsField<T extends FieldValues>({ form, idPrefix }: SectionProps<T>) {
  return (
    <SwitchField
      control={form.control}
      name={'preferFreeOvernights' as FieldPath<T>}
      id={`${idPrefix}-preferFreeOvernights`}
      label={FREE_OVERNIGHTS_LABEL}
      description="One-night stops on the road between destinations may be a Walmart or Cracker Barrel lot ($0, ask the store manager; one night; no slide-outs or chairs). Destination stays are always campgrounds."
      className="flex items-start gap-3 rounded-lg border border-stone-200 p-4"
    />
  );
}
