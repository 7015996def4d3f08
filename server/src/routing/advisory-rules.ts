import type { RestrictedSegment, RigRequest } from './restricted-segments';
import { avoidedParts, segmentRule } from './restricted-segments';
import type { NoteParts } from './note-parts';
import { noteText } from './note-parts';
import { overLimits } from './rig-size-rules';
import { METRES_PER_MILE } from './core/road-weights';

/**
 * A size advisory the rig is over (the agency advises against the road for a rig this long or high,
 * it does not ban it: the Generals Highway for vehicles over 22 ft): kept off like a ban when a way
 * round within ADVISORY_DETOUR exists, else driven with its warning (road-restrictions.ts).
 */
export const steered = (s: RestrictedSegment, req: RigRequest): boolean =>
  s.applies === 'advisory' &&
  s.restriction === 'size' &&
  segmentRule(s, req) === 'notice' &&
  overLimits(s, req).length > 0;

export const NO_STEER: ReadonlySet<number> = new Set();

/**
 * "A reasonable way round" an advisory: at most 50 % longer than the leg over it and at most 60
 * miles more (in the spirit of the winter passes' 15 %: an advisory is the agency's own word against
 * the road, so a longer way round is worth it; the Generals Highway's is the park's own, CA-180).
 */
export const ADVISORY_DETOUR = {
  ratio: 1.5,
  miles: 60,
  words: 'at most about 50 % and 60 miles longer',
} as const;

/** Whether a way round (metres) is within ADVISORY_DETOUR of the leg over the advisory. */
export const withinAdvisoryDetour = (round: number, over: number) =>
  round <= over * ADVISORY_DETOUR.ratio && round - over <= ADVISORY_DETOUR.miles * METRES_PER_MILE;

/** What the day says when its drive went around an advisory it is over. */
export const steeredAvoidedParts = (s: RestrictedSegment, req: RigRequest = {}): NoteParts => ({
  ...avoidedParts(s, req),
  then: ` An advisory, not a ban: the day goes round it, as a way ${ADVISORY_DETOUR.words} exists.`,
});
export const steeredAvoidedNote = (s: RestrictedSegment, req: RigRequest = {}) => noteText(steeredAvoidedParts(s, req));

/** What the day says when its drive takes an advisory it is over: no reasonable way round. */
export const steeredDrivenParts = (s: RestrictedSegment, req: RigRequest = {}): NoteParts => ({
  ...avoidedParts(s, req),
  how: 'on-drive',
  then: ` An advisory, not a ban: no way round it ${ADVISORY_DETOUR.words} exists in our road network, so the drive takes it; drive it with care, or find another way before you go.`,
});
export const steeredDrivenNote = (s: RestrictedSegment, req: RigRequest = {}) => noteText(steeredDrivenParts(s, req));
