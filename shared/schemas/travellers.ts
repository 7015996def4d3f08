import { z } from 'zod';

// Who travels (children, pets) and what a free overnight is: the plan request's and the
// trip's fields, the forms' string values and the mapping between them.

export const MAX_ADULTS = 12;
export const MAX_CHILDREN = 10;
export const MAX_PETS = 10;
/** The daily driving limit, in hours, when the traveller asks for shorter drive days for children. */
export const CHILDREN_MAX_DRIVING_HOURS = 4;

export const travellersSchema = z.object({
  adults: z.number().int().min(1, 'At least one adult travels').max(MAX_ADULTS),
  // Each child's age in whole years (0 for a baby).
  childAges: z.array(z.number().int().min(0).max(17)).max(MAX_CHILDREN),
  pets: z.number().int().min(0).max(MAX_PETS),
  // Shorter drive days for the children (at most CHILDREN_MAX_DRIVING_HOURS a day).
  shorterDriveDays: z.boolean().optional(),
});
export type Travellers = z.infer<typeof travellersSchema>;

// store: a Walmart or Cracker Barrel lot; rest-area: a public rest area in a state whose rules allow a
// night; public-land: a BLM or national forest campground or dispersed site reported free (fee=no).
export const FREE_OVERNIGHT_KINDS = ['store', 'rest-area', 'public-land'] as const;
export const freeOvernightSchema = z.object({
  kind: z.enum(FREE_OVERNIGHT_KINDS),
  // What the night asks of the traveller, one rule a line.
  rules: z.array(z.string().max(300)).max(10),
  // The data set the location comes from.
  source: z.string().max(200),
});
export type FreeOvernight = z.infer<typeof freeOvernightSchema>;

export {
  FREE_OVERNIGHTS_LABEL,
  HORSES_LABEL,
  MILITARY_ACCESS_LABEL,
  MILITARY_ONLY_LABEL,
} from '../trips/traveller-labels';

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, message);

// The forms' string values: ages as a comma-separated list ("4, 9").
export const travellersFormSchema = z.object({
  adults: wholeNumber(1, MAX_ADULTS, `Adults must be a whole number from 1 to ${MAX_ADULTS}`),
  childAges: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || v.split(',').every((a) => /^\s*\d{1,2}\s*$/.test(a) && Number(a) <= 17),
      "Children's ages must be whole numbers from 0 to 17, separated by commas",
    )
    .refine((v) => v === '' || v.split(',').length <= MAX_CHILDREN, `At most ${MAX_CHILDREN} children`),
  pets: wholeNumber(0, MAX_PETS, `Pets must be a whole number from 0 to ${MAX_PETS}`),
  shorterDriveDays: z.boolean(),
});
export type TravellersFormValues = z.infer<typeof travellersFormSchema>;

export const travellersFormDefaults: TravellersFormValues = {
  adults: '2',
  childAges: '',
  pets: '0',
  shorterDriveDays: false,
};

/** The ages a form's text lists, in its order. */
export const childAgesOf = (text: string): number[] =>
  text.trim() === '' ? [] : text.split(',').map((a) => Number(a.trim()));

/**
 * The form's travellers as the plan request's, or nothing when the form says only what the planner
 * assumes anyway (two adults, no children, no pets), so plans without it stay as they were.
 */
export function travellersOf(values: TravellersFormValues): Travellers | undefined {
  const adults = Number(values.adults);
  const childAges = childAgesOf(values.childAges);
  const pets = Number(values.pets);
  if (adults === 2 && childAges.length === 0 && pets === 0) return undefined;
  return {
    adults,
    childAges,
    pets,
    ...(childAges.length > 0 && values.shorterDriveDays ? { shorterDriveDays: true } : {}),
  };
}

/** A stored request's travellers as the forms' values. */
export function travellersFormValuesOf(t: Travellers | undefined): TravellersFormValues {
  if (!t) return travellersFormDefaults;
  return {
    adults: String(t.adults),
    childAges: t.childAges.join(', '),
    pets: String(t.pets),
    shorterDriveDays: t.shorterDriveDays === true,
  };
}

/** "2 adults, 2 children (4 and 9), 1 pet". */
export function travellersSummary(t: Travellers): string {
  const n = (k: number, one: string, many: string) => `${k} ${k === 1 ? one : many}`;
  const parts = [n(t.adults, 'adult', 'adults')];
  if (t.childAges.length > 0)
    parts.push(`${n(t.childAges.length, 'child', 'children')} (aged ${t.childAges.join(', ')})`);
  if (t.pets > 0) parts.push(n(t.pets, 'pet', 'pets'));
  return parts.join(', ');
}
