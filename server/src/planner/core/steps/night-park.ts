import { WINTER } from '@shared/plan/calendar';
import { MILITARY_ONLY_LABEL } from '@shared/schemas/travellers';
import type { RvPark } from '@shared/schemas/plan';
import { parkFactsOfReported, UNKNOWN_PARK_FACTS } from '@shared/plan/park-facts';
import type { CampgroundChoice } from '../../../catalogue/core/campgrounds';
import type { Need } from '@shared/schemas/needs';
import {
  contactKinds,
  eligible,
  knownNeeds,
  winterShutKind,
  maxLengthFeet,
  needGaps,
  needLabel,
  onRvParkLayer,
  reportedFlags,
  seasonWarning,
  toRvPark,
  verifiable,
  winterShut,
} from '../../../catalogue/core/campgrounds';
import { andList } from '../preferences';
import { haversineMiles } from '../../../geo';
import type { PlanContext } from '../context';
import { mapsSearchUrl } from '../../../catalogue/core/discover';
import { fitsRig } from '../../../catalogue/core/campground-needs';
import { heldByAnotherAgency } from '../../../catalogue/core/land-agency';
import type { Stop } from '../itinerary';
import type { Night, StopPark } from '../plan-state';
import { sentenceStart } from '@shared/plan/sentence';
import { closedNearNotes, seasonEdgeWarning } from './season-notes';

// What a met need reads as in the park's note: the big rig says which report meets it.
function metPhrase(choice: CampgroundChoice, need: Need, rigFeet: number) {
  if (need !== 'big-rig') return needLabel(need);
  const len = maxLengthFeet(choice.row);
  return len !== undefined && len >= rigFeet ? `a maximum length of ${len} ft` : 'pull-through sites';
}

// A night's park farther than this (straight line) from the stop the traveller named is said to be
// far from it, with why no nearer park was taken.
const FAR_NIGHT_MILES = 15;

/**
 * Why the night of a stop is far from it: no nearer park in the data takes the rig on the stay's
 * dates, or the nearer ones that do were not taken (and the reasons the plan may have had).
 */
function farNightText(
  ctx: PlanContext,
  choice: CampgroundChoice,
  stop: Stop,
  dates: readonly string[],
): string {
  if (choice.distance <= FAR_NIGHT_MILES) return '';
  const nearer = ctx.data.campgrounds
    .near(stop, choice.distance - 1)
    .filter(
      ({ item }) =>
        onRvParkLayer(item, ctx.access) &&
        eligible(item, {
          rvType: ctx.rig.type,
          rigFeet: ctx.rig.lengthFeet,
          dates: [...dates],
          access: ctx.access,
        }),
    )
    .sort((a, b) => a.distance - b.distance);
  const place = stop.name.split(',')[0];
  if (nearer.length === 0)
    return ` No park nearer to ${place} in our data takes your ${ctx.rig.lengthFeet} ft rig on ${dates.length > 1 ? 'these nights' : 'this night'}.`;
  const first = nearer[0];
  return ` Parks nearer to ${place} in our data (the nearest ${first.item.name}, ${Math.round(first.distance)} mi in a straight line) were not taken: another night of this plan has them, the day's driving limit does not reach them, or they report less of what your rig and needs ask for.`;
}

