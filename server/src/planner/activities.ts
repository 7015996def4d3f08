import type { ActivityDetail, Meal, TravelStyle } from '@shared/schemas/plan';
import type { ParkRow } from '../catalogue/data';
import type { LatLng } from '../catalogue/geo';
import { haversineMiles } from '../catalogue/geo';
import { coldRegion } from '../catalogue/seasons';

// Activities that need open water, dry trails or open roads: not offered in a cold region's
// winter (December to March), e.g. no boating or mountain biking at Yellowstone in December.
const WARM_SEASON =
  /boat|kayak|canoe|paddl|raft|swim|mountain biking|biking|horse|scuba|snorkel|tubing|water ?ski|sailing|climbing|canyoneering|auto and atv|off-road/i;
// Activities only winter offers.
const WINTER_ONLY = /snowshoe|skiing|snowmobil|ice fishing|ice skating|sledding|dog sledding/i;

const isWinterMonth = (month: number) => month === 12 || month <= 3;

/** Whether an activity can be offered near this point in this month (1-12); undefined month: yes. */
export function inSeason(activity: string, point: LatLng, month: number | undefined): boolean {
  if (month === undefined) return true;
  const winter = isWinterMonth(month) && coldRegion(point.latitude, point.longitude);
  if (winter) return !WARM_SEASON.test(activity);
  return !WINTER_ONLY.test(activity);
}

// Well-known winter road closures in national parks (dates vary each year with the snow).
const WINTER_ROADS: Record<string, { months: number[]; text: string }> = {
  romo: {
    months: [11, 12, 1, 2, 3, 4, 5],
    text: 'Trail Ridge Road, the road over the Continental Divide, is closed to cars from about mid-October until late May.',
  },
  yell: {
    months: [11, 12, 1, 2, 3, 4],
    text: 'Most Yellowstone roads close to cars from early November to mid-April; only the road from the North Entrance (Gardiner) to Cooke City stays open. Winter visits inside the park are by guided snowcoach or snowmobile.',
  },
  grte: {
    months: [11, 12, 1, 2, 3, 4],
    text: 'Teton Park Road is closed to cars from November to April; US-89/191 along the valley stays open.',
  },
  glac: {
    months: [10, 11, 12, 1, 2, 3, 4, 5, 6],
    text: 'Going-to-the-Sun Road is closed over Logan Pass from mid-October until about late June.',
  },
  crla: {
    months: [11, 12, 1, 2, 3, 4, 5, 6],
    text: 'Rim Drive is closed to cars from about November to June; the road to Rim Village is plowed.',
  },
  yose: {
    months: [11, 12, 1, 2, 3, 4, 5],
    text: 'Tioga Road and Glacier Point Road are closed from about November to late May or June.',
  },
  lavo: {
    months: [11, 12, 1, 2, 3, 4, 5],
    text: 'The main park highway (CA-89) through Lassen closes with the first heavy snow and opens about June.',
  },
  grca: {
    months: [11, 12, 1, 2, 3, 4, 5],
    text: 'The North Rim and its road (AZ-67) are closed from about December to mid-May; the South Rim is open all year.',
  },
  mora: {
    months: [11, 12, 1, 2, 3, 4, 5, 6],
    text: 'Sunrise and Chinook Pass roads are closed in winter; the road to Paradise is plowed by day.',
  },
  noca: {
    months: [11, 12, 1, 2, 3, 4],
    text: 'The North Cascades Highway (WA-20) closes over the passes from about November to April.',
  },
};

/** Road-closure notes for parks near a stop in the night's month (1-12). */
export function winterRoadNotes(parks: readonly ParkRow[], month: number): string[] {
  return parks
    .map((p) => WINTER_ROADS[p.parkCode] ?? WINTER_ROADS[p.id])
    .filter((r): r is { months: number[]; text: string } => r !== undefined && r.months.includes(month))
    .map((r) => `${r.text} Check the park's road status before you go.`);
}

// NPS activity names (as in data/national-parks.json) each style looks for first.
const STYLE_ACTIVITIES: Record<TravelStyle, string[]> = {
  scenic: [
    'Scenic Driving',
    'Stargazing',
    'Wildlife Watching',
    'Birdwatching',
    'Hiking',
    'Boat Tour',
    'Picnicking',
  ],
  adventure: [
    'Backcountry Hiking',
    'Rock Climbing',
    'Whitewater Rafting',
    'Canyoneering',
    'Kayaking',
    'Mountain Biking',
    'Caving',
    'Hiking',
  ],
  relaxed: [
    'Picnicking',
    'Birdwatching',
    'Fishing',
    'Stargazing',
    'Scenic Driving',
    'Swimming',
    'Museum Exhibits',
  ],
  fast: ['Scenic Driving', 'Museum Exhibits', 'Guided Tours', 'Hiking'],
  balanced: ['Hiking', 'Scenic Driving', 'Guided Tours', 'Museum Exhibits', 'Wildlife Watching', 'Biking'],
  budget: ['Hiking', 'Picnicking', 'Scenic Driving', 'Stargazing', 'Fishing'],
  custom: ['Hiking', 'Scenic Driving', 'Museum Exhibits', 'Stargazing'],
};

