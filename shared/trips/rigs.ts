import type { RvType } from '../constants';

/** A rig profile (shared/schemas/rig.ts validates it): feet, US gallons, miles per gallon. */
export interface Rig {
  lengthFeet: number;
  heightFeet: number;
  fuel: 'gas' | 'diesel';
  tankGallons: number;
  mpg: number;
  towingCar: boolean;
  propaneOnBoard: boolean;
}

/**
 * Typical rigs by RV type, the starting point the forms show and the planner uses when a request
 * carries no rig (trailers' tank and MPG are the tow vehicle's). Estimates, editable by the traveller.
 */
export const RIG_DEFAULTS: Record<RvType, Rig> = {
  'class-a': { lengthFeet: 38, heightFeet: 12.5, fuel: 'diesel', tankGallons: 100, mpg: 8, towingCar: false, propaneOnBoard: true },
  'class-b': { lengthFeet: 21, heightFeet: 9.5, fuel: 'gas', tankGallons: 25, mpg: 18, towingCar: false, propaneOnBoard: true },
  'class-c': { lengthFeet: 28, heightFeet: 11.5, fuel: 'gas', tankGallons: 55, mpg: 11, towingCar: false, propaneOnBoard: true },
  'travel-trailer': { lengthFeet: 28, heightFeet: 11, fuel: 'gas', tankGallons: 26, mpg: 12, towingCar: false, propaneOnBoard: true },
  'fifth-wheel': { lengthFeet: 35, heightFeet: 13, fuel: 'diesel', tankGallons: 36, mpg: 10, towingCar: false, propaneOnBoard: true },
};

/** The rig a plan is made for: the traveller's own when given, else the typical one of the RV type. */
export function rigFor(rvType: RvType, rig?: Rig): Rig {
  return rig ?? RIG_DEFAULTS[rvType];
}

/**
 * A big rig (long, or towing): RVers' rule of thumb is that a corner station's canopy and turns do
 * not fit a rig over about 30 ft or one with a car behind it.
 */
export const BIG_RIG_FEET = 30;
export const isBigRig = (rig: Rig): boolean => rig.lengthFeet > BIG_RIG_FEET || rig.towingCar;
/**
 * A rig that should fuel at truck stops' truck lanes: a big diesel rig. Truck lanes sell diesel, so a
 * gas rig of any size fuels at any station that sells gas and has room for it.
 */
export const fuelsAtTruckStops = (rig: Rig): boolean => rig.fuel === 'diesel' && isBigRig(rig);