/** What the stop's park says of itself: what it is, how far, what it reports. */
function chosenParkNotes(
  ctx: PlanContext,
  choice: CampgroundChoice,
  park: RvPark,
  stop: Stop,
  night: Night | undefined,
  atWaypoint: boolean,
  dates: readonly string[],
) {
  // Said of a traveller's own stop; a destination's far park says its own reasons (destination-night.ts).
  const far = atWaypoint && !night?.parkFromEnd ? farNightText(ctx, choice, stop, dates) : '';
  const what =
    choice.row.source === 'OSM'
      ? `${park.type === 'private' ? 'an RV park' : park.type === 'state' ? 'a state park campground' : 'a campground'} (OpenStreetMap data)`
      : 'a federal campground';
  const fromEnd = night?.parkFromEnd;
  const place = stop.name.split(',')[0];
  const inside = fromEnd ? insideText(ctx, stop, choice) : undefined;
  // Inside the park, its miles are from the entrance the drive came in by, named when it was met there.
  const entrance = fromEnd?.gate ? `the park's ${gateWords(fromEnd.gate)}` : "the park's entrance";
  if (fromEnd && inside)
    return [
      `Tonight: ${choice.row.name}, ${inside.text}${fromEnd.endsAtPark ? `, where the day's drive ends${inside.gated ? `, ${roadMiles(fromEnd.miles)} in from ${entrance}` : ''}` : `, ${fromEnd.miles < 1 ? 'less than a mile' : roadMiles(fromEnd.miles)} ${fromEnd.gate ? `in from ${entrance}, ` : 'on from '}where the day's drive ends`}. It is ${what}; amenities, fees and seasons are as reported; confirm length limits and hook-ups when you book.`,
      ...(choice.needsMet.length > 0 ? [`It reports: ${choice.needsMet.map(needLabel).join(', ')}.`] : []),
    ];
  // The day ends at its park well before where its drive was cut (night-choice.ts).
  const early = night?.endsBefore
    ? ` The day ends before ${night.endsBefore}, where its drive was cut, at the park chosen for it, as the trip has too few days for the next day to keep within your daily limit from any park.`
    : '';
  // The park lies off the destination and the day's drive ends there: its road miles from the
  // destination (a city's centre, or the national park's entrance they were measured from) are said;
  // how the traveller goes in is theirs to choose.
  if (fromEnd?.endsAtPark) {
    const miles = Math.round(fromEnd.miles);
    const from = fromEnd.gate
      ? `${stop.name}'s ${gateWords(fromEnd.gate)}`
      : stop.parkId
        ? place
        : `the centre of ${place}`;
    const off = night?.offRoadMiles ? Math.round(night.offRoadMiles) : 0;
    return [
      `Tonight: ${choice.row.name}, ${off > 0 ? 'at the end of the day' : "where the day's drive ends"}, ${roadMiles(miles)} from ${from}.${offRoadText(off)} It is ${what}; amenities, fees and seasons are as reported; confirm length limits and hook-ups when you book.`,
      ...(choice.needsMet.length > 0 ? [`It reports: ${choice.needsMet.map(needLabel).join(', ')}.`] : []),
    ];
  }
  // The drive ends at the destination; the park is said with its distance from it ("Indiana Dunes
  // State Park, 48 mi from Chicago"), by road when a road joins them.
  // A national park met at its entrance: the miles are from that gate, and the day says so.
  const from = fromEnd?.gate ? `${stop.name}'s ${gateWords(fromEnd.gate)}` : place;
  if (fromEnd && fromEnd.miles >= 1) {
    const miles = Math.round(fromEnd.miles);
    const off = Math.round(fromEnd.offRoadMiles ?? 0);
    const routed =
      off > 0
        ? `${miles} mi from ${from} by road to the nearest road our network holds, then about ${off} mi in a straight line on roads it does not hold (not counted)`
        : `${miles} mi ${fromEnd.gate ? 'by road ' : ''}from ${from}`;
    return [
      `Tonight: ${choice.row.name}, ${fromEnd.routed ? routed : `about ${miles} mi from ${place} in a straight line (no road in our network joins them)`}. It is ${what}; amenities, fees and seasons are as reported; confirm length limits and hook-ups when you book.`,
      ...(choice.needsMet.length > 0 ? [`It reports: ${choice.needsMet.map(needLabel).join(', ')}.`] : []),
    ];
  }
  // A park off the roads our network holds: the day's miles and track end at its nearest road.
  const off = night?.end && night.offRoadMiles ? Math.round(night.offRoadMiles) : 0;
  const offRoad = offRoadText(off);
  const notes = [
    `${sentenceStart(choice.row.name)} is ${what} ${
      night?.end
        ? `${off > 0 ? 'at the end of the day' : "where the day's drive ends"}${atWaypoint ? `, ${fromEnd?.gate && fromEnd.routed ? `by ${from}, less than a mile by road` : `${aboutMiles(choice.distance)} from ${stop.name} in a straight line`}` : ''}`
        : `${aboutMiles(choice.distance)} from ${stop.name} in a straight line`
    }.${offRoad}${far}${early} Amenities, fees and seasons are as reported; confirm length limits and hook-ups when you book.`,
  ];
  if (choice.needsMet.length > 0)
    notes.push(
      `It reports: ${andList(choice.needsMet.map((n) => metPhrase(choice, n, ctx.rig.lengthFeet)))}.`,
    );
  return notes;
}