// Each style has 4 suggestions; these stand in when no park data is near.
const STYLE_DEFAULTS: Record<TravelStyle, string[]> = {
  scenic: [
    'Scenic drives and overlooks',
    'Sunset photography',
    'Stargazing away from city lights',
    'Wildlife watching',
  ],
  adventure: ['Hiking', 'Rock climbing', 'Kayaking or canoeing', 'Mountain biking'],
  relaxed: ['Picnicking', 'Birdwatching', 'Fishing', 'Campfire evenings'],
  fast: ['Roadside viewpoints', 'Short walks near camp', 'Museum exhibits', 'Local food stops'],
  balanced: ['Hiking', 'Scenic driving', 'Museum exhibits', 'Guided tours'],
  budget: ['Free hiking trails', 'Picnicking', 'Stargazing', 'Fishing'],
  custom: ['Hiking', 'Scenic driving', 'Museum exhibits', 'Stargazing'],
};

// Four suggestions for a style, drawn from the parks given (nearest first) where they offer them.
export function activitySuggestions(
  style: TravelStyle,
  parks: readonly ParkRow[] = [],
  month?: number,
): string[] {
  const out: string[] = [];
  const wanted = STYLE_ACTIVITIES[style];
  for (const activity of wanted) {
    const park = parks.find((p) => p.activities.includes(activity) && inSeason(activity, p, month));
    if (park) out.push(`${activity} in ${park.fullName}`);
    if (out.length === 4) return out;
  }
  const coldWinter =
    month !== undefined && isWinterMonth(month) && parks.some((p) => coldRegion(p.latitude, p.longitude));
  for (const d of STYLE_DEFAULTS[style]) {
    if (out.length === 4) break;
    if (coldWinter && WARM_SEASON.test(d)) continue;
    if (!out.some((o) => o.toLowerCase().startsWith(d.toLowerCase()))) out.push(d);
  }
  for (const d of ['Winter wildlife watching', 'Museum exhibits', 'Scenic driving', 'Local food stops']) {
    if (out.length === 4) break;
    if (!out.includes(d)) out.push(d);
  }
  return out.slice(0, 4);
}

export function parksNear(point: LatLng, parks: readonly ParkRow[], radiusMiles: number) {
  return parks
    .map((park) => ({ park, distance: haversineMiles(point, park) }))
    .filter((p) => p.distance <= radiusMiles)
    .sort((a, b) => a.distance - b.distance);
}

const TYPE_OF: Array<[RegExp, ActivityDetail['type']]> = [
  [/hiking|climbing|canyoneering|caving|snowshoe/i, 'hiking'],
  [/shopping|gift shop/i, 'shopping'],
  [/dining/i, 'dining'],
  [/music|theater|film|cultural|reenactment|arts/i, 'entertainment'],
];
const activityType = (name: string): ActivityDetail['type'] =>
  TYPE_OF.find(([re]) => re.test(name))?.[1] ?? 'sightseeing';

const firstSentence = (text: string) => {
  const m = /^.+?[.!?](\s|$)/.exec(text);
  return (m ? m[0] : text).trim();
};

// Activities for one day: park activities matched to the style, sized to the time left after driving.
export function dayActivities(opts: DayActivityOptions): ActivityDetail[] {
  return planDayActivities(opts).details;
}

export interface DayActivityOptions {
  stop: LatLng & { name: string; area: string; parkId?: string };
  parks: readonly ParkRow[];
  style: TravelStyle;
  driveHours: number;
  restDay: boolean;
  restDayIndex: number; // 0 for the first rest day at a stop, 1 for the second, ...
  month?: number; // 1-12: activities follow the season when given
  // The traveller's prioritized categories: their activities come first.
  prefer?: (park: ParkRow, activity: string) => boolean;
  // One more activity on driving days (the trip is optimized for activities).
  extraSlot?: boolean;
}

