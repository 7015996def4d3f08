import { ROAD_STOP_TEXT } from '@shared/plan/day-texts';
import type { Day } from '@shared/schemas/plan';
import type { Rig } from '@shared/schemas/rig';
import type { RoadStop, RoadStopKind } from '@shared/schemas/road-stops';
import { ROAD_STOP_KINDS } from '@shared/schemas/road-stops';
import { fuelStretchMiles, isBigRig } from '@shared/plan/rig-profile';
import type { LinePoint } from '@shared/plan/polyline';
import type { ParkFacts } from '@shared/plan/park-facts';
import { parkEmptiesTanks, parkFillsWater } from '@shared/plan/park-facts';
import { round } from '../../../geo';
import type { ServiceCatalogue, ServiceRow } from '../../../catalogue/core/services';
import type { PlanContext } from '../context';
import type { PlanStep } from '../plan-step';
import type { OptionDraft } from '../plan-state';
import { required } from '../plan-state';
import type { AlongRoad, RoadLine } from './road-line';
import { detourMiles, onItsSide, placesAlong, roadLine } from './road-line';
import { optionRoad } from './option-road';
import type { OvernightOffer } from './road-overnight';
import { overnightOffer } from './road-overnight';
import { fuelGapWarning, planPropane } from './road-propane';
import type { TankDay } from './road-stop-rules';
import { planBreaks, planFuel, planTanks, TANK_NIGHTS } from './road-stop-rules';

// Straight-line reach of each kind off the day's line. Truck stops sit at exits; a small rig may
// go a little further into a town. Rest areas are on the highway itself.
const CORRIDOR_MILES = { bigRigFuel: 2, fuel: 3, rest: 1, dump: 5, water: 5 } as const;

/** What the road-stop rules read of a day, and the three fields they write. */
export type StopsDay = Pick<
  Day,
  | 'day'
  | 'date'
  | 'to'
  | 'distance'
  | 'driveHours'
  | 'nights'
  | 'rvPark'
  | 'geometry'
  | 'notes'
  | 'warnings'
  | 'roadStops'
>;

/** One drive day with its line and the places along it, found once and shared by the rules. */
interface RoadDay {
  index: number;
  day: StopsDay;
  line: RoadLine;
  /** What the night's park reports of a dump station, water and sewer. */
  park: ParkFacts;
  fuel: AlongRoad[];
  rest: AlongRoad[];
  stops: Array<{ kind: RoadStopKind; at: AlongRoad; note?: string; breakOnly?: true }>;
}

// What a free overnight night is, as a sentence names it.
const FREE_NIGHT_NOUN = {
  store: "a store's parking lot",
  'rest-area': 'a rest area',
  'public-land': 'free public-land camping with no dump station reported',
} as const;

/** A day's line (its `geometry`'s points), by the day's index in the run; undefined without a drive. */
export type LineOf = (index: number, day: StopsDay) => readonly LinePoint[] | undefined;

/** What a day's park reports of a dump station, water and sewer, by the day's index in the run. */
export type FactsOf = (index: number, day: StopsDay) => ParkFacts;

/** The overnight-parking offer of a drive day (by its index among the days), when there is one. */
export type OvernightFor = (index: number, day: StopsDay) => OvernightOffer | undefined;

/** What the road-stop rules read of each day beside the day itself: its line, its park's facts, the overnight offer. */
export interface DaySources {
  lineOf: LineOf;
  factsOf: FactsOf;
  overnightFor: OvernightFor;
}

/**
 * Whether a fuel stop serves the drive at a line point: a toll road's plaza on one side of the road
 * serves only that direction of travel (road-line.ts's onItsSide, the rule of every one-direction
 * place), and a diesel rig is not sent to one whose page says only gasoline
 * (catalogue/core/toll-plaza-fuel.ts). A truck stop says neither and always fits.
 */
export const fuelStopFits =
  (rig: Pick<Rig, 'fuel'>, line: RoadLine, services: Pick<ServiceCatalogue, 'near'>) =>
  (row: ServiceRow, index: number): boolean =>
    (!row.fuels || row.fuels.includes(rig.fuel)) && onItsSide(line, services)(row, index);