/**
 * "inside Joshua Tree National Park", when the destination is a national park and its night's camp
 * lies inside it (PlanRouter.insidePark): the park is where the camp is, not so many miles from it;
 * `gated`: the park has entrance rows, and the miles to camp are from its entrance.
 */
function insideText(
  ctx: PlanContext,
  stop: Stop,
  choice: CampgroundChoice,
): { text: string; gated: boolean } | undefined {
  const park = stop.parkId ? ctx.data.parks.find((p) => p.id === stop.parkId) : undefined;
  if (!park) return undefined;
  const at = { latitude: choice.row.lat, longitude: choice.row.lng };
  if (heldByAnotherAgency(choice.row) || !ctx.router.insidePark?.(park, at)) return undefined;
  // A park with entrance rows is driven to by its entrance: the miles on to camp are from there.
  return {
    text: `inside ${park.fullName}`,
    gated: ctx.router.wayIn?.({ ...park, parkId: park.id }, at) !== undefined,
  };
}

/**
 * A park entrance's name as a night says it: "the Tioga Pass Entrance (CA-120 from Lee Vining and
 * US-395; the road is closed in winter)" is "Tioga Pass Entrance (CA-120 from Lee Vining and US-395)".
 * The name's remark after a semicolon is the season of the road on from the gate, true of no date in
 * particular; a closure on the plan's own dates is said by the day's seasonal-road notes.
 */
export const gateWords = (name: string) => name.replace(/^the /, '').replace(/;[^()]*\)/, ')');

/** Road miles in words: "1 road mile", "12 road miles". */
const roadMiles = (miles: number) => {
  const m = Math.round(miles);
  return `${m} road mile${m === 1 ? '' : 's'}`;
};

/** A straight-line distance in words: "less than a mile", "about 1 mile", "about 12 miles". */
export const aboutMiles = (miles: number) => {
  const m = Math.round(miles);
  return m < 1 ? 'less than a mile' : `about ${m} mile${m === 1 ? '' : 's'}`;
};

/** A park off the roads our network holds: the day's miles and track end at its nearest road. */
const offRoadText = (off: number) =>
  off > 0
    ? ` The day's miles and route end at the nearest road our network holds: the last about ${off} mi to the park (in a straight line) are on roads it does not hold, not counted in the day's miles.`
    : '';

/** The day ends at its park, in a town other than the stop the park was searched around. */
const endsElsewhere = (stop: Stop, night: Night | undefined) =>
  night?.end !== undefined && night.end.name !== stop.name;

// "Sewer hook-up" inside a sentence; a name with capitals of its own ("Wi-Fi") keeps them.
const lowerFirst = (text: string) =>
  /^[A-Z][a-z]+(\s|$)/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

/**
 * What the stop's park cannot be relied on for: every need it does not report, part by part ("Sewer
 * hook-up not reported: ask Kolomoki Campground"), and a season it does not report while parks
 * around it are closed (or, with none known, a cold region's winter).
 */
