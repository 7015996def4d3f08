import type { TripPlan, RouteOption } from '@shared/schemas/plan';
import { joinedGeometry } from '@shared/trips/park-reroute';
import { routeClause, tripLengthText } from '@shared/plan/overview-texts';
import { ROAD_DISTANCE_NOTE, ROAD_LIMITS_NOTE } from '../../routing/core/notes';
import { encodePath } from '../../routing/core/road-geometry';
import { activitySuggestions } from './activities';
import { drivenLine, drivenRoads } from './driven-route';
import { parksAlongTheWay } from './ideas-along';
import type { PlanContext } from './context';
import { budgetView, fullTimerTips } from './full-timer';
import { childrenRules, travellersPhrase } from './travellers';
import { formatDriveTime, round } from '../../geo';
import type { OptionDraft, PlanState } from './plan-state';
import { chosenOption, optionMiles, required } from './plan-state';
import { recommendations } from './recommendations';

function routeOption(ctx: PlanContext, option: OptionDraft, fastestMiles: number): RouteOption {
  const { shape, path, days } = option;
  const hours = option.dayHours.reduce((a, h) => a + h, 0);
  // Every word of the route is of the road its days drive (a night re-routed off the path included).
  const roads = drivenRoads(option);
  return {
    name: shape.name,
    type: shape.type,
    driveTime: formatDriveTime(hours),
    driveHours: round(hours, 1),
    distance: round(optionMiles(option)),
    description: `${shapeDescription(option, fastestMiles)}${roads.length ? ` Main roads: ${roads.slice(0, 6).join(', ')}.` : ''}${ctx.avoidHighways ? ' Avoiding Interstates adds time.' : ''}`,
    color: shape.color,
    // The line the days drive: their legs joined, once any of them was re-routed to a park.
    geometry:
      (option.nights.size > 0 && [...option.nights.values()].some((n) => n.leg.path !== path)
        ? joinedGeometry(days)
        : null) ?? encodePath(path),
    roads,
    waypoints: shape.waypoints.map((w) => ({
      name: w.name,
      latitude: round(w.latitude, 5),
      longitude: round(w.longitude, 5),
    })),
    dailyItinerary: days,
    estimatedCost: required(option.cost, 'option cost').total,
  };
}

// The balanced shape is drawn before routing, its detour measured in straight lines: by road it may
// come out far longer (Tacoma to Bellingham by Olympic National Park, 329 miles for 128, around Puget
// Sound). Past this many road miles more than the fastest option (and this share of it), the detour
// is said with its cost, not as "a short detour ... without many extra miles".
const SHORT_DETOUR_MILES = 100;
const SHORT_DETOUR_SHARE = 0.3;

/** The shape's description, true of the option's road miles against the fastest option's (`fastestMiles`). */
function shapeDescription(option: OptionDraft, fastestMiles: number): string {
  const { shape } = option;
  const extra = optionMiles(option) - fastestMiles;
  if (!shape.detourVia || extra <= Math.max(SHORT_DETOUR_MILES, SHORT_DETOUR_SHARE * fastestMiles))
    return shape.description;
  return `A detour to ${shape.detourVia} for a highlight on the way: about ${Math.round(extra).toLocaleString('en-US')} more road miles than the Fastest Route.`;
}

function planRecommendations(
  ctx: PlanContext,
  state: PlanState,
  points: Parameters<typeof fullTimerTips>[0]['points'],
) {
  const { input } = ctx;
  const cost = required(state.cost, 'cost');
  const chosen = chosenOption(state, ctx.selectedRoute);
  const month = ctx.dates.monthOfDay(1);
  const base = recommendations({
    rvType: input.rvType,
    month,
    points,
    fuelCost: cost.fuel,
    totalMiles: round(optionMiles(chosen)),
    hasPlaceholders: chosen.placeholders > 0,
  });
  if (!input.fullTimer) return base;
  return {
    ...base,
    budgetTips: [
      ...base.budgetTips,
      'Camping here is estimated at nightly rates; weekly and monthly rates are not in our data and are often lower, so ask each park.',
    ],
    fullTimerTips: fullTimerTips({ month, points }),
  };
}

/** The plan as the shared schema has it, from what the steps worked out. */
export function assemblePlan(ctx: PlanContext, state: PlanState, generatedAt: Date): TripPlan {
  const { input } = ctx;
  const { from, to } = required(state.places, 'places');
  const cost = required(state.cost, 'cost');
  const fastest = state.options.find((o) => o.shape.type === 'fastest');
  const fastestMiles = fastest ? optionMiles(fastest) : Infinity;
  const options = state.options.map((o) => routeOption(ctx, o, fastestMiles));
  const chosen = options[state.options.indexOf(chosenOption(state, ctx.selectedRoute))];
  const days = chosen.dailyItinerary;
  const month = ctx.dates.monthOfDay(1);
  const stops = days.map((d) => d.to);
  // The parks the chosen route goes by between its ends, in the order it reaches them.
  const option = chosenOption(state, ctx.selectedRoute);
  const visited = new Set(option.shape.waypoints.flatMap((w) => (w.parkId ? [w.parkId] : [])));
  const alongParks = parksAlongTheWay(drivenLine(option), ctx.data.parks, [from, to], visited);
  const suggestions = activitySuggestions(
    input.travelStyle,
    alongParks,
    { month, closures: ctx.parkClosures, date: ctx.dates.ofDay(1), rigRoads: ctx.parkRigRoads },
    childrenRules(input),
  );
  const via = chosen.waypoints.slice(1, -1).map((w) => w.name);
  const description =
    `A ${tripLengthText(input.duration)} ${input.fullTimer ? 'full-timer ' : ''}${input.travelStyle} trip${travellersPhrase(input)}` +
    routeClause(from.name, to.name, via, chosen.distance, chosen.driveTime) +
    ` Ideas for the way: ${suggestions.join(', ')}.`;
  return {
    overview: {
      title: `${from.name.split(',')[0]} to ${to.name.split(',')[0]} RV Trip`,
      description,
      totalDistance: chosen.distance,
      estimatedCost: cost.total,
      totalDriveHours: chosen.driveHours,
      distanceNote: `${ctx.router.distanceNote?.() ?? ROAD_DISTANCE_NOTE} ${ROAD_LIMITS_NOTE}`,
    },
    routeOptions: options,
    selectedRoute: chosen.type,
    dailyItinerary: days,
    recommendations: planRecommendations(ctx, state, [from, ...stops]),
    costBreakdown: cost,
    ...(input.fullTimer ? { budgetView: budgetView(cost, input.duration) } : {}),
    source: 'builtin',
    warnings: state.warnings,
    generatedAt: generatedAt.toISOString(),
    input,
  };
}
