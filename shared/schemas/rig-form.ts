import { z } from 'zod';
import type { RvType } from '../constants';
import type { GenerateTripInput } from './plan';
import type { Rig } from './rig';
import { fuelTypeSchema, RIG_DEFAULTS, RIG_LIMITS, rigSchema } from './rig';
import {
  FUEL_PRICE_MESSAGE,
  fuelPricePerGallonSchema,
  NIGHTLY_BUDGET_MESSAGE,
  nightlyBudgetSchema,
} from './money';

// "Your rig" and the money settings as the forms hold them (text in number inputs), checked with the
// shared rig and money schemas so a form and the API refuse the same values with the same words.

type RigNumber = keyof typeof RIG_LIMITS;
/** The rig's numbers the traveller may leave empty (not given). */
const OPTIONAL_NUMBERS: readonly RigNumber[] = ['widthFeet'];

const numberText = (field: RigNumber) => {
  const shape = rigSchema.shape[field];
  const message = shape.safeParse(Number.NaN).error?.issues[0]?.message ?? `${field} is not valid`;
  const optional = OPTIONAL_NUMBERS.includes(field);
  return z
    .string()
    .trim()
    .refine((v) => (v === '' ? optional : shape.safeParse(Number(v)).success), message);
};

export const rigFormSchema = z.object({
  lengthFeet: numberText('lengthFeet'),
  heightFeet: numberText('heightFeet'),
  /** Empty: not given. */
  widthFeet: numberText('widthFeet'),
  fuel: fuelTypeSchema,
  tankGallons: numberText('tankGallons'),
  mpg: numberText('mpg'),
  towingCar: z.boolean(),
  propaneOnBoard: z.boolean(),
});
export type RigFormValues = z.infer<typeof rigFormSchema>;

/** A rig as the form shows it. */
export const rigFormValuesOf = (rig: Rig): RigFormValues => ({
  lengthFeet: String(rig.lengthFeet),
  heightFeet: String(rig.heightFeet),
  widthFeet: rig.widthFeet !== undefined ? String(rig.widthFeet) : '',
  fuel: rig.fuel,
  tankGallons: String(rig.tankGallons),
  mpg: String(rig.mpg),
  towingCar: rig.towingCar,
  propaneOnBoard: rig.propaneOnBoard,
});

/** The form's rig as the plan request carries it (after the form's schema passed). */
export const rigOfFormValues = (values: RigFormValues): Rig =>
  rigSchema.parse({
    lengthFeet: Number(values.lengthFeet),
    heightFeet: Number(values.heightFeet),
    ...(values.widthFeet.trim() !== '' ? { widthFeet: Number(values.widthFeet) } : {}),
    fuel: values.fuel,
    tankGallons: Number(values.tankGallons),
    mpg: Number(values.mpg),
    towingCar: values.towingCar,
    propaneOnBoard: values.propaneOnBoard,
  });

const RIG_NUMBERS = Object.keys(RIG_LIMITS) as RigNumber[];

// The same number: as numbers ("38.0" is 38); one the traveller may leave empty, empty in both.
const sameNumber = (k: RigNumber, a: string, b: string) =>
  a.trim() === '' || b.trim() === ''
    ? OPTIONAL_NUMBERS.includes(k) && a.trim() === b.trim()
    : Number(a) === Number(b);

// The same rig: numbers compared as numbers, the rest as they are.
const sameRig = (a: RigFormValues, b: RigFormValues) =>
  RIG_NUMBERS.every((k) => sameNumber(k, a[k], b[k])) &&
  a.fuel === b.fuel &&
  a.towingCar === b.towingCar &&
  a.propaneOnBoard === b.propaneOnBoard;

/**
 * The rig after the RV type changes: while the traveller has not edited it (it is still the typical
 * rig of the type before), it follows the new type; a rig they edited is theirs and stays.
 */
export function rigAfterTypeChange(from: RvType, to: RvType, current: RigFormValues): RigFormValues {
  return sameRig(current, rigFormValuesOf(RIG_DEFAULTS[from])) ? rigFormValuesOf(RIG_DEFAULTS[to]) : current;
}

/** Whether the form's rig is the typical one of the type (the form then says so). */
export const isTypicalRig = (rvType: RvType, values: RigFormValues): boolean =>
  sameRig(values, rigFormValuesOf(RIG_DEFAULTS[rvType]));

const optionalAmount = (schema: z.ZodNumber, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || schema.safeParse(Number(v)).success, message);

// Empty means not set: the RV-type estimate for a night, the planner's typical price for fuel.
export const moneyFormSchema = z.object({
  nightlyBudget: optionalAmount(nightlyBudgetSchema, NIGHTLY_BUDGET_MESSAGE),
  fuelPrice: optionalAmount(fuelPricePerGallonSchema, FUEL_PRICE_MESSAGE),
});
export type MoneyFormValues = z.infer<typeof moneyFormSchema>;

export const moneyFormDefaults: MoneyFormValues = { nightlyBudget: '', fuelPrice: '' };

/** The money settings as fields of the plan request, each only when set. */
export function moneyInputOf(
  values: MoneyFormValues,
): Pick<GenerateTripInput, 'nightlyBudget' | 'fuelPricePerGallon'> {
  const budget = values.nightlyBudget.trim();
  const price = values.fuelPrice.trim();
  return {
    ...(budget !== '' ? { nightlyBudget: Number(budget) } : {}),
    ...(price !== '' ? { fuelPricePerGallon: Number(price) } : {}),
  };
}

/** A request's (or trip's) money settings as the form shows them. */
export const moneyFormValuesOf = (
  input: Pick<GenerateTripInput, 'nightlyBudget' | 'fuelPricePerGallon'> | undefined,
): MoneyFormValues => ({
  nightlyBudget: input?.nightlyBudget !== undefined ? String(input.nightlyBudget) : '',
  fuelPrice: input?.fuelPricePerGallon !== undefined ? String(input.fuelPricePerGallon) : '',
});

/**
 * An optimize form's rig and money fields started from a plan request: its rig, else the typical rig
 * of its RV type; its nightly budget and fuel price when set.
 */
export function rigAndMoneyFormValuesOf(
  input: Pick<GenerateTripInput, 'rvType' | 'rig' | 'nightlyBudget' | 'fuelPricePerGallon'> | undefined,
): { rig: RigFormValues } & MoneyFormValues {
  const rvType = input?.rvType ?? 'travel-trailer';
  return { rig: rigFormValuesOf(input?.rig ?? RIG_DEFAULTS[rvType]), ...moneyFormValuesOf(input) };
}

/** The trip's rig and costs settings (the results page's panel): the rig and the money fields. */
export const rigSettingsFormSchema = z.object({ rig: rigFormSchema, ...moneyFormSchema.shape });
export type RigSettingsFormValues = z.infer<typeof rigSettingsFormSchema>;

/** The settings form's values as plan request fields (a cleared money field as not set). */
export const rigSettingsInputOf = (
  values: RigSettingsFormValues,
): Pick<GenerateTripInput, 'rig' | 'nightlyBudget' | 'fuelPricePerGallon'> => ({
  rig: rigOfFormValues(values.rig),
  nightlyBudget: undefined,
  fuelPricePerGallon: undefined,
  ...moneyInputOf(values),
});
