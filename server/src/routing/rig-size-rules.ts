import type { RvType } from '@shared/constants';
import { RIG_DEFAULTS } from '@shared/schemas/rig';
import type { RouteRequest } from './core/road-types';

/**
 * A restricted segment's size rules against a rig (restricted-segments.ts reads them): the rig's
 * sizes over a row's limits, the escort sizes, and what a row may assume of a size the rig does not
 * report. A rig reports its length and height (a travel trailer's or fifth wheel's own length:
 * shared/schemas/rig.ts), its width when the traveller gives it, and never its tow vehicle's length.
 */

/** The row fields the size rules read. */
export interface SizeRow {
  limits?: { lengthFeet?: number; heightFeet?: number; widthFeet?: number; inclusive?: boolean };
  escort?: { heightFeet?: number; widthFeet?: number; fee: string };
  /** Limits on a combination (a trailer and its tow vehicle): overall length; a trailer's from its hitch to its rear axle. */
  combination?: { lengthFeet: number; hitchToAxleFeet?: number };
  /** 'usual-width': a rig of no given width is taken at its RV type's usual width (USUAL_WIDTH_FEET). */
  unknownWidth?: 'usual-width';
  /** What the row's rule says of a towed car (TOWED_CAR_RULES); absent: its words name none. */
  towedCar?: TowedCarRule;
}

/**
 * What a row's published rule says of a car a motorhome tows (the rig's `towingCar`), as its own words
 * put it: 'banned', towed vehicles are prohibited (Mesa Verde past Morefield Campground, Connecticut's
 * parkways), so the rig keeps off; 'counted', its length limit is on vehicles and combinations
 * (Going-to-the-Sun Road, Independence Pass) or names a combination's length (`combination`: Zion's
 * 50 ft), so the motorhome and its car together are held to it; 'only', the row is about towed
 * vehicles alone and concerns no rig without one. A towed car's length is not known: the rig's own
 * length is the least the combination can be. A towable on a 'counted' row with no combination limit
 * of its own is held the same way with its tow vehicle, whose length is not known either.
 */
export const TOWED_CAR_RULES = ['banned', 'counted', 'only'] as const;
export type TowedCarRule = (typeof TOWED_CAR_RULES)[number];

/** The rig fields of a request the size rules read (sizes in feet; absent: the RV type's typical rig). */
export type SizeRequest = Partial<Pick<RouteRequest, 'rvType' | 'lengthFeet' | 'heightFeet' | 'widthFeet' | 'towingCar'>>;

/** Towables: the rig's length is the trailer's own (hitch to rear bumper), the tow vehicle's is not known. */
const TOWABLE: readonly RvType[] = ['travel-trailer', 'fifth-wheel'];

/**
 * The width the planner takes for a rig of no given width, by RV type, where a row asks for it
 * (unknownWidth 'usual-width'): 8 ft, the common body width of motorhomes and trailers (guides give
 * Class A motorhomes and fifth wheels 8 to 8 ft 6 in, the 102 inches federal rules allow on the
 * National Network, 23 CFR 658.15, and Class C motorhomes and travel trailers 7 to 8 ft, most of them
 * 8 ft: rvgateways.com's "How wide is an RV?", engineerfix.com's "How wide is the average camper"),
 * before the mirrors a limit that counts them adds (a motorhome's cab mirrors, a tow vehicle's towing
 * mirrors reach past the body). Zion's own tunnel page said for years that "nearly all RVs, buses,
 * trailers, 5th wheels" needed its escort at 7 ft 10 in wide (as travellers quote it). A van (Class B)
 * has no usual width here: its 6 to 7 ft body's mirrors may or may not take it over a limit, and the
 * day tells the traveller to measure. An estimate, said as one: the day names it and tells a
 * narrower rig that it may drive the road.
 */
export const USUAL_WIDTH_FEET: Partial<Record<RvType, number>> = {
  'class-a': 8,
  'class-c': 8,
  'travel-trailer': 8,
  'fifth-wheel': 8,
};

const TYPE_NAME: Record<RvType, string> = {
  'class-a': 'Class A motorhome',
  'class-b': 'Class B van',
  'class-c': 'Class C motorhome',
  'travel-trailer': 'travel trailer',
  'fifth-wheel': 'fifth wheel',
};

