import type { PlanContext } from '../context';
import { estimateCost } from '../costs';
import { reportedNightlyFee } from '@shared/trips/plan-costs';
import { round } from '../../../geo';
import type { PlanStep } from '../plan-step';
import type { OptionDraft } from '../plan-state';
import { chosenOption, optionMiles } from '../plan-state';
import { sentenceStart } from '@shared/plan/sentence';

const foodFactor = (ctx: PlanContext) =>
  ctx.budgetLevel === 'low' ? 0.75 : ctx.budgetLevel === 'high' ? 1.3 : 1;

// What every estimate of this plan shares: the rig's MPG and fuel, the price, the nightly rate.
const planRates = (ctx: PlanContext) => ({
  rvType: ctx.rig.type,
  mpg: ctx.rig.mpg,
  fuelPricePerGallon: ctx.fuelPricePerGallon,
  foodFactor: foodFactor(ctx),
  nightlyBudget: ctx.input.nightlyBudget,
  fuel: { type: ctx.rig.fuel, priceIsTravellers: ctx.fuelPriceIsTravellers },
});

/**
 * With a nightly budget, the first day of a stay at a park that reports a higher fee says so (the
 * park is still the one that fits the rig and needs best; the traveller decides).
 */
function flagParksOverBudget(ctx: PlanContext, option: OptionDraft) {
  const budget = ctx.input.nightlyBudget;
  if (budget === undefined) return;
  let previous: string | undefined;
  for (const day of option.days) {
    const park = day.rvPark;
    const key = park.id ?? park.name;
    const fee = reportedNightlyFee(park);
    if (fee !== null && fee > budget && key !== previous) {
      day.warnings = [
        ...(day.warnings ?? []),
        `${sentenceStart(park.name)} reports $${fee} a night, over your nightly budget of $${budget}.`,
      ];
    }
    previous = key;
  }
}

function optionCost(ctx: PlanContext, option: OptionDraft) {
  const { days } = option;
  const costTo = (dayCount: number, milesSoFar: number) =>
    estimateCost({
      ...planRates(ctx),
      days: dayCount,
      miles: milesSoFar,
      nightlyFees: option.nightlyFees.slice(0, dayCount),
    });
  const cost = costTo(Math.max(ctx.input.duration, days.length), optionMiles(option));
  // The day the running estimate first goes over the traveller's budget says so.
  const budget = ctx.input.budgetRange;
  const budgetMax = budget && budget.max > 0 ? budget.max : undefined;
  if (budgetMax !== undefined && cost.total > budgetMax) {
    let milesSoFar = 0;
    const over = days.find((d, i) => {
      milesSoFar += d.distance;
      return costTo(i + 1, milesSoFar).total > budgetMax;
    });
    const day = over ?? days[days.length - 1];
    day.warnings = [
      ...(day.warnings ?? []),
      `By the end of this day the estimated cost passes your budget of $${budgetMax} (the whole trip is estimated at $${cost.total}).`,
    ];
  }
  return cost;
}

/**
 * Costs: each option's estimate (fuel by the rig's mileage, camping at the parks' reported fees,
 * food and activities by the budget level), the day it passes the traveller's budget, and the
 * trip's estimate on the chosen option.
 */
export const costsStep: PlanStep = {
  name: 'costs',
  run(ctx, state) {
    for (const option of state.options) {
      flagParksOverBudget(ctx, option);
      option.cost = optionCost(ctx, option);
    }
    const chosen = chosenOption(state, ctx.selectedRoute);
    state.cost = estimateCost({
      ...planRates(ctx),
      days: Math.max(ctx.input.duration, chosen.days.length),
      miles: round(optionMiles(chosen)),
      nightlyFees: chosen.nightlyFees,
    });
  },
};
