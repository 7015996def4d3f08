import { z } from 'zod';
import { fuelTypeSchema } from './rig';

/**
 * The traveller's money settings: what a night's camping may cost (nights whose park reports no fee
 * are costed at it instead of the RV-type estimate) and what a gallon of fuel costs (instead of the
 * planner's typical price). USD.
 */
export const MONEY_LIMITS = {
  nightlyBudget: { min: 0, max: 1000 },
  fuelPricePerGallon: { min: 0.5, max: 15 },
} as const;

export const NIGHTLY_BUDGET_MESSAGE = `Nightly budget must be between $${MONEY_LIMITS.nightlyBudget.min} and $${MONEY_LIMITS.nightlyBudget.max}`;
export const FUEL_PRICE_MESSAGE = `Fuel price must be between $${MONEY_LIMITS.fuelPricePerGallon.min.toFixed(2)} and $${MONEY_LIMITS.fuelPricePerGallon.max.toFixed(2)} a gallon`;

const amount = (limits: { min: number; max: number }, message: string) =>
  z.number({ message }).finite(message).min(limits.min, message).max(limits.max, message);

export const nightlyBudgetSchema = amount(MONEY_LIMITS.nightlyBudget, NIGHTLY_BUDGET_MESSAGE);
export const fuelPricePerGallonSchema = amount(MONEY_LIMITS.fuelPricePerGallon, FUEL_PRICE_MESSAGE);

/** How a plan's fuel was costed: the rig's MPG and fuel, the price a gallon and whose price it is. */
export const fuelRateSchema = z.object({
  mpg: z.number().min(0),
  fuel: fuelTypeSchema,
  pricePerGallon: z.number().min(0),
  /** True when the traveller set the price; false for the planner's typical price. */
  priceIsTravellers: z.boolean(),
});
export type FuelRate = z.infer<typeof fuelRateSchema>;
