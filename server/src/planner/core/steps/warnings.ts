import type { PlanContext } from '../context';
import type { PlanStep } from '../plan-step';
import type { OptionDraft, PlanState } from '../plan-state';
import { chosenOption, required } from '../plan-state';
import { drivenInterstates } from '../driven-route';
import { amenityNeeds, andList } from '../preferences';
import { regionPlacedText } from '../../../catalogue/core/travel-regions';

// Avoiding highways weighs Interstates down; where no other road gets through, the route says so.
function interstatesKept(option: OptionDraft): string | undefined {
  const { shape } = option;
  // The Interstates the days drive (a night re-routed off the option's path drives its own leg).
  const interstates = drivenInterstates(option);
  if (interstates.length === 0) return undefined;
  return `Avoid highways: our road network has no way around ${andList(interstates)} on the ${shape.name}, so it still uses ${interstates.length === 1 ? 'it' : 'them'} for part of the way.`;
}

function tripWarnings(ctx: PlanContext, state: PlanState): string[] {
  const { input } = ctx;
  const chosen = chosenOption(state, ctx.selectedRoute);
  const cost = required(state.cost, 'cost');
  const routing = ctx.router.warning();
  // A region named as an end (Cape Cod) is planned at a town of it: said first, never a silent guess.
  const { from, to } = required(state.places, 'places');
  const regions = (['start', 'end'] as const).flatMap((end) => {
    const place = end === 'start' ? from : to;
    return place.region ? [regionPlacedText(place.name, place.region, end)] : [];
  });
  const warnings = [...regions, ...(routing ? [routing] : []), ...chosen.warnings];
  if (chosen.placeholders > 0) {
    warnings.push(
      `${chosen.placeholders} of ${new Set(chosen.days.map((d) => d.to.name)).size} stops have no suitable campground nearby in our data; they show an 'RV parks near' search instead.`,
    );
  }
  if (input.budgetRange && input.budgetRange.max > 0 && cost.total > input.budgetRange.max) {
    warnings.push(`The estimated cost of $${cost.total} is above your budget of $${input.budgetRange.max}.`);
  } else if (input.budgetRange && input.budgetRange.min > 0 && cost.total < input.budgetRange.min) {
    // Parks are never picked to spend more: a plan under the range says so instead of padding it.
    warnings.push(
      `The estimated cost of $${cost.total} is below your budget of $${input.budgetRange.min} to $${input.budgetRange.max}: parks and stays were chosen on fit and route, not to spend more.`,
    );
  }
  // Preferences our data cannot speak to are said, never silently dropped.
  const unknownAmenities = amenityNeeds(input.preferredAmenities).unknown;
  if (unknownAmenities.length > 0)
    warnings.push(
      `Our campground data does not report ${andList(unknownAmenities)}, so the parks could not be chosen for ${unknownAmenities.length === 1 ? 'it' : 'them'}: ask each park.`,
    );
  const unsupported = ctx.priorities?.unsupported ?? [];
  if (unsupported.length > 0)
    warnings.push(
      `Our activity data covers National Park Service sites only, so it has nothing for ${andList(unsupported)}: the days could not be planned around ${unsupported.length === 1 ? 'it' : 'them'}.`,
    );
  return warnings;
}

/**
 * Warnings: what each option cannot do as asked (Interstates it cannot avoid), then the trip's:
 * a routing service that failed, the chosen option's own, stops without a park, the budget, and
 * preferences our data cannot speak to.
 */
export const warningsStep: PlanStep = {
  name: 'warnings',
  run(ctx, state) {
    if (ctx.avoidHighways)
      for (const option of state.options) {
        const kept = interstatesKept(option);
        if (kept) option.warnings.push(kept);
      }
    state.warnings = tripWarnings(ctx, state);
  },
};
