import type {
  AiPlan,
  Day,
  NormalizedTripInput,
  RouteOption,
  RouteType,
  RvPark,
} from '../../../shared/schemas/plan';
import { FULL_TIMER_MAX_DRIVING_HOURS, FULL_TIMER_MIN_NIGHTS } from '../../../shared/schemas/plan';
import type { BudgetLevel } from './activities';
import { activitySuggestions, dayActivities, dayMeals, parksNear } from './activities';
import type { CampgroundIndex } from './campgrounds';
import { amenityLabels, chooseCampground, knownNeeds, recreationGovUrl } from './campgrounds';
import { estimateCost } from './costs';
import type { ParkRow } from './data';
import { mapsSearchUrl } from './discover';
import type { GeoMatch, Gazetteer } from './gazetteer';
import { budgetView, fullTimerTips } from './full-timer';
import { formatDriveTime, gpsText, round } from './geo';
import type { Stop } from './itinerary';
import { splitIntoDays } from './itinerary';
import { recommendations } from './recommendations';
import type { RouteShape, Waypoint } from './routes';
import { buildRouteShapes } from './routes';

export interface PlannerData {
  gazetteer: Gazetteer;
  parks: readonly ParkRow[];
  campgrounds: CampgroundIndex;
}

export interface PlannerOptions {
  circuityFactor?: number; // road miles per great-circle mile
  fuelPricePerGallon?: number;
  campgroundRadiusMiles?: number;
  now?: () => Date;
}

export const DEFAULT_CIRCUITY = 1.2;
export const DEFAULT_FUEL_PRICE = 3.75;
export const DEFAULT_MAX_DRIVING_HOURS = 6;
const CAMPGROUND_RADIUS = 40;

export class LocationNotFoundError extends Error {
  constructor(readonly location: string) {
    super(`Could not find location: ${location}`);
    this.name = 'LocationNotFoundError';
  }
}

