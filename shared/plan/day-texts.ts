import type { Day, TripPlan } from '../schemas/plan';

// What the planner says on a day about its road stops begins with the stop's kind, so an edit that
// re-plans a day's road stops can tell these sentences from the day's others (the park's, the
// traveller's own notes) and replace them. The planner's road-stop rules begin theirs with these.
export const ROAD_STOP_TEXT = {
  fuel: 'Fuel: ',
  breaks: 'Breaks: ',
  dump: 'Dump station: ',
  propane: 'Propane: ',
  overnight: 'Overnight parking: ',
} as const;
export const ROAD_STOP_TEXT_PREFIXES = Object.values(ROAD_STOP_TEXT);

/** A note or warning the road-stop rules wrote (re-derived with the day's road stops). */
export const isRoadStopText = (text: string) => ROAD_STOP_TEXT_PREFIXES.some((p) => text.startsWith(p));

/**
 * How the router's sentences about a day's roads begin (server/src/routing: restricted-segments.ts,
 * core/seasons.ts, ferry-rules.ts): a segment, closed road or pass gone around, a drive that ends
 * short, a pass crossed, a segment driven on a condition or through, a road ferry. A seasonal road in
 * its uncertain weeks is said after its name, found by the words after it. A re-routed day's leg
 * (a park swap) replaces the old leg's sentences with its own by these.
 */
export const ROAD_RULE_TEXT_STARTS = [
  'Avoided ',
  'Ends short of ',
  'Crosses ',
  'On this drive, ',
  'This drive takes ',
  'This drive goes through ',
  'This drive needs ',
  'This drive, as ',
  'Ferry: ',
] as const;
const ROAD_RULE_TEXT_INNER = [
  ': this day is close to those dates, so check that it is open before you go (',
  ': this day is soon after the reopening the agency expected, so check that it is open before you go (',
];

/** A note or warning the router wrote about a day's leg (re-derived when the leg is routed again). */
export const isRoadRuleText = (text: string) =>
  ROAD_RULE_TEXT_STARTS.some((p) => text.startsWith(p)) || ROAD_RULE_TEXT_INNER.some((p) => text.includes(p));

/** Said on a day whose road stops could not be re-planned after an edit (offline, a server error). */
export const ROAD_STOPS_NOT_REPLANNED =
  "Road stops: this day's drive changed and its fuel, break and dump stops could not be re-planned yet; they will be when the planner can be reached.";

/** The notes the traveller wrote on the plan's days: the planner's texts never replace these. */
export const ownNotesOf = (plan: Pick<TripPlan, 'travellerEdits'>): Set<string> =>
  new Set((plan.travellerEdits ?? []).flatMap((e) => (e.kind === 'note' ? [e.text] : [])));

/** The day's sentences about the park it names (its notes and warnings), found by the park's name. */
export const namesPark = (text: string, park: Pick<Day['rvPark'], 'name' | 'warning'>) =>
  (park.name.length > 0 && text.includes(park.name)) || (park.warning !== undefined && text === park.warning);

/**
 * The note of a stay's later day ("Day 2 of a 3-night stay at X."), which follows the stay's park: its
 * one writer, so an edit finds it by the stay's values instead of reading the sentence back.
 */
export const stayDayNote = (dayOfStay: number, nights: number, parkName: string) =>
  `Day ${dayOfStay} of a ${nights}-night stay at ${parkName}.`;

/** The note of a drive day that begins a stay of more than one night: its one writer. */
export const stayHereNote = (nights: number) => `${nights}-night stay here.`;

/**
 * A stay day's notes after the stay's nights changed from `before` to `after`, the day keeping its
 * place in the stay (`dayOfStay`, 1 for the arrival): the planner's stay notes, known as their writers
 * wrote them for the stay before, say the stay after (a day past the new end has none); a stay that
 * grew from one night says so on its arrival drive; the traveller's own notes stay.
 */
export function restayedNotes(
  day: Pick<Day, 'notes' | 'distance'> & { rvPark: Pick<Day['rvPark'], 'name'> },
  { dayOfStay, before, after }: { dayOfStay: number; before: number; after: number },
  own: ReadonlySet<string>,
): string[] {
  const old = dayOfStay === 1 ? stayHereNote(before) : stayDayNote(dayOfStay, before, day.rvPark.name);
  const now = dayOfStay === 1 ? stayHereNote(after) : stayDayNote(dayOfStay, after, day.rvPark.name);
  const said = dayOfStay === 1 ? after > 1 : dayOfStay <= after;
  let had = false;
  const notes = day.notes.flatMap((n) => {
    if (own.has(n) || n !== old || (dayOfStay === 1 && before < 2)) return [n];
    had = true;
    return said ? [now] : [];
  });
  if (dayOfStay === 1 && said && !had && day.distance > 0 && !notes.includes(now)) notes.push(now);
  return notes;
}

