import type { Day } from '../schemas/plan';
import type { RoadStop, RoadStopKind } from '../schemas/road-stops';
import { ROAD_STOP_KINDS } from './road-stop-kinds';

// One vocabulary for the stops on the road between two nights, shared by the day cards, the maps,
// the print view and the exports, so a fuel stop is called the same everywhere.

type KindWords = {
  /** Before a stop's name on a day card: 'Fuel: Love's at mile 142'. */
  label: string;
  /** One such stop, as a map popup or an exported waypoint's type names it. */
  item: string;
  /** A map layer, toggle or legend entry. */
  layer: string;
  /** A GPX waypoint's symbol, from the names Garmin devices draw (gpsbabel's table). */
  gpxSymbol: string;
};

export const ROAD_STOP_WORDS: Record<RoadStopKind, KindWords> = {
  fuel: { label: 'Fuel', item: 'Fuel stop', layer: 'Fuel stops', gpxSymbol: 'Gas Station' },
  rest: { label: 'Rest', item: 'Rest area', layer: 'Rest areas', gpxSymbol: 'Rest Area' },
  // Garmin has no dump-station symbol: the plain waypoint, its <type> says what it is.
  dump: { label: 'Dump', item: 'Dump station', layer: 'Dump stations', gpxSymbol: 'Waypoint' },
  water: { label: 'Water', item: 'Potable water', layer: 'Water', gpxSymbol: 'Drinking Water' },
  propane: { label: 'Propane', item: 'Propane', layer: 'Propane', gpxSymbol: 'Waypoint' },
  overnight: {
    label: 'Overnight parking',
    item: 'Overnight parking',
    layer: 'Overnight parking',
    gpxSymbol: 'Parking Area',
  },
};

export { ROAD_STOP_KINDS };

/** A mile figure as the day card prints it: whole miles. */
const mileText = (mile: number) => `mile ${Math.round(mile)}`;

/** A break at a fuel station (no fill planned there) is a 'Break', not a 'Fuel' stop. */
export const BREAK_LABEL = 'Break';

/** Before a stop's name: 'Fuel', or 'Break' for a station taken only for a break. */
export function roadStopLabel(stop: Pick<RoadStop, 'kind' | 'breakOnly'>): string {
  return stop.breakOnly ? BREAK_LABEL : ROAD_STOP_WORDS[stop.kind].label;
}

/** 'Fuel: Love's Travel Stop at mile 142'. */
export function roadStopText(stop: Pick<RoadStop, 'kind' | 'name' | 'mile' | 'breakOnly'>): string {
  return `${roadStopLabel(stop)}: ${stop.name} at ${mileText(stop.mile)}`;
}

/** The day's stops in one line, in route order: 'Fuel: Love's at mile 142 · Rest: I-40 rest area at mile 201'. */
export function roadStopsLine(stops: readonly RoadStop[]): string {
  return orderedRoadStops(stops).map(roadStopText).join(' · ');
}

/** Stops in route order (the plan gives them so; a hand-edited or older plan may not). */
export function orderedRoadStops<T extends Pick<RoadStop, 'mile'>>(stops: readonly T[]): T[] {
  return [...stops].sort((a, b) => a.mile - b.mile);
}

export type RoadStopCredit = { text: string; url?: string };

/**
 * The credits the stops' sources ask for where their records appear, each once: the attribution a
 * source gives ('© OpenStreetMap contributors'), else its name ('All The Places', 'US DOT rest areas').
 */
export function roadStopCredits(
  stops: readonly Pick<RoadStop, 'source' | 'attribution' | 'attributionUrl'>[],
): RoadStopCredit[] {
  const seen = new Map<string, RoadStopCredit>();
  for (const stop of stops) {
    const text = stop.attribution ?? stop.source;
    if (!text || seen.has(text)) continue;
    seen.set(text, stop.attributionUrl ? { text, url: stop.attributionUrl } : { text });
  }
  return [...seen.values()];
}

/** A road stop with the day it is on: what a trip map and an export list. */
export type DayRoadStop = RoadStop & { day: number };

/** Every day's road stops, in day and route order. */
export function tripRoadStops(days: readonly Pick<Day, 'day' | 'roadStops'>[]): DayRoadStop[] {
  return days.flatMap((d) => orderedRoadStops(d.roadStops ?? []).map((stop) => ({ ...stop, day: d.day })));
}

/** The kinds present among these stops, in the vocabulary's order. */
export function roadStopKindsOf(stops: readonly Pick<RoadStop, 'kind'>[]): RoadStopKind[] {
  return ROAD_STOP_KINDS.filter((kind) => stops.some((s) => s.kind === kind));
}
