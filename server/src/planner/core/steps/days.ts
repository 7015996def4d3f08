import type { PlanStep } from '../plan-step';
import { splitIntoDays } from '../itinerary';
import { paceLimitHours } from '../stops';
import { isWinterMonth } from '@shared/plan/calendar';

/**
 * Days: each option's drive split into days by the traveller's pace (the limit in hours, or the
 * pace rule's miles at the route's average speed), the spare days as extra nights where there is
 * most to do.
 */
export const daysStep: PlanStep = {
  name: 'days',
  run(ctx, state) {
    for (const option of state.options) {
      const { path, shape } = option;
      const averageMph = path.hours > 0 ? path.miles / path.hours : 50;
      const pace = { rule: ctx.input.paceRule, departureHour: ctx.pace.departureHour };
      option.maxHours = paceLimitHours(pace, ctx.pace.maxDrivingHours, averageMph);
      const { days, warnings } = splitIntoDays(shape, path, {
        duration: ctx.input.duration,
        maxHours: option.maxHours,
        campgrounds: ctx.data.campgrounds,
        gazetteer: ctx.data.gazetteer,
        parks: ctx.data.parks,
        minNights: ctx.pace.minNights,
        ...(ctx.input.stops?.length ? { overnightAtWaypoints: true } : {}),
        winter: isWinterMonth(ctx.dates.monthOfDay(1)),
      });
      option.skeleton = days;
      option.warnings.push(...warnings);
    }
  },
};
