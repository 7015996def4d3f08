import type { GeoMatch } from '../../../catalogue/core/gazetteer';
import { routeRequest } from '../context';
import type { PlanStep } from '../plan-step';
import { newOptionDraft, required } from '../plan-state';
import type { Waypoint } from '../routes';
import { buildRouteShapes, parksAlong, parksAtEnds, scenicShape } from '../routes';
import { withTravellerStops } from '../stops';

const asWaypoint = (m: GeoMatch): Waypoint => ({
  name: m.name,
  latitude: m.latitude,
  longitude: m.longitude,
  parkId: m.parkId,
});

/**
 * Route shapes: the fastest, balanced and scenic options' waypoints (the scenic one follows the
 * scenic roads' corridor and the parks close to it; the traveller's own stops replace the parks
 * when they gave any), each routed on roads.
 */
export const routeShapesStep: PlanStep = {
  name: 'route shapes',
  async run(ctx, state) {
    const { from, to } = required(state.places, 'places');
    const a = asWaypoint(from);
    const b = asWaypoint(to);
    const corridor = ctx.router.corridor([a, b], routeRequest(ctx, 'scenic'));
    const shapes = withTravellerStops(
      buildRouteShapes(a, b, ctx.data.parks).map((s) =>
        s.type === 'scenic'
          ? scenicShape(a, b, parksAlong(corridor, a, b, ctx.data.parks), parksAtEnds(a, b, ctx.data.parks))
          : s,
      ),
      ctx.input.stops ?? [],
    );
    const paths = await Promise.all(
      shapes.map((s) => ctx.router.route(s.waypoints, routeRequest(ctx, s.type))),
    );
    state.options = shapes.map((shape, i) => newOptionDraft(shape, paths[i]));
  },
};