/** The rig's sizes: as requested, else the RV type's typical rig's (width: unknown unless given). */
function rigSizes(req: SizeRequest): { lengthFeet?: number; heightFeet?: number; widthFeet?: number } {
  const typical = req.rvType ? RIG_DEFAULTS[req.rvType] : undefined;
  return {
    lengthFeet: req.lengthFeet ?? typical?.lengthFeet,
    heightFeet: req.heightFeet ?? typical?.heightFeet,
    widthFeet: req.widthFeet,
  };
}

const SIZE_WORD = { lengthFeet: 'long', heightFeet: 'high', widthFeet: 'wide' } as const;
type SizeKey = keyof typeof SIZE_WORD;
const SIZE_KEYS: SizeKey[] = ['lengthFeet', 'heightFeet', 'widthFeet'];

/** "12 ft 6 in" from feet. */
export function feetText(ft: number): string {
  let whole = Math.floor(ft + 1e-9);
  let inches = Math.round((ft - whole) * 12);
  if (inches === 12) [whole, inches] = [whole + 1, 0];
  return inches === 0 ? `${whole} ft` : `${whole} ft ${inches} in`;
}

const towable = (s: SizeRow, req: SizeRequest) =>
  s.combination !== undefined && req.rvType !== undefined && TOWABLE.includes(req.rvType);

/** A towable: a travel trailer or fifth wheel (its own length the trailer's). */
export const isTowable = (req: SizeRequest) => req.rvType !== undefined && TOWABLE.includes(req.rvType);

/** The rig's kind as a sentence names it ("travel trailer"); absent without a type. */
export const rigTypeName = (req: SizeRequest): string | undefined => (req.rvType ? TYPE_NAME[req.rvType] : undefined);

/** A motorhome (not a towable, whose own length is the trailer's) towing a car. */
export const towsCar = (req: SizeRequest) =>
  req.towingCar === true && !(req.rvType !== undefined && TOWABLE.includes(req.rvType));

/**
 * The length a motorhome towing a car is held to with the car hooked up, on a row whose rule counts
 * the combination: the combination's own limit where the row names one, else the row's length limit.
 */
export function towedCombinationFeet(s: SizeRow, req: SizeRequest): number | undefined {
  if (s.towedCar !== 'counted' || !towsCar(req)) return undefined;
  return s.combination?.lengthFeet ?? s.limits?.lengthFeet;
}

/**
 * The length a towable (its own length the trailer's) is held to with its tow vehicle on a row whose
 * rule counts combinations and names no combination limit of its own (Independence Pass,
 * Going-to-the-Sun Road): the row's length limit. A row with one holds it there (`combination`).
 */
export function towableCombinationFeet(s: SizeRow, req: SizeRequest): number | undefined {
  if (s.towedCar !== 'counted' || s.combination !== undefined) return undefined;
  if (req.rvType === undefined || !TOWABLE.includes(req.rvType)) return undefined;
  return s.limits?.lengthFeet;
}

/**
 * Whether the rig's own length already puts it with the vehicle it tows or is towed by over the
 * combination's limit (a car, a tow vehicle, adds length whatever it is): at the limit or over it.
 */
function combinationOver(s: SizeRow, req: SizeRequest): boolean {
  const limit = towedCombinationFeet(s, req) ?? towableCombinationFeet(s, req);
  const own = rigSizes(req).lengthFeet;
  return limit !== undefined && own !== undefined && own >= limit - 1e-6;
}

/** What the rig's own length is before, when the vehicle it tows or is towed by counts. */
const before = (req: SizeRequest) => (towsCar(req) ? 'the car it tows' : 'its tow vehicle');

/**
 * The rig's sizes over a segment's limits, as the day says them ("38 ft long"). A towable on a row
 * with combination limits is held to those, not to the single vehicle's length: its own length over
 * the combination's overall length is over it whatever pulls it.
 */
export function overLimits(s: SizeRow, req: SizeRequest): string[] {
  if (!s.limits) return [];
  const rig = rigSizes(req);
  const { inclusive } = s.limits;
  const pulled = towable(s, req);
  return SIZE_KEYS.flatMap((k) => {
    const limit = k === 'lengthFeet' && pulled ? s.combination?.lengthFeet : s.limits?.[k];
    const size = rig[k];
    if (limit === undefined || size === undefined) return [];
    const over = inclusive ? size >= limit - 1e-6 : size > limit + 1e-6;
    if (over) return [`${feetText(size)} ${SIZE_WORD[k]}`];
    return k === 'lengthFeet' && combinationOver(s, req) ? [`${feetText(size)} long before ${before(req)}`] : [];
  });
}

