import type { PlanStep } from '../plan-step';
import type { OptionDraft } from '../plan-state';
import { optionMiles } from '../plan-state';

// An option's drive time as the plan shows it: whole minutes.
const minutesOf = (o: OptionDraft) => Math.round(o.dayHours.reduce((a, h) => a + h, 0) * 60);

/**
 * The option named Fastest is never slower than another option shown. Its routing profile keeps to
 * the fastest roads, but the days' legs to each night's park can make its drive slower than
 * another's in the end (Albuquerque to San Antonio by Big Bend for a van: "Fastest" 1,043 mi in
 * 18 h 55, "Balanced" 949 mi in 18 h 52). Then the Fastest option is the quicker option's road and
 * days, and says it drives the same roads as that one.
 */
export const fastestOptionStep: PlanStep = {
  name: 'fastest option',
  run(_ctx, state) {
    const i = state.options.findIndex((o) => o.shape.type === 'fastest');
    if (i < 0) return;
    const fastest = state.options[i];
    let quicker: OptionDraft | undefined;
    for (const o of state.options) {
      if (o === fastest) continue;
      const best = quicker ?? fastest;
      if (
        minutesOf(o) < minutesOf(best) ||
        (quicker && minutesOf(o) === minutesOf(best) && optionMiles(o) < optionMiles(best))
      )
        quicker = o;
    }
    if (!quicker) return;
    state.options[i] = {
      ...quicker,
      // Its own copies: later steps write the chosen option's days and warnings.
      days: structuredClone(quicker.days),
      dayHours: [...quicker.dayHours],
      warnings: [...quicker.warnings],
      nightlyFees: [...quicker.nightlyFees],
      shape: {
        ...quicker.shape,
        type: 'fastest',
        name: fastest.shape.name,
        color: fastest.shape.color,
        speedMph: fastest.shape.speedMph,
        description: `The quickest of the options here: the same roads and nights as the ${quicker.shape.name} (the most direct roads, ${Math.round(optionMiles(fastest))} mi, came out slower, at ${formatMinutes(minutesOf(fastest))}, with this trip's nights).`,
      },
    };
  },
};

const formatMinutes = (m: number) => `${Math.floor(m / 60)} h ${m % 60} min`;