function chosenParkWarnings(
  ctx: PlanContext,
  choice: CampgroundChoice,
  stop: Stop,
  night: Night | undefined,
  dates: readonly string[],
) {
  const warnings: string[] = [];
  const name = choice.row.name;
  const reach = Math.round(Math.max(ctx.campgroundRadiusMiles, choice.distance));
  // One town per night: where the drive ends at the park, the title names the park's town, so the
  // search (made around where the day's driving limit cut the road) is said without naming the
  // cut's own town (not "Julesburg, CO" on a night titled Ogallala, NE).
  const searched = endsElsewhere(stop, night)
    ? `within reach of today's drive`
    : `within ${reach} miles of ${stop.name}`;
  for (const need of choice.needsMissing) {
    const gaps = needGaps(choice.row, need, ctx.rig.lengthFeet);
    const unknown = gaps.filter((g) => g.value === 'unknown').map((g) => lowerFirst(g.noun));
    const no = gaps.filter((g) => g.value === 'no').map((g) => lowerFirst(g.noun));
    // Said once per need: no other park near the stop would have done better.
    const nowhere = choice.needsUnavailable.includes(need)
      ? `; no campground ${searched} in our data reports ${needLabel(need)}`
      : '';
    const ask =
      need === 'big-rig'
        ? `ask ${name} whether your ${ctx.rig.lengthFeet} ft rig fits (no pull-through sites reported either)`
        : `ask ${name}`;
    if (unknown.length > 0)
      warnings.push(`${sentenceStart(andList(unknown))} not reported: ${ask}${nowhere}.`);
    if (no.length > 0)
      warnings.push(`${sentenceStart(name)} reports no ${andList(no)}${unknown.length > 0 ? '' : nowhere}.`);
  }
  if (dates.length >= 2 && !verifiable(choice.row))
    warnings.push(unverifiedStay(ctx, choice, night?.end ?? stop, dates));
  const edge = seasonEdgeWarning(choice.row, dates);
  if (edge) warnings.push(edge);
  const season = seasonWarning(choice.row, dates, ctx.data.campgrounds.near);
  const shutKind = winterShut(choice.row, dates) ? winterShutKind(choice.row) : undefined;
  if (season) warnings.push(season);
  else if (shutKind)
    warnings.push(
      `${sentenceStart(name)} reports no season, and it is ${shutKind} in cold country, where such campgrounds are commonly closed ${WINTER.words} (water shut off, gates locked): call ahead to check it is open, and keep another place in mind.`,
    );
  else if (choice.seasonUnknown)
    warnings.push(
      `${sentenceStart(name)} reports no season, and campgrounds in this region often close ${WINTER.words}: call ahead to check it is open.`,
    );
  return warnings;
}

// How far the nearest verifiable alternatives of an unverifiable stay's park are looked for.
const ALTERNATIVES_MILES = 100;
/** A park within this many miles (straight line) of the day's end is said to be near it. */
const PARK_AT_END_MILES = 10;

/**
 * A stay of two nights or more at a park the data gives no address, phone or website for (no
 * verifiable park suits within the search): what is unknown, and the nearest parks that suit the rig
 * and the nights and that a traveller can call or look up, however far.
 */
function unverifiedStay(
  ctx: PlanContext,
  choice: CampgroundChoice,
  stop: Pick<Stop, 'name' | 'latitude' | 'longitude'>,
  dates: readonly string[],
) {
  const name = choice.row.name;
  const alternatives = ctx.data.campgrounds
    .near(stop, ALTERNATIVES_MILES)
    .filter(
      ({ item }) =>
        item.id !== choice.row.id &&
        verifiable(item) &&
        eligible(item, {
          rvType: ctx.rig.type,
          rigFeet: ctx.rig.lengthFeet,
          dates: [...dates],
          access: ctx.access,
        }),
    )
    .sort((a, b) => a.distance - b.distance || (a.item.id < b.item.id ? -1 : 1))
    .slice(0, 3)
    .map(({ item, distance }) => `${item.name} (${Math.round(distance)} mi, ${andList(contactKinds(item))})`);
  const unknown = `${sentenceStart(name)} has no address, phone or website in our data: whether it takes RVs, and how to book, is unknown; confirm it before you drive`;
  return alternatives.length > 0
    ? `${unknown}. Nearest parks to ${stop.name} that report an address, phone or website (miles in a straight line): ${alternatives.join('; ')}.`
    : `${unknown}; no park within ${ALTERNATIVES_MILES} miles of ${stop.name} in our data reports one.`;
}