/**
 * The usual width (feet) a rig of no given width is taken at on a row that asks for it, when that is
 * over the row's width limit: the rig keeps off, the day says why (widthTail).
 */
export function usualWidthOver(s: SizeRow, req: SizeRequest): number | undefined {
  const limit = s.limits?.widthFeet;
  if (s.unknownWidth !== 'usual-width' || limit === undefined || req.widthFeet !== undefined || !req.rvType)
    return undefined;
  const usual = USUAL_WIDTH_FEET[req.rvType];
  return usual !== undefined && usual > limit + 1e-6 ? usual : undefined;
}

/** What the day says of the width it took (after the agency): the estimate, and what a narrower rig may do. */
export function widthTail(s: SizeRow, req: SizeRequest): string {
  const usual = usualWidthOver(s, req);
  if (usual === undefined || !req.rvType || s.limits?.widthFeet === undefined) return '';
  return ` Your rig's width was not given: a ${TYPE_NAME[req.rvType]} is usually ${feetText(usual)} wide or more, over the ${feetText(s.limits.widthFeet)} limit (mirrors count). If yours is narrower and within the other limits, it may drive this road: measure it.`;
}

/**
 * What a rig within the row's known limits must still check, as the day says it: its width when
 * not given (on a row that asks), and a towable's combination (the tow vehicle's length, and the
 * trailer's hitch to rear axle when its own length is over that limit). Empty: nothing.
 */
export function sizeChecks(s: SizeRow, req: SizeRequest): string[] {
  const out: string[] = [];
  const width = s.limits?.widthFeet;
  if (s.unknownWidth === 'usual-width' && width !== undefined && req.widthFeet === undefined)
    out.push(`measure your rig's width, mirrors included: over ${feetText(width)} it may not drive this road`);
  if (towable(s, req) && s.combination) {
    const length = rigSizes(req).lengthFeet;
    const axle = s.combination.hitchToAxleFeet;
    if (axle !== undefined && (length === undefined || length > axle + 1e-6))
      out.push(`measure your trailer from hitch to rear axle: over ${feetText(axle)} it may not drive this road`);
    out.push(`with the tow vehicle, the whole rig must be ${feetText(s.combination.lengthFeet)} long or less`);
  }
  const towed = towedCombinationFeet(s, req);
  if (towed !== undefined && !combinationOver(s, req)) {
    const within = s.limits?.inclusive && s.combination === undefined ? 'shorter than' : 'at most';
    out.push(
      `your rig tows a car, and the limit counts the combination: with the car hooked up, motorhome and car together must be ${within} ${feetText(towed)}, so unless they are, unhook the car and drive it separately`,
    );
  }
  const pulled = towableCombinationFeet(s, req);
  if (pulled !== undefined && req.rvType && !combinationOver(s, req)) {
    const within = s.limits?.inclusive ? 'shorter than' : 'at most';
    out.push(
      `the limit counts the combination: your ${TYPE_NAME[req.rvType]} and its tow vehicle together must be ${within} ${feetText(pulled)}, so unless they are, leave the ${TYPE_NAME[req.rvType]} at camp and drive this road in the tow vehicle alone`,
    );
  }
  return out;
}

/** The rig's sizes at or over the escort's, and the escort sizes the rig's unknown width leaves open. */
export function escortSizes(s: SizeRow, req: SizeRequest): { needs: string[]; unknownWidth?: number } {
  if (!s.escort) return { needs: [] };
  const rig = rigSizes(req);
  const needs = (['heightFeet', 'widthFeet'] as const).flatMap((k) => {
    const at = s.escort?.[k];
    const size = rig[k];
    return at !== undefined && size !== undefined && size >= at - 1e-6 ? [`${feetText(size)} ${SIZE_WORD[k]}`] : [];
  });
  const unknownWidth = rig.widthFeet === undefined ? s.escort.widthFeet : undefined;
  return { needs, unknownWidth };
}