/** The day's activities and how many of them are of the traveller's prioritized categories. */
export function planDayActivities(opts: DayActivityOptions): { details: ActivityDetail[]; prioritized: number } {
  const near = parksNear(opts.stop, opts.parks, opts.restDay ? 90 : 50);
  const slots = (opts.restDay ? 3 : opts.driveHours > 4.5 ? 1 : 2) + (opts.extraSlot && !opts.restDay ? 1 : 0);
  const wanted = STYLE_ACTIVITIES[opts.style];
  const out: ActivityDetail[] = [];
  if (!opts.restDay && opts.driveHours > 0) {
    out.push({
      name: `Arrive and set up camp near ${opts.stop.parkId ? opts.stop.name : opts.stop.area}`,
      type: 'rest',
      duration: '1 hour',
      description:
        "Level the rig, connect what the site offers and check the next day's route and fuel stops.",
    });
  }
  // Rotate through parks and activities so a second rest day at a stop does not repeat the first;
  // the prioritized categories' activities first, rotated among themselves.
  const preferred: Array<{ park: ParkRow; activity: string; distance: number }> = [];
  const others: Array<{ park: ParkRow; activity: string; distance: number }> = [];
  for (const { park, distance } of near) {
    const ranked = [
      ...wanted.filter((a) => park.activities.includes(a)),
      ...park.activities.filter((a) => !wanted.includes(a) && a !== 'Camping' && a !== 'Backcountry Camping'),
    ].filter((a) => inSeason(a, park, opts.month));
    for (const activity of ranked)
      (opts.prefer?.(park, activity) ? preferred : others).push({ park, activity, distance });
  }
  const offset = opts.restDayIndex * slots;
  const rotate = <T>(list: T[]) => list.map((_, i) => list[(i + offset) % list.length]);
  const pairs = [...rotate(preferred), ...rotate(others)];
  const isPreferred = new Set(preferred);
  let prioritized = 0;
  for (let i = 0; i < pairs.length && out.filter((a) => a.type !== 'rest').length < slots; i++) {
    const pair = pairs[i];
    const { park, activity, distance } = pair;
    if (out.some((a) => a.name.startsWith(activity) && a.parkId === park.id)) continue;
    if (isPreferred.has(pair)) prioritized += 1;
    out.push({
      name: `${activity} in ${park.fullName}`,
      type: activityType(activity),
      duration: opts.restDay ? (out.length === 0 ? 'half day' : '3 hours') : '2 hours',
      description: `${firstSentence(park.description)} The park lists ${activity.toLowerCase()} among its activities; it is about ${Math.round(distance)} miles from camp.`,
      parkId: park.id,
    });
  }
  if (out.filter((a) => a.type !== 'rest').length === 0) {
    out.push(
      opts.restDay
        ? {
            name: `Explore ${opts.stop.area}`,
            type: 'sightseeing',
            duration: 'half day',
            description: `No national park lies near ${opts.stop.area}; ask the campground host or the local visitor information for nearby trails and sights.`,
          }
        : {
            name: `Evening walk around camp`,
            type: 'rest',
            duration: '1 hour',
            description: 'Stretch your legs after the drive.',
          },
    );
  }
  if (opts.restDay) {
    out.push({
      name: 'Rest, laundry and restock',
      type: 'rest',
      duration: '2 hours',
      description: `Refill water, empty tanks where the campground allows it and restock groceries in ${opts.stop.area}.`,
    });
  }
  return { details: out, prioritized };
}

export type BudgetLevel = 'low' | 'medium' | 'high';

export function dayMeals(opts: {
  level: BudgetLevel;
  area: string;
  campName: string;
  driveDay: boolean;
  dayNumber: number;
}): Meal[] {
  const cook = (mealType: Meal['mealType'], name: string, specialNotes?: string): Meal => ({
    mealType,
    name,
    type: 'cooking',
    location: opts.campName,
    priceRange: '$5-10 per person',
    ...(specialNotes ? { specialNotes } : {}),
  });
  // Restaurants are a search in a real town, never a named business we cannot vouch for.
  const eatOut = (mealType: Meal['mealType'], name: string): Meal => ({
    mealType,
    name,
    type: 'restaurant',
    location: opts.area,
    priceRange: mealType === 'dinner' ? '$15-30 per person' : '$10-20 per person',
    specialNotes: `Search for local restaurants in ${opts.area}; check for RV or trailer parking before you go.`,
  });
  const breakfast = cook(
    'breakfast',
    opts.driveDay ? 'Quick campsite breakfast before the drive' : 'Slow campsite breakfast',
  );
  const lunch =
    opts.level === 'high' && !opts.driveDay
      ? eatOut('lunch', `Lunch out in ${opts.area}`)
      : cook(
          'lunch',
          opts.driveDay ? 'Packed lunch at a rest area' : 'Picnic lunch',
          opts.driveDay ? 'Pack it the night before.' : undefined,
        );
  const dinnerOut = opts.level === 'high' || (opts.level === 'medium' && opts.dayNumber % 2 === 0);
  const dinner = dinnerOut
    ? eatOut('dinner', `Dinner out in ${opts.area}`)
    : cook('dinner', 'Campfire or galley dinner');
  return [breakfast, lunch, dinner];
}