/**
 * The overnight park of a stop as the plan shows it: the chosen park, or a search for RV parks
 * near the stop when none suits. What it cannot meet becomes the day's warnings; `fee` is the
 * nightly fee it reports (null when none, or no park).
 */
export function stopPark(
  ctx: PlanContext,
  stop: Stop,
  stopIndex: number,
  night: Night | undefined,
  atWaypoint: boolean,
  dates: readonly string[],
): StopPark & { fee: number | null } {
  const radius = ctx.campgroundRadiusMiles;
  const choice = night?.choice;
  let result: StopPark & { fee: number | null };
  if (choice) {
    // The park's place is the day's end, as the title names it, when the park lies there; a park
    // farther from it (a traveller's stop at Torrey, UT, slept at Escalante) is said by its own town.
    // A destination's park the drive ends at is measured from the destination, not from itself.
    const at = { latitude: choice.row.lat, longitude: choice.row.lng };
    const from = night?.parkFromEnd?.endsAtPark ? stop : night?.end;
    const atEnd =
      night?.end !== undefined && from !== undefined && haversineMiles(at, from) <= PARK_AT_END_MILES;
    const named = atEnd ? undefined : ctx.data.gazetteer.nameNear(at, 40);
    // The town named near the park is a bigger one a little farther when the nearest has no known
    // population; never one farther than the place the day's end is named after, which its title
    // measures from (Timber Creek, 10 mi from Grand Lake, was "Near Estes Park, CO", across the
    // Continental Divide).
    const endPlace = night?.end && (night.end.placeAt ?? night.end);
    const endNearer =
      named !== undefined &&
      endPlace !== undefined &&
      haversineMiles(at, endPlace) < haversineMiles(at, named);
    const near = endNearer ? undefined : named;
    const park = toRvPark(
      choice.row,
      (atEnd || endNearer) && night?.end
        ? `Near ${night.end.name}`
        : near
          ? `Near ${near.name}, ${near.state}`
          : night?.end
            ? `Near ${night.end.name}`
            : `${choice.row.state}, United States`,
    );
    result = {
      park,
      facts: parkFactsOfReported(reportedFlags(choice.row)),
      notes: [
        // Offered only to a traveller with military access (catalogue/core/place-kinds.ts): said first.
        ...(park.militaryOnly
          ? [`${MILITARY_ONLY_LABEL}: ${park.name} is a military campground; bring your military ID.`]
          : []),
        ...(night?.namedNot ? [night.namedNot] : []),
        // A place the traveller (or the route) named: the campgrounds there closed on the nights.
        ...(atWaypoint
          ? closedNearNotes(ctx.data.campgrounds.near, choice, stop, dates, ctx.access, (row) =>
              fitsRig(row, ctx.rig.type, ctx.rig.lengthFeet),
            )
          : []),
        ...chosenParkNotes(ctx, choice, park, stop, night, atWaypoint, dates),
        ...(night?.across ?? []),
      ],
      warnings: chosenParkWarnings(ctx, choice, stop, night, dates),
      fee: choice.row.cost,
    };
  } else {
    const label = `RV parks near ${stop.area}`;
    const message = `No RV campground in our data that suits this trip (rig, season) lies within ${radius} miles of ${stop.name}. Search for RV parks and book ahead.`;
    const park: RvPark = {
      name: label,
      amenities: [],
      amenitiesReported: true,
      nightlyFee: null,
      latitude: stop.latitude,
      longitude: stop.longitude,
      address: stop.area,
      searchUrl: mapsSearchUrl(label),
      isPlaceholder: true,
      warning: message,
    };
    result = { park, facts: UNKNOWN_PARK_FACTS, notes: [], warnings: [message], fee: null };
  }
  const unknown = ctx.input.specialNeeds.filter((n) => !knownNeeds.includes(n));
  if (unknown.length > 0 && stopIndex === 0)
    result.notes.push(`Our data cannot tell: ${unknown.join(', ')}. Ask the campground.`);
  return result;
}
