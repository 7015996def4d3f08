import type { GeoMatch } from '../../../catalogue/core/gazetteer';
import { routeRequest } from '../context';
import type { PlanStep } from '../plan-step';
import { newOptionDraft, required } from '../plan-state';
import type { RoutedPath } from '../../../routing/road-router';
import type { Waypoint } from '../routes';
import { buildRouteShapes, parksAlong, parksAtEnds, scenicShape, withoutParkDetours } from '../routes';
import { withTravellerStops } from '../stops';

const asWaypoint = (m: GeoMatch): Waypoint => ({
  name: m.name,
  latitude: m.latitude,
  longitude: m.longitude,
  parkId: m.parkId,
});

// The mountain passes a routed line meets in winter (or whenever the traveller keeps off passes):
// crossed with no way round within reach, or gone around (road-seasons.ts). A day's own leg, from
// other ends, may find no way round one the option went around. A pass only named for its state's
// chain-law season (Colorado's from September 1) is open road: no reason to give up a park.
const passesMet = (path: RoutedPath) =>
  new Set((path.restrictions ?? []).filter((r) => r.pass === true && r.shoulder !== true).map((r) => r.id));

/**
 * Route shapes: the fastest, balanced and scenic options' waypoints (the scenic one follows the
 * scenic roads' corridor and the parks close to it; the traveller's own stops replace the parks
 * when they gave any), each routed on roads. A park detour whose roads meet a pass the fastest
 * option does not is left out, and the option routed again without it (withoutParkDetours).
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
    const fastest = shapes.findIndex((s) => s.type === 'fastest');
    // The traveller's own stops are theirs to keep: only the planner's park detours give way.
    if (fastest >= 0 && (ctx.input.stops ?? []).length === 0) {
      const direct = passesMet(paths[fastest]);
      await Promise.all(
        shapes.map(async (shape, i) => {
          const parks = shape.waypoints.slice(1, -1).filter((w) => w.parkId !== undefined);
          if (i === fastest || parks.length === 0) return;
          if (![...passesMet(paths[i])].some((id) => !direct.has(id))) return;
          shapes[i] = withoutParkDetours(shape, parks, ctx.avoidPasses);
          paths[i] = await ctx.router.route(shapes[i].waypoints, routeRequest(ctx, shape.type));
        }),
      );
    }
    state.options = shapes.map((shape, i) => newOptionDraft(shape, paths[i]));
  },
};
