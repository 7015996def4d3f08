import type { ActivityDetail, NormalizedTripInput } from '@shared/schemas/plan';
import type { Need } from '@shared/schemas/needs';
import type { Travellers } from '@shared/schemas/travellers';
import { CHILDREN_MAX_DRIVING_HOURS, travellersSummary } from '@shared/schemas/travellers';
import type { ParkRow } from '../../catalogue/core/data';
import { andList } from './preferences';

// Who travels: children shape the days (shorter drive days on request,
// kid-friendly activities first, Junior Ranger programmes at national parks, nothing with age or
// fitness limits for young children, family restaurants); pets make "pets allowed" a need of every
// night, checked against what each park reports (never assumed).

/** NPS activity names (data/national-parks.json) that suit children, put first when children travel. */
export const KID_FRIENDLY_ACTIVITIES = [
  'Wildlife Watching',
  'Picnicking',
  'Museum Exhibits',
  'Park Film',
  'Guided Tours',
  'Bus/Shuttle Guided Tour',
  'Boat Tour',
  'Cultural Demonstrations',
  'Stargazing',
  'Astronomy',
  'Swimming',
  'Freshwater Swimming',
  'Birdwatching',
  'Fishing',
  'Freshwater Fishing',
  'Biking',
  'Scenic Driving',
  'Snow Tubing',
  'River Tubing',
  'Geocaching',
  'Hiking',
] as const;

/**
 * Activities left out when a child under this age travels: they have age, height or fitness limits,
 * or are aimed at adults (evening music, theatre, dining).
 */
export const YOUNG_CHILD_AGE = 12;
export const NOT_FOR_YOUNG_CHILDREN = [
  'Whitewater Rafting',
  'Rock Climbing',
  'Mountain Climbing',
  'Ice Climbing',
  'Climbing',
  'Canyoneering',
  'Caving',
  'Backcountry Hiking',
  'Backcountry Camping',
  'SCUBA Diving',
  'Hunting',
  'Flying',
  'Fixed Wing Flying',
  'Auto Off-Roading',
  'ATV',
  'Snowmobiling',
  'Live Music',
  'Theater',
  'Dining',
] as const;

/** Ages the NPS says its Junior Ranger programmes are typically for (people of all ages can join). */
export const JUNIOR_RANGER_AGES = { min: 5, max: 13 } as const;

export const childrenOf = (input: Pick<NormalizedTripInput, 'travellers'>): number[] =>
  input.travellers?.childAges ?? [];

/** The daily driving limit the children ask for: at most CHILDREN_MAX_DRIVING_HOURS when requested. */
export function childrenDrivingLimit(input: Pick<NormalizedTripInput, 'travellers'>, hours: number): number {
  const t = input.travellers;
  return t && t.childAges.length > 0 && t.shorterDriveDays
    ? Math.min(hours, CHILDREN_MAX_DRIVING_HOURS)
    : hours;
}

/** Pets make "pets allowed" a need of every night. */
export function travellerNeeds(input: Pick<NormalizedTripInput, 'travellers'>, needs: Need[]): Need[] {
  return (input.travellers?.pets ?? 0) > 0 && !needs.includes('pet-friendly')
    ? [...needs, 'pet-friendly']
    : needs;
}

/** How the children shape a day's activities: the order and what is left out. */
export interface ChildrenRules {
  ages: readonly number[];
  /** The national parks whose Junior Ranger programme the plan already offered (filled as days are made). */
  juniorRangerOffered: Set<string>;
}

export function childrenRules(input: Pick<NormalizedTripInput, 'travellers'>): ChildrenRules | undefined {
  const ages = childrenOf(input);
  return ages.length > 0 ? { ages, juniorRangerOffered: new Set() } : undefined;
}

const hasYoungChild = (rules: ChildrenRules) => rules.ages.some((a) => a < YOUNG_CHILD_AGE);

/** A park activity for the children's day: left out, or its rank (lower first). */
export function childrenRank(rules: ChildrenRules, activity: string): number | null {
  if (hasYoungChild(rules) && (NOT_FOR_YOUNG_CHILDREN as readonly string[]).includes(activity)) return null;
  const i = (KID_FRIENDLY_ACTIVITIES as readonly string[]).indexOf(activity);
  return i === -1 ? KID_FRIENDLY_ACTIVITIES.length : i;
}

/**
 * The Junior Ranger activity at the nearest national park in reach, once per park on the trip, when
 * a child of the programmes' usual ages travels.
 */
export function juniorRangerActivity(
  rules: ChildrenRules,
  near: ReadonlyArray<{ park: ParkRow; distanceText: string }>,
): ActivityDetail | undefined {
  if (!rules.ages.some((a) => a >= JUNIOR_RANGER_AGES.min && a <= JUNIOR_RANGER_AGES.max)) return undefined;
  const first = near.find((n) => !rules.juniorRangerOffered.has(n.park.id));
  if (!first) return undefined;
  rules.juniorRangerOffered.add(first.park.id);
  return {
    name: `Junior Ranger programme at ${first.park.fullName}`,
    type: 'sightseeing',
    duration: '2 hours',
    description: `Ask at the visitor centre for ${first.park.fullName}'s Junior Ranger booklet: the National Park Service runs Junior Ranger programmes, typically for ages ${JUNIOR_RANGER_AGES.min} to ${JUNIOR_RANGER_AGES.max}, at most of its parks (our data does not say which; ask the park). It is ${first.distanceText}.`,
    parkId: first.park.id,
  };
}

/** What the plan did for who travels, said once on the first day and in the overview. */
export function travellersNotes(input: NormalizedTripInput, drivingLimit: number): string[] {
  const t: Travellers | undefined = input.travellers;
  if (!t) return [];
  const notes: string[] = [];
  const ages = t.childAges;
  if (ages.length > 0) {
    const did = [
      ...(t.shorterDriveDays ? [`drive days kept to ${drivingLimit} h at most`] : []),
      'kid-friendly park activities first',
      ...(ages.some((a) => a >= JUNIOR_RANGER_AGES.min && a <= JUNIOR_RANGER_AGES.max)
        ? ['a Junior Ranger programme at each national park in reach']
        : []),
      ...(ages.some((a) => a < YOUNG_CHILD_AGE)
        ? ['activities with age or fitness limits, evening music, theatre and dining left out']
        : []),
      'meals out at family restaurants (no bars)',
    ];
    notes.push(`For the children (aged ${ages.join(', ')}): ${andList(did)}.`);
  }
  if (t.pets > 0)
    notes.push(
      `For your ${t.pets === 1 ? 'pet' : 'pets'}: every night is chosen for "pets allowed" as the parks report it; where a park does not report it, the day says so: ask the park.`,
    );
  return notes;
}

/** "for 2 adults, 2 children (aged 4, 9)" in the overview, when travellers were given. */
export const travellersPhrase = (input: NormalizedTripInput) =>
  input.travellers ? ` for ${travellersSummary(input.travellers)}` : '';
