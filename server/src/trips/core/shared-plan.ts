import type { Day, Meal, PlacePoint, RvPark, TravellerEdit, TripPlan } from '@shared/schemas/plan';
import { OPTIMIZE_AMENITY_OPTIONS } from '@shared/schemas/needs';
import { OPTIMIZE_ACTIVITY_OPTIONS } from '@shared/schemas/trip';

// The plan a visitor of a default share sees, built by allow-list down to the plan's fields: what the
// planner made from the catalogue and the roads (days, parks, drives, costs, road stops), never what
// the traveller typed. Day notes and meal notes are left out whole (the planner's notes name the
// traveller's stops), the traveller's edits and their record are left out, the input keeps only its
// choices (no stops, budgets or free text), and every stop name the traveller typed is replaced,
// wherever the planner repeated it (titles, places, descriptions), by "Stop N". A field added to the
// plan later stays private until it is listed here.

const PRIVATE_TEXT = 'Private';

/** What the traveller typed into the plan, each with what a visitor sees instead. */
function typedTexts(plan: TripPlan): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  (plan.input.stops ?? []).forEach((stop, i) => out.push([stop.name.trim(), `Stop ${i + 1}`]));
  const edits: TravellerEdit[] = plan.travellerEdits ?? [];
  for (const edit of edits) {
    if (edit.kind === 'note') out.push([edit.text.trim(), PRIVATE_TEXT]);
    if (edit.kind === 'activity') out.push([edit.detail.name.trim(), PRIVATE_TEXT], [edit.detail.description.trim(), PRIVATE_TEXT]);
    // A park the traveller chose keeps its catalogue name; one they typed themselves has no id.
    if (edit.kind === 'park' && !edit.park.id && !edit.park.facilityId) {
      out.push([edit.park.name.trim(), 'A park chosen by the traveller'], [edit.park.address.trim(), PRIVATE_TEXT]);
    }
  }
  // Labels of the optimize form are the app's own; any other label was typed (the API takes any text).
  const known = new Set<string>([...OPTIMIZE_AMENITY_OPTIONS, ...OPTIMIZE_ACTIVITY_OPTIONS]);
  for (const label of [...(plan.input.preferredAmenities ?? []), ...(plan.input.prioritizeActivities ?? [])]) {
    if (!known.has(label)) out.push([label.trim(), PRIVATE_TEXT]);
  }
  // As the planner writes them into links (search URLs) too.
  for (const [text, label] of [...out]) {
    const encoded = encodeURIComponent(text);
    if (encoded !== text) out.push([encoded, encodeURIComponent(label)], [encoded.replace(/%20/g, '+'), encodeURIComponent(label).replace(/%20/g, '+')]);
  }
  // Longest first, so a name inside another is replaced after it; very short texts are left alone.
  return out.filter(([text]) => text.length >= 3).sort((a, b) => b[0].length - a[0].length);
}

function scrubber(typed: Array<[string, string]>) {
  return (text: string): string => {
    let out = text;
    for (const [secret, label] of typed) if (out.includes(secret)) out = out.split(secret).join(label);
    return out;
  };
}

type Scrub = (text: string) => string;

const point = (p: PlacePoint, scrub: Scrub): PlacePoint => ({ name: scrub(p.name), latitude: p.latitude, longitude: p.longitude });

function park(p: RvPark, scrub: Scrub): RvPark {
  const { name, address, description, warning, searchUrl, ...facts } = p;
  return {
    ...facts,
    ...(searchUrl === undefined ? {} : { searchUrl: scrub(searchUrl) }),
    name: scrub(name),
    address: scrub(address),
    ...(description === undefined ? {} : { description: scrub(description) }),
    ...(warning === undefined ? {} : { warning: scrub(warning) }),
  };
}

const meal = (m: Meal, scrub: Scrub): Meal => ({
  mealType: m.mealType,
  name: scrub(m.name),
  type: m.type,
  location: scrub(m.location),
  priceRange: m.priceRange,
});