const addDays = (isoDate: string, n: number) => {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

const shortName = (m: GeoMatch) => m.name;

function budgetLevel(input: NormalizedTripInput): BudgetLevel {
  if (input.travelStyle === 'budget' || input.optimizeFor === 'cost') return 'low';
  if (input.budgetRange && input.budgetRange.max > 0) {
    const perDay = input.budgetRange.max / input.duration;
    if (perDay < 200) return 'low';
    if (perDay > 400) return 'high';
  }
  return input.rvType === 'class-a' ? 'high' : 'medium';
}

// An explicit limit wins; full-timer mode otherwise drives about 4 h a day.
export function maxDrivingHours(input: NormalizedTripInput): number {
  return (
    input.maxDrivingHoursPerDay ??
    (input.fullTimer ? FULL_TIMER_MAX_DRIVING_HOURS : DEFAULT_MAX_DRIVING_HOURS)
  );
}

// Which option the day-by-day plan follows: the requested one, else SPEC's default, balanced.
export function selectedRoute(input: NormalizedTripInput): RouteType {
  return input.routeType ?? 'balanced';
}

interface BuiltOption {
  option: RouteOption;
  warnings: string[];
  placeholders: number;
}

function buildOption(
  shape: RouteShape,
  input: NormalizedTripInput,
  data: PlannerData,
  opts: Required<Omit<PlannerOptions, 'now'>>,
): BuiltOption {
  const maxHours = maxDrivingHours(input);
  const avoid = input.avoidHighways === true;
  // Back roads: slower and a little longer.
  const speed = shape.speedMph * (avoid ? 0.85 : 1);
  const circuity = opts.circuityFactor + (avoid ? 0.05 : 0);
  const { days: skeleton, warnings } = splitIntoDays(shape, {
    duration: input.duration,
    maxHours,
    circuity,
    speedMph: speed,
    gazetteer: data.gazetteer,
    parks: data.parks,
    minNights: input.fullTimer ? FULL_TIMER_MIN_NIGHTS : 1,
  });
  const level = budgetLevel(input);
  const used = new Set<string>();
  const camps = new Map<number, RvPark>();
  let placeholders = 0;
  const notesByStop = new Map<number, string[]>();

  const parkFor = (stop: Stop, stopIndex: number): RvPark => {
    const cached = camps.get(stopIndex);
    if (cached) return cached;
    const candidates = data.campgrounds.near(stop, opts.campgroundRadiusMiles);
    const choice = chooseCampground(candidates, {
      rvType: input.rvType,
      specialNeeds: input.specialNeeds,
      cheap: level === 'low',
      exclude: used,
    });
    const notes: string[] = [];
    let park: RvPark;
    if (choice) {
      used.add(choice.row.id);
      const near = data.gazetteer.nameNear({ latitude: choice.row.lat, longitude: choice.row.lng }, 40);
      park = {
        id: choice.row.id,
        name: choice.row.name,
        amenities: amenityLabels(choice.row),
        amenitiesReported: true,
        price: choice.row.cost !== null ? `$${choice.row.cost}/night (reported)` : 'Price not listed',
        gpsCoordinates: gpsText({ latitude: choice.row.lat, longitude: choice.row.lng }),
        address: near ? `Near ${near.name}, ${near.state}` : `${choice.row.state}, United States`,
        facilityId: choice.row.facilityId,
        reservationUrl: recreationGovUrl(choice.row.facilityId),
        isPlaceholder: false,
        ...(choice.row.description ? { description: choice.row.description } : {}),
      };
      notes.push(
        `${choice.row.name} is a federal campground about ${Math.round(choice.distance)} miles from ${stop.name}. Amenities and fees are reported from its recreation.gov description; confirm length limits and hook-ups when you book.`,
      );
      if (choice.needsMet.length > 0) notes.push(`Its description mentions: ${choice.needsMet.join(', ')}.`);
      if (choice.needsMissing.length > 0) {
        notes.push(
          `No campground near ${stop.name} in our data lists ${choice.needsMissing.join(', ')}; check with the campground or choose a private RV park.`,
        );
      }
    } else {
      placeholders += 1;
      const label = `RV parks near ${stop.area}`;
      park = {
        name: label,
        amenities: [],
        amenitiesReported: true,
        price: 'Price not listed',
        gpsCoordinates: gpsText(stop),
        address: stop.area,
        searchUrl: mapsSearchUrl(label),
        isPlaceholder: true,
        warning: `No campground in our federal campground data lies within ${opts.campgroundRadiusMiles} miles of ${stop.name}. Search for private RV parks and book ahead.`,
      };
    }
    const unknown = input.specialNeeds.filter((n) => !knownNeeds.includes(n));
    if (unknown.length > 0 && stopIndex === 0)
      notes.push(`Our data cannot tell: ${unknown.join(', ')}. Ask the campground.`);
    camps.set(stopIndex, park);
    notesByStop.set(stopIndex, notes);
    return park;
  };

  const restCount = new Map<number, number>();
  const days: Day[] = skeleton.map((s) => {
    const rvPark = parkFor(s.to, s.stopIndex);
    const restIndex = s.restDay ? (restCount.get(s.stopIndex) ?? 0) : 0;
    if (s.restDay) restCount.set(s.stopIndex, restIndex + 1);
    const activityDetails = dayActivities({
      stop: s.to,
      parks: data.parks,
      style: input.travelStyle,
      driveHours: s.hours,
      restDay: s.restDay,
      restDayIndex: restIndex,
    });
    const notes = s.restDay
      ? [`Day ${restIndex + 2} of a ${s.nights}-night stay at ${rvPark.name}.`]
      : [...(notesByStop.get(s.stopIndex) ?? [])];
    if (!s.restDay && s.hours > maxHours + 0.05)
      notes.push(`A long day: ${formatDriveTime(s.hours)} of driving.`);
    if (!s.restDay && s.nights > 1) notes.push(`${s.nights}-night stay here.`);
    // Our data has nightly fees only; longer stays are often cheaper per night.
    if (!s.restDay && input.fullTimer && s.nights >= 7)
      notes.push(
        `Ask about a ${s.nights >= 28 ? 'monthly' : 'weekly'} rate: the cost estimate uses nightly rates.`,
      );
    return {
      day: s.day,
      date: addDays(input.departureDate, s.day - 1),
      title: s.restDay
        ? `Explore ${s.to.name}`
        : s.from.name === s.to.name
          ? `${s.to.name}`
          : `${s.from.name} to ${s.to.name}`,
      from: { name: s.from.name, latitude: round(s.from.latitude, 5), longitude: round(s.from.longitude, 5) },
      to: { name: s.to.name, latitude: round(s.to.latitude, 5), longitude: round(s.to.longitude, 5) },
      distance: round(s.miles),
      driveTime: s.restDay ? '0 min' : formatDriveTime(s.hours),
      driveHours: round(s.hours, 1),
      nights: s.nights,
      rvPark,
      activities: activityDetails.map((a) => a.name),
      activityDetails,
      meals: dayMeals({
        level,
        area: s.to.area,
        campName: rvPark.isPlaceholder ? `Camp near ${s.to.area}` : rvPark.name,
        driveDay: !s.restDay && s.hours > 0,
        dayNumber: s.day,
      }),
      notes,
    };
  });

  const miles = days.reduce((a, d) => a + d.distance, 0);
  const hours = skeleton.reduce((a, d) => a + d.hours, 0);
  const cost = estimateCost({
    rvType: input.rvType,
    days: input.duration,
    miles,
    fuelPricePerGallon: opts.fuelPricePerGallon,
    foodFactor: level === 'low' ? 0.75 : level === 'high' ? 1.3 : 1,
  });
  const option: RouteOption = {
    name: shape.name,
    type: shape.type,
    driveTime: formatDriveTime(hours),
    driveHours: round(hours, 1),
    distance: round(miles),
    description: avoid ? `${shape.description} Avoiding highways adds time.` : shape.description,
    color: shape.color,
    waypoints: shape.waypoints.map((w: Waypoint) => ({
      name: w.name,
      latitude: round(w.latitude, 5),
      longitude: round(w.longitude, 5),
    })),
    dailyItinerary: days,
    estimatedCost: cost.total,
  };
  return { option, warnings, placeholders };
}

export function planTrip(
  input: NormalizedTripInput,
  data: PlannerData,
  options: PlannerOptions = {},
): AiPlan {
  const opts = {
    circuityFactor: options.circuityFactor ?? DEFAULT_CIRCUITY,
    fuelPricePerGallon: options.fuelPricePerGallon ?? DEFAULT_FUEL_PRICE,
    campgroundRadiusMiles: options.campgroundRadiusMiles ?? CAMPGROUND_RADIUS,
  };
  const from = data.gazetteer.resolve(input.fromLocation);
  if (!from) throw new LocationNotFoundError(input.fromLocation);
  const to = data.gazetteer.resolve(input.toLocation);
  if (!to) throw new LocationNotFoundError(input.toLocation);

  const asWaypoint = (m: GeoMatch): Waypoint => ({
    name: shortName(m),
    latitude: m.latitude,
    longitude: m.longitude,
    parkId: m.parkId,
  });
  const shapes = buildRouteShapes(asWaypoint(from), asWaypoint(to), data.parks);
  const built = shapes.map((s) => buildOption(s, input, data, opts));
  const selected = selectedRoute(input);
  const chosen = built.find((b) => b.option.type === selected) ?? built[2];
  const days = chosen.option.dailyItinerary;
  const totalMiles = chosen.option.distance;
  const level = budgetLevel(input);
  const cost = estimateCost({
    rvType: input.rvType,
    days: input.duration,
    miles: totalMiles,
    fuelPricePerGallon: opts.fuelPricePerGallon,
    foodFactor: level === 'low' ? 0.75 : level === 'high' ? 1.3 : 1,
  });

  const warnings = [...chosen.warnings];
  if (chosen.placeholders > 0) {
    warnings.push(
      `${chosen.placeholders} of ${new Set(days.map((d) => d.to.name)).size} stops have no federal campground nearby in our data; they show an 'RV parks near' search instead.`,
    );
  }
  if ((from.state === 'HI') !== (to.state === 'HI'))
    warnings.push('No road connects Hawaii with the mainland: the distances are for reference only.');
  if (input.budgetRange && input.budgetRange.max > 0 && cost.total > input.budgetRange.max) {
    warnings.push(`The estimated cost of $${cost.total} is above your budget of $${input.budgetRange.max}.`);
  }

  const month = Number(input.departureDate.slice(5, 7));
  const stops = days.map((d) => d.to);
  const nearParks = [from, to, ...stops]
    .flatMap((p) => parksNear(p, data.parks, 80).map((n) => n.park))
    .filter((p, i, all) => all.findIndex((q) => q.id === p.id) === i);
  const suggestions = activitySuggestions(input.travelStyle, nearParks);
  const via = chosen.option.waypoints.slice(1, -1).map((w) => w.name);
  const title = `${shortName(from).split(',')[0]} to ${shortName(to).split(',')[0]} RV Trip`;
  const description =
    `A ${input.duration}-day ${input.fullTimer ? 'full-timer ' : ''}${input.travelStyle} trip from ${shortName(from)} to ${shortName(to)}` +
    (via.length ? ` via ${via.join(' and ')}` : '') +
    `: about ${totalMiles} miles and ${chosen.option.driveTime} of driving. Ideas for the way: ${suggestions.join(', ')}.`;

  const baseRecommendations = recommendations({
    rvType: input.rvType,
    month,
    points: [from, ...stops],
    fuelCost: cost.fuel,
    totalMiles,
    hasPlaceholders: chosen.placeholders > 0,
  });
  const planRecommendations = input.fullTimer
    ? {
        ...baseRecommendations,
        budgetTips: [
          ...baseRecommendations.budgetTips,
          'Camping here is estimated at nightly rates; weekly and monthly rates are not in our data and are often lower, so ask each park.',
        ],
        fullTimerTips: fullTimerTips({ month, points: [from, ...stops] }),
      }
    : baseRecommendations;

  return {
    overview: {
      title,
      description,
      totalDistance: totalMiles,
      estimatedCost: cost.total,
      totalDriveHours: chosen.option.driveHours,
      distanceNote: `Distances are estimates: straight-line distance x ${opts.circuityFactor} for roads, at RV speeds. Check a road map before you go.`,
    },
    routeOptions: built.map((b) => b.option),
    selectedRoute: chosen.option.type,
    dailyItinerary: days,
    recommendations: planRecommendations,
    costBreakdown: cost,
    ...(input.fullTimer ? { budgetView: budgetView(cost, input.duration) } : {}),
    source: 'builtin',
    warnings,
    generatedAt: (options.now ?? (() => new Date()))().toISOString(),
    input,
  };
}
