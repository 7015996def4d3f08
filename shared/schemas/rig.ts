import { z } from 'zod';
import { RIG_LIMITS } from '../plan/rig-profile';

/**
 * The traveller's rig: what the nights (a park's reported maximum length), the road stops (range,
 * truck-stop fuel, propane through tunnels) and the costs (MPG) are planned for. Lengths and heights
 * in feet (the width, mirrors included, only when the traveller gives it), the tank in US gallons.
 */
export const fuelTypeSchema = z.enum(['gas', 'diesel']);
export type FuelType = z.infer<typeof fuelTypeSchema>;

const feetOrGallons = (field: keyof typeof RIG_LIMITS, label: string) => {
  const { min, max } = RIG_LIMITS[field];
  const message = `${label} must be between ${min} and ${max}`;
  return z.number({ message }).finite(message).min(min, message).max(max, message);
};

export const rigSchema = z.object({
  /** Overall length of the rig (a trailer's or fifth wheel's own length; a towed car is `towingCar`). */
  lengthFeet: feetOrGallons('lengthFeet', 'Rig length (ft)'),
  heightFeet: feetOrGallons('heightFeet', 'Rig height (ft)'),
  /**
   * Widest point, mirrors included (a road's width limit counts them); absent: not given, and a row
   * that asks takes the RV type's usual width (server/src/routing/rig-size-rules.ts).
   */
  widthFeet: feetOrGallons('widthFeet', 'Rig width (ft)').optional(),
  fuel: fuelTypeSchema,
  tankGallons: feetOrGallons('tankGallons', 'Fuel tank (gallons)'),
  mpg: feetOrGallons('mpg', 'MPG'),
  towingCar: z.boolean(),
  propaneOnBoard: z.boolean(),
});
export type Rig = z.infer<typeof rigSchema>;

// The typical rigs and the rules on a rig live without zod (shared/plan/rig-profile.ts), so the app
// shell that reads them (the trip list's derived costs) does not load the schema library.
export { BIG_RIG_FEET, RIG_DEFAULTS, RIG_LIMITS, fuelsAtTruckStops, isBigRig, isLongRig, rigFor } from '../plan/rig-profile';