function day(d: Day, scrub: Scrub, typedActivities: Set<string>): Day {
  const activities = d.activities.filter((a) => !typedActivities.has(a.trim()));
  return {
    day: d.day,
    date: d.date,
    title: scrub(d.title),
    from: point(d.from, scrub),
    to: point(d.to, scrub),
    distance: d.distance,
    driveTime: d.driveTime,
    driveHours: d.driveHours,
    nights: d.nights,
    rvPark: park(d.rvPark, scrub),
    activities: activities.map(scrub),
    activityDetails: d.activityDetails
      .filter((a) => !typedActivities.has(a.name.trim()))
      .map((a) => ({ name: scrub(a.name), type: a.type, duration: a.duration, description: scrub(a.description), ...(a.parkId ? { parkId: a.parkId } : {}) })),
    meals: d.meals.map((m) => meal(m, scrub)),
    notes: [],
    ...(d.geometry ? { geometry: d.geometry } : {}),
    ...(d.warnings ? { warnings: d.warnings.map(scrub) } : {}),
    ...(d.via ? { via: d.via.map((v) => point(v, scrub)) } : {}),
    ...(d.roadStops ? { roadStops: d.roadStops } : {}),
  };
}

/** The traveller's choices, without stops, money settings, park or activity labels they typed. */
function input(i: TripPlan['input']): TripPlan['input'] {
  const keep = ['rvType', 'travelStyle', 'specialNeeds', 'planningMode', 'maxDrivingHoursPerDay', 'avoidHighways', 'avoidPasses', 'optimizeFor', 'routeType', 'fullTimer', 'paceRule', 'departureTime', 'rig'] as const;
  const out: Record<string, unknown> = {
    fromLocation: i.fromLocation,
    toLocation: i.toLocation,
    departureDate: i.departureDate,
    duration: i.duration,
  };
  for (const key of keep) if (i[key] !== undefined) out[key] = i[key];
  return out as TripPlan['input'];
}

export function sharedPlanOf(plan: TripPlan): TripPlan {
  const typed = typedTexts(plan);
  const scrub = scrubber(typed);
  const typedActivities = new Set((plan.travellerEdits ?? []).flatMap((e) => (e.kind === 'activity' ? [e.detail.name.trim()] : [])));
  const days = (list: Day[]) => list.map((d) => day(d, scrub, typedActivities));
  const { overview } = plan;
  return {
    overview: {
      title: scrub(overview.title),
      description: scrub(overview.description),
      totalDistance: overview.totalDistance,
      estimatedCost: overview.estimatedCost,
      totalDriveHours: overview.totalDriveHours,
      distanceNote: scrub(overview.distanceNote),
    },
    routeOptions: plan.routeOptions.map((r) => ({
      ...r,
      name: scrub(r.name),
      description: scrub(r.description),
      waypoints: r.waypoints.map((w) => point(w, scrub)),
      dailyItinerary: days(r.dailyItinerary),
    })),
    selectedRoute: plan.selectedRoute,
    dailyItinerary: days(plan.dailyItinerary),
    recommendations: {
      packingTips: plan.recommendations.packingTips.map(scrub),
      weatherConsiderations: plan.recommendations.weatherConsiderations.map(scrub),
      budgetTips: plan.recommendations.budgetTips.map(scrub),
      safetyTips: plan.recommendations.safetyTips.map(scrub),
      ...(plan.recommendations.fullTimerTips ? { fullTimerTips: plan.recommendations.fullTimerTips.map(scrub) } : {}),
    },
    costBreakdown: { ...plan.costBreakdown, ...(plan.costBreakdown.campingBasis ? { campingBasis: scrub(plan.costBreakdown.campingBasis) } : {}) },
    ...(plan.budgetView ? { budgetView: { ...plan.budgetView, note: scrub(plan.budgetView.note) } } : {}),
    source: plan.source,
    warnings: plan.warnings.map(scrub),
    generatedAt: plan.generatedAt,
    input: input(plan.input),
  };
}