/** Where a day sits in its stay: its place (1 for the arrival) and the stay's nights. */
export interface DayOfStay {
  dayOfStay: number;
  nights: number;
}

/**
 * A day's notes and warnings after its stay's park was replaced (the day at `dayOfStay` of the stay):
 * the stay note names the new park;
 * the planner's other sentences about the old park (how far it is, what it reports, what it lacks,
 * its season) are dropped, since they are not true of the new one; the traveller's own notes stay.
 */
export function swappedParkTexts(
  day: Pick<Day, 'notes' | 'warnings'>,
  from: Pick<Day['rvPark'], 'name' | 'warning'>,
  to: Pick<Day['rvPark'], 'name'>,
  own: ReadonlySet<string>,
  { dayOfStay, nights }: DayOfStay,
): Pick<Day, 'notes' | 'warnings'> {
  if (from.name === to.name)
    return { notes: [...day.notes], ...(day.warnings ? { warnings: [...day.warnings] } : {}) };
  const stayNote = stayDayNote(dayOfStay, nights, from.name);
  const notes = day.notes.flatMap((n) => {
    if (own.has(n)) return [n];
    if (n === stayNote) return [stayDayNote(dayOfStay, nights, to.name)];
    return namesPark(n, from) ? [] : [n];
  });
  const warnings = day.warnings?.filter((w) => !namesPark(w, from));
  return { notes, ...(warnings ? { warnings } : {}) };
}

/** The sentence of a day's overnight-parking stop (steps/road-overnight.ts on the server writes it). */
export const isOvernightParkingText = (text: string) => text.startsWith(ROAD_STOP_TEXT.overnight);

/**
 * A drive day whose road stops no longer fit it until the planner re-plans them: the old stops and
 * their sentences are gone and the day says so. When only what carries into the drive changed (the
 * tanks, fuel and dates of the days before, after a stay's nights change) and not where it ends or
 * its park, `keepOvernight` keeps its overnight-parking stop and sentence: the planner's choice for
 * that end, which the re-plan offers again (POST /api/plan/road-stops).
 */
export function withStaleRoadStops<D extends Pick<Day, 'distance' | 'notes' | 'warnings' | 'roadStops'>>(
  day: D,
  { keepOvernight = false }: { keepOvernight?: boolean } = {},
): D {
  const { roadStops: old, ...rest } = day;
  const kept = keepOvernight ? (old ?? []).filter((s) => s.kind === 'overnight') : [];
  const notes = day.notes.filter(
    (n) =>
      (!isRoadStopText(n) || (kept.length > 0 && isOvernightParkingText(n))) &&
      n !== ROAD_STOPS_NOT_REPLANNED,
  );
  const warnings = day.warnings?.filter((w) => !isRoadStopText(w));
  return {
    ...rest,
    ...(kept.length > 0 ? { roadStops: kept } : {}),
    notes: day.distance > 0 ? [...notes, ROAD_STOPS_NOT_REPLANNED] : notes,
    ...(warnings ? { warnings } : {}),
  } as D;
}

/** A day with the road stops and road-stop sentences the planner re-planned for it. */
export function withRoadStops<D extends Pick<Day, 'distance' | 'notes' | 'warnings' | 'roadStops'>>(
  day: D,
  planned: {
    roadStops: NonNullable<Day['roadStops']>;
    notes: readonly string[];
    warnings: readonly string[];
  },
): D {
  const { roadStops: _old, ...rest } = day;
  const notes = day.notes.filter((n) => !isRoadStopText(n) && n !== ROAD_STOPS_NOT_REPLANNED);
  const warnings = (day.warnings ?? []).filter((w) => !isRoadStopText(w));
  return {
    ...rest,
    // The planner gives rest days no road stops at all.
    ...(day.distance > 0 ? { roadStops: planned.roadStops } : {}),
    notes: [...notes, ...planned.notes],
    // A park's sentence the day already says (its season's weeks, said by the planner and again by
    // the re-plan's check of a park an edit put there) is said once.
    ...(day.warnings || planned.warnings.length > 0
      ? { warnings: [...new Set([...warnings, ...planned.warnings])] }
      : {}),
  } as D;
}
