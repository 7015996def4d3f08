import type { PlanStep } from '../plan-step';

// The bundled road network covers the lower 48 states and DC.
export class NoRoadRouteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NoRoadRouteError';
  }
}

export class LocationNotFoundError extends Error {
  constructor(readonly location: string) {
    super(`Could not find location: ${location}`);
    this.name = 'LocationNotFoundError';
  }
}

/** Places: the trip's start and end found in the gazetteer, both on the road network. */
export const placesStep: PlanStep = {
  name: 'places',
  run(ctx, state) {
    const { gazetteer } = ctx.data;
    const from = gazetteer.resolve(ctx.input.fromLocation);
    if (!from) throw new LocationNotFoundError(ctx.input.fromLocation);
    const to = gazetteer.resolve(ctx.input.toLocation);
    if (!to) throw new LocationNotFoundError(ctx.input.toLocation);
    for (const end of [from, to]) {
      if (end.state === 'AK' || end.state === 'HI')
        throw new NoRoadRouteError(
          `Our road network covers the lower 48 states: we cannot route a drive to or from ${end.name}.`,
        );
    }
    state.places = { from, to };
  },
};
