import type { RvPark } from '@shared/schemas/plan';
import type { CampgroundChoice } from '../../catalogue/campgrounds';
import { knownNeeds, needLabel, toRvPark } from '../../catalogue/campgrounds';
import type { PlanContext } from '../context';
import { mapsSearchUrl } from '../../catalogue/discover';
import type { Stop } from '../itinerary';
import type { Night, StopPark } from '../plan-state';

/** What the stop's park says of itself: what it is, how far, what it reports. */
function chosenParkNotes(
  choice: CampgroundChoice,
  park: RvPark,
  stop: Stop,
  night: Night | undefined,
  atWaypoint: boolean,
) {
  const what =
    choice.row.source === 'OSM'
      ? `${park.type === 'private' ? 'an RV park' : park.type === 'state' ? 'a state park campground' : 'a campground'} (OpenStreetMap data)`
      : 'a federal campground';
  const notes = [
    `${choice.row.name} is ${what} ${
      night?.end
        ? `where the day's drive ends${atWaypoint ? `, about ${Math.round(choice.distance)} miles from ${stop.name}` : ''}`
        : `about ${Math.round(choice.distance)} miles from ${stop.name}`
    }. Amenities, fees and seasons are as reported; confirm length limits and hook-ups when you book.`,
  ];
  if (choice.needsMet.length > 0) notes.push(`It reports: ${choice.needsMet.map(needLabel).join(', ')}.`);
  return notes;
}

/** What the stop's park cannot be relied on for: needs it does not report, an unknown season. */
function chosenParkWarnings(choice: CampgroundChoice, stop: Stop, radius: number) {
  const warnings: string[] = [];
  if (choice.needsMissing.length > 0) {
    const missing = choice.needsMissing.map(needLabel).join(', ');
    const reach = Math.round(Math.max(radius, choice.distance));
    warnings.push(
      choice.needsMissing.every((n) => choice.needsUnavailable.includes(n))
        ? `No campground within ${reach} miles of ${stop.name} in our data reports ${missing}; ask ${choice.row.name} before you book.`
        : `No campground within ${reach} miles of ${stop.name} in our data reports all your needs: ${choice.row.name} does not report ${missing}; ask before you book.`,
    );
  }
  if (choice.seasonUnknown) {
    warnings.push(
      `${choice.row.name} reports no season, and campgrounds in this region often close between November and April: call ahead to check it is open.`,
    );
  }
  return warnings;
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
): StopPark & { fee: number | null } {
  const radius = ctx.campgroundRadiusMiles;
  const choice = night?.choice;
  let result: StopPark & { fee: number | null };
  if (choice) {
    const near = ctx.data.gazetteer.nameNear({ latitude: choice.row.lat, longitude: choice.row.lng }, 40);
    const park = toRvPark(
      choice.row,
      near ? `Near ${near.name}, ${near.state}` : `${choice.row.state}, United States`,
    );
    result = {
      park,
      notes: chosenParkNotes(choice, park, stop, night, atWaypoint),
      warnings: chosenParkWarnings(choice, stop, radius),
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
    result = { park, notes: [], warnings: [message], fee: null };
  }
  const unknown = ctx.input.specialNeeds.filter((n) => !knownNeeds.includes(n));
  if (unknown.length > 0 && stopIndex === 0)
    result.notes.push(`Our data cannot tell: ${unknown.join(', ')}. Ask the campground.`);
  return result;
}