function roadDays(ctx: PlanContext, days: readonly StopsDay[], { lineOf, factsOf }: DaySources): RoadDay[] {
  // A big rig (diesel or gas) keeps to stations close by the road, where it can pull in and out.
  const bigRig = isBigRig(ctx.rig);
  const out: RoadDay[] = [];
  days.forEach((day, index) => {
    const points = day.geometry && day.distance > 0 ? lineOf(index, day) : undefined;
    if (!points) return;
    const line = roadLine(points, day.distance);
    const services = ctx.data.services;
    out.push({
      index,
      day,
      line,
      park: factsOf(index, day),
      fuel: placesAlong(
        line,
        services,
        'fuel',
        bigRig ? CORRIDOR_MILES.bigRigFuel : CORRIDOR_MILES.fuel,
        fuelStopFits(ctx.rig, line, services),
        day.date,
      ),
      // A rest area on one side of a divided highway serves only that direction of travel.
      rest: placesAlong(line, services, 'rest', CORRIDOR_MILES.rest, onItsSide(line, services), day.date),
      stops: [],
    });
  });
  return out;
}

function addFuelAndBreaks(ctx: PlanContext, days: RoadDay[]) {
  const stretch = fuelStretchMiles(ctx.rig);
  const fuel = planFuel(
    days.map((d) => ({ miles: d.day.distance, candidates: d.fuel })),
    stretch,
  );
  days.forEach((d, i) => {
    for (const at of fuel[i].stops) {
      const early = fuel[i].early.find((e) => e.at === at);
      d.stops.push({ kind: 'fuel', at, ...(early ? { note: earlyFillNote(early.nextInMiles) } : {}) });
    }
    for (const gap of fuel[i].gaps) warn(d.day, fuelGapWarning(ctx.rig, gap, stretch));
    const breaks = planBreaks(
      { miles: d.day.distance, hours: d.day.driveHours },
      fuel[i].stops,
      d.rest,
      d.fuel.filter((f) => !fuel[i].stops.includes(f)),
    );
    // A station taken only for a break is no fuel stop: the tank is planned by the fuel stops above.
    for (const at of breaks.stops)
      d.stops.push(
        at.row.kind === 'fuel'
          ? { kind: 'fuel', at, breakOnly: true, note: BREAK_AT_STATION_NOTE }
          : { kind: at.row.kind, at },
      );
    if (breaks.missedAtHours.length > 0)
      note(
        d.day,
        `${ROAD_STOP_TEXT.breaks}no rest area or truck stop in our data near hour ${breaks.missedAtHours.join(' and ')} of the drive; stop in a town on the way.`,
      );
  });
}

// Standalone dump stations before campgrounds' (which may turn passers-by away), each in route order.
function dumpCandidates(ctx: PlanContext, d: RoadDay) {
  const all = placesAlong(d.line, ctx.data.services, 'dump', CORRIDOR_MILES.dump, undefined, d.day.date);
  const standalone = all.filter((a) => a.row.detail === 'standalone');
  return standalone.length > 0 ? standalone : all;
}

function waterCandidates(ctx: PlanContext, d: RoadDay) {
  const all = placesAlong(d.line, ctx.data.services, 'water', CORRIDOR_MILES.water, undefined, d.day.date);
  const camps = all.filter((a) => a.row.detail === 'campground');
  return camps.length > 0 ? camps : all;
}

function addTanks(ctx: PlanContext, days: RoadDay[]) {
  const tankDays = (serves: (park: ParkFacts) => boolean, find: (d: RoadDay) => AlongRoad[]): TankDay[] =>
    days.map((d) => ({
      miles: d.day.distance,
      stay: d.day.nights,
      parkServes: serves(d.park),
      candidates: () => find(d),
    }));
  const dumps = planTanks(tankDays(parkEmptiesTanks, (d) => dumpCandidates(ctx, d)));
  const water = planTanks(tankDays(parkFillsWater, (d) => waterCandidates(ctx, d)));
  days.forEach((d, i) => {
    const dump = dumps[i];
    if (dump.stop) d.stops.push({ kind: 'dump', at: dump.stop });
    if (dump.overdueNights !== undefined)
      warn(
        d.day,
        `${ROAD_STOP_TEXT.dump}by the end of this stay your tanks will hold ${dump.overdueNights} nights (about ${TANK_NIGHTS} is the most), ${d.day.rvPark.isPlaceholder ? 'no park is chosen' : d.day.rvPark.freeOvernight ? `tonight is ${FREE_NIGHT_NOUN[d.day.rvPark.freeOvernight.kind]} (${d.day.rvPark.name})` : `${d.day.rvPark.name} reports no dump station or sewer`}, and no dump station in our data lies along today's drive: ask the park or find one on the way.`,
      );
    // Water is a hint from thin data: where none lies along the road, the day says nothing.
    const w = water[i];
    if (w.stop) d.stops.push({ kind: 'water', at: w.stop });
  });
}

