import type { GeoMatch } from '../../../catalogue/core/gazetteer-types';
import type { PlanContext } from '../context';
import type { PlanStep } from '../plan-step';
import type { OptionDraft } from '../plan-state';
import { chooseNights, nightDates } from './night-choice';
import { stopPark } from './night-park';
import { freeOvernightPark } from './free-overnight';
import { optionRoad } from './option-road';

async function planNights(ctx: PlanContext, option: OptionDraft, to: GeoMatch | undefined) {
  option.nights = await chooseNights(ctx, option, to);
  const road = optionRoad(option.shape, option.path);
  // Each stop's park, in the order of the stays; every night of a stay pays its park's fee.
  for (const s of option.skeleton) {
    if (option.parks.has(s.stopIndex)) continue;
    const night = option.nights.get(s.stopIndex);
    const { fee, ...park } = night?.free
      ? freeOvernightPark(ctx, night.free)
      : stopPark(ctx, s.to, s.stopIndex, night, road.isWaypoint(s.to), nightDates(ctx, s));
    if (park.park.isPlaceholder) option.placeholders += 1;
    for (let i = 0; i < nightDates(ctx, s).length; i++) option.nightlyFees.push(fee);
    option.parks.set(s.stopIndex, park);
  }
}

/**
 * Nights: each overnight stop's park, for the rig, the traveller's needs and every night of the
 * stay, chosen with the day's end so the drive to it keeps within the driving limit (the day's
 * leg is routed to the park); a stop with no park gets a search for RV parks near it instead.
 */
export const nightsStep: PlanStep = {
  name: 'nights',
  async run(ctx, state) {
    await Promise.all(state.options.map((option) => planNights(ctx, option, state.places?.to)));
  },
};
