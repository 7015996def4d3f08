import { placeWithRoad } from '../routing/core/notes';
import type { RestrictedSegment } from '../routing/restricted-segments';
import { segmentRule, sharedRestrictedSegments, whyNot } from '../routing/restricted-segments';
import { steered } from '../routing/advisory-rules';
import type { PlanRig } from './core/context';
import type { ParkRigRoads, RigRoad } from './core/rig-roads';

const TOWABLE: readonly string[] = ['travel-trailer', 'fifth-wheel'];

/**
 * The parks' roads closed to the plan's rig: routing's restricted segments that name a park
 * (data/restricted-segments.json, `park`), each that the router keeps the rig off (or advises against
 * for it: an advisory it is over, advisory-rules.ts), with why and the
 * park's alternative. A trailer is left at camp and a towed car unhitched there: the day trip goes in
 * the smaller vehicle, and the activity says so.
 */
export function parkRigRoads(
  rig: PlanRig,
  segments: readonly RestrictedSegment[] = sharedRestrictedSegments(),
): ParkRigRoads {
  const req = {
    rvType: rig.type,
    lengthFeet: rig.lengthFeet,
    heightFeet: rig.heightFeet,
    widthFeet: rig.widthFeet,
    propaneOnBoard: false,
    towingCar: rig.towingCar,
  };
  const smaller = TOWABLE.includes(rig.type)
    ? 'your tow vehicle, unhitched at camp'
    : rig.towingCar
      ? 'your towed car'
      : undefined;
  const byPark = new Map<string, RigRoad[]>();
  for (const s of segments) {
    const advisory = steered(s, req);
    if (!s.park || (segmentRule(s, req) !== 'avoid' && !advisory)) continue;
    const reported = !s.confirmed ? "; reported, not confirmed on the agency's own page" : '';
    const road: RigRoad = {
      id: s.id,
      name: placeWithRoad(s.name, s.road),
      takes: s.park.takes,
      why: `${whyNot(s, req)} (${s.authority}: ${s.sourceUrl}${reported})`,
      ...(s.park.alternative
        ? { alternative: `${s.park.alternative.text} (${s.park.alternative.sourceUrl})` }
        : {}),
      ...(smaller ? { smaller } : {}),
      ...(advisory ? { advisory: true as const } : {}),
    };
    byPark.set(s.park.code, [...(byPark.get(s.park.code) ?? []), road]);
  }
  return byPark;
}
