import type { NormalizedTripInput } from '@shared/schemas/plan';
import type { Need } from '@shared/schemas/needs';
import { needForAmenity } from '@shared/schemas/needs';
import type { ParkRow } from '../../catalogue/core/data';

// The optimize form's preferences as the engine reads them. Amenities become needs the campground
// catalogue can check (a park counts only where it reports the amenity; unknown is not a match);
// activity categories become tests on the National Park Service activities in our park data.

/** The needs behind the amenities asked for, and the labels no need stands for. */
export function amenityNeeds(labels: readonly string[] = []): { needs: Need[]; unknown: string[] } {
  const needs: Need[] = [];
  const unknown: string[] = [];
  for (const label of labels) {
    const need = needForAmenity(label);
    if (!need) unknown.push(label);
    else if (!needs.includes(need)) needs.push(need);
  }
  return { needs, unknown };
}

/** The traveller's special needs and the needs behind their preferred amenities, no repeats. */
export function overnightNeeds(input: NormalizedTripInput): Need[] {
  return [...new Set([...input.specialNeeds, ...amenityNeeds(input.preferredAmenities).needs])];
}

type ActivityTest = (park: ParkRow, activity: string) => boolean;

const anyOf =
  (re: RegExp): ActivityTest =>
  (_park, activity) =>
    re.test(activity);

// Optimize form activity category -> which park activities belong to it; null where our park data
// (National Park Service sites only, with NPS activity names) cannot tell.
const ACTIVITY_CATEGORIES: Record<string, ActivityTest | null> = {
  'National Parks': (park) => /\bNational Park\b/.test(park.fullName),
  'State Parks': null,
  'Historic Sites': (park, activity) =>
    /\b(Historic|Historical|Battlefield|Memorial)\b/.test(park.fullName) ||
    /Reenactment|Living History|Historic/i.test(activity),
  Museums: anyOf(/^(Museum Exhibits|Park Film)$/),
  'Outdoor Recreation': anyOf(
    /Hiking|Biking|Boating|Canoeing|Kayaking|Paddling|Fishing|Climbing|Horseback|Horse Trekking|Swimming|Rafting|Caving|Canyoneering|Snowshoeing|Skiing|Tubing|Sailing|Snorkeling|SCUBA|Orienteering|Geocaching|Surfing/,
  ),
  'Scenic Viewpoints': anyOf(/^(Scenic Driving|Boat Tour)$/),
  'Local Attractions': null,
  'Cultural Sites': anyOf(/^(Cultural Demonstrations|Arts and Culture|Live Music|Theater|Reenactments)$/),
  'Food & Dining': anyOf(/^Dining$/),
  Shopping: anyOf(/^(Shopping|Gift Shop and Souvenirs)$/),
  // Activities that are about looking: what a photographer plans a day around.
  Photography: anyOf(/^(Scenic Driving|Wildlife Watching|Birdwatching|Stargazing|Astronomy)$/),
};

export interface ActivityPriorities {
  /** The categories our data can speak to, as asked. */
  categories: string[];
  /** The categories our data cannot tell (no park data for them). */
  unsupported: string[];
  /** Whether a park activity belongs to one of the supported categories. */
  matches: ActivityTest;
}

export function activityPriorities(labels: readonly string[] = []): ActivityPriorities | undefined {
  if (labels.length === 0) return undefined;
  const tests: ActivityTest[] = [];
  const categories: string[] = [];
  const unsupported: string[] = [];
  for (const label of labels) {
    const test = ACTIVITY_CATEGORIES[label];
    if (test) {
      tests.push(test);
      categories.push(label);
    } else unsupported.push(label);
  }
  return { categories, unsupported, matches: (park, activity) => tests.some((t) => t(park, activity)) };
}

const joinList = (items: readonly string[], word: string) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${word} ${items.at(-1)}`;
/** Says a list as people do: "a", "a or b", "a, b or c". */
export const orList = (items: readonly string[]) => joinList(items, 'or');
/** "a", "a and b", "a, b and c". */
export const andList = (items: readonly string[]) => joinList(items, 'and');
