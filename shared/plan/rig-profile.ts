import type { RvType } from '../constants';

// The rig profile and every rule derived from a rig's length, fuel and tank, in one place
// (docs/decisions/0001-one-definition.md). Without zod, so the app shell that reads the typical rigs
// (the trip list's derived costs) does not load the schema library; shared/schemas/rig.ts validates.

/** A rig profile (shared/schemas/rig.ts validates it): feet, US gallons, miles per gallon. */
export interface Rig {
  lengthFeet: number;
  heightFeet: number;
  /** Widest point, mirrors included; absent: not given (typical rigs have none). */
  widthFeet?: number;
  fuel: 'gas' | 'diesel';
  tankGallons: number;
  mpg: number;
  towingCar: boolean;
  propaneOnBoard: boolean;
}

/** The range each of a rig's figures must lie in (shared/schemas/rig.ts checks it; the park search's length too). */
export const RIG_LIMITS = {
  lengthFeet: { min: 10, max: 70 },
  heightFeet: { min: 6, max: 14.5 },
  widthFeet: { min: 6, max: 10 },
  tankGallons: { min: 5, max: 300 },
  mpg: { min: 2, max: 40 },
} as const;

/**
 * Typical rigs by RV type, the starting point the forms show and the planner uses when a request
 * carries no rig (trailers' tank and MPG are the tow vehicle's). Estimates, editable by the traveller.
 * The only table of typical lengths: a park search by RV type alone takes these lengths too.
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

/** A rig's length: the traveller's own when known, else the RV type's typical one. */
export const rigLengthFeet = (rvType: RvType, lengthFeet?: number): number =>
  lengthFeet ?? RIG_DEFAULTS[rvType].lengthFeet;

/**
 * A long rig, over 30 ft: RVers' rule of thumb is that a corner station's canopy and turns, and a
 * park's ordinary sites, do not fit it. Its nights need a big-rig site whether or not the traveller
 * asked for one, and its park ranking weighs RV evidence and paved roads.
 */
export const BIG_RIG_FEET = 30;
export const isLongRig = (lengthFeet: number): boolean => lengthFeet > BIG_RIG_FEET;

/** A big rig on the road (long, or towing a car): it needs room to pull in and out at stations. */
export const isBigRig = (rig: Rig): boolean => isLongRig(rig.lengthFeet) || rig.towingCar;

/**
 * A rig that should fuel at truck stops' truck lanes: a big diesel rig. Truck lanes sell diesel, so a
 * gas rig of any size fuels at any station that sells gas and has room for it.
 */
export const fuelsAtTruckStops = (rig: Rig): boolean => rig.fuel === 'diesel' && isBigRig(rig);

/**
 * The campground search's "Big rig" filter, which knows no rig: a park must take a rig of 40 ft
 * (a long Class A) to pass it.
 */
export const SEARCH_BIG_RIG_FEET = 40;

// Fuel is planned by the rig's own tank and MPG (the traveller's, else the RV type's typical ones) so
// the tank never runs below about a quarter: a 24 ft van's 25 gallons at 18 mpg go about 338 miles
// to a quarter, a 150-gallon diesel pusher's at 7 mpg about 788 (no fixed spacing holds it to 300).
export const QUARTER_TANK = 0.25;

/** A rig's range between fuel stops: miles to a quarter tank. */
export const fuelStretchMiles = (rig: { tankGallons: number; mpg: number }): number =>
  rig.tankGallons * rig.mpg * (1 - QUARTER_TANK);