// Why a fill comes while the tank is still well up (road-stop-rules.ts, planFuel's `early`).
const earlyFillNote = (nextInMiles: number | undefined) =>
  nextInMiles === undefined
    ? 'Fill up here though the tank is still well up: our data lists no truck stop or travel centre further on this trip'
    : `Fill up here though the tank is still well up: it is the last truck stop or travel centre in our data before the tank runs low (the next is about ${Math.round(nextInMiles)} mi on)`;

const BREAK_AT_STATION_NOTE =
  "A break about two hours into the drive (no rest area near): the tank needs no fill here, the day's fuel stops are the ones marked Fuel";

const warn = (day: StopsDay, text: string) => {
  day.warnings = [...(day.warnings ?? []), text];
};
const note = (day: StopsDay, text: string) => {
  day.notes = [...day.notes, text];
};

function toRoadStop(kind: RoadStopKind, at: AlongRoad, extraNote?: string, breakOnly?: true): RoadStop {
  const r = at.row;
  const sentence = (t: string) => (/[.!?]$/.test(t) ? t : `${t}.`);
  const stopNote = [r.note, extraNote]
    .filter((t): t is string => !!t)
    .map(sentence)
    .join(' ');
  return {
    kind,
    name: r.name,
    ...(r.brand ? { brand: r.brand } : {}),
    latitude: round(r.latitude, 5),
    longitude: round(r.longitude, 5),
    mile: Math.round(at.mile),
    detourMiles: detourMiles(at.offMiles),
    source: r.source,
    ...(r.attribution ? { attribution: r.attribution } : {}),
    ...(r.attributionUrl ? { attributionUrl: r.attributionUrl } : {}),
    ...(stopNote ? { note: stopNote.slice(0, 500) } : {}),
    ...(breakOnly ? { breakOnly } : {}),
  };
}

const kindOrder = (k: RoadStopKind) => ROAD_STOP_KINDS.indexOf(k);

/**
 * The road stops of a run of days (a route option's, in order, rest days included): each drive day
 * gets its `roadStops`, and what the data cannot offer is appended to its notes and warnings. Fuel,
 * tanks and propane carry from one day to the next, so a day's stops depend on the days before it.
 */
export function planDayStops(ctx: PlanContext, days: readonly StopsDay[], sources: DaySources) {
  const road = roadDays(ctx, days, sources);
  addFuelAndBreaks(ctx, road);
  addTanks(ctx, road);
  for (const { d, at, dayNote } of planPropane(ctx, road)) {
    if (at) d.stops.push({ kind: 'propane', at });
    if (dayNote) note(d.day, dayNote);
  }
  for (const d of road) {
    const offer = sources.overnightFor(d.index, d.day);
    if (offer) {
      d.stops.push({ kind: 'overnight', at: offer.stop, note: offer.parkNote });
      note(d.day, offer.dayNote);
    }
    d.day.roadStops = d.stops
      .map((s) => toRoadStop(s.kind, s.at, s.note, s.breakOnly))
      .sort((a, b) => a.mile - b.mile || kindOrder(a.kind) - kindOrder(b.kind));
  }
}

function planOptionStops(ctx: PlanContext, option: OptionDraft) {
  const road = optionRoad(option.shape, option.path);
  const stopOf = (index: number) => option.skeleton[index].stopIndex;
  planDayStops(ctx, option.days, {
    lineOf: (index) => option.dayLines[index],
    factsOf: (index) => required(option.parks.get(stopOf(index)), `park for stop ${stopOf(index)}`).facts,
    overnightFor: (index, day) => {
      const s = option.skeleton[index];
      return overnightOffer(ctx, s, day, option.nights.get(s.stopIndex), road.isWaypoint(s.to));
    },
  });
}

/**
 * Road stops: on every drive day of every option, fuel by the rig's range (truck stops
 * only for a big rig), breaks on long days, dump and water when the tanks are due, propane on long
 * or cold trips, and an overnight-parking location when no campground fits; each at its mile along
 * the day's line with an estimated detour. What the data cannot offer is said on the day.
 */
export const roadStopsStep: PlanStep = {
  name: 'road stops',
  run(ctx, state) {
    for (const option of state.options) planOptionStops(ctx, option);
  },
};
