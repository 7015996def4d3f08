import type { ActivityDetail, Meal, TravelStyle } from '@shared/schemas/plan';
import type { ParkRow } from '../../catalogue/core/data';
import type { LatLng } from '../../geo';
import { haversineMiles } from '../../geo';
import { coldRegion, isWinterMonth } from '@shared/plan/calendar';
import { inSeason, onClosedRoad, WARM_SEASON, type ParkClosures } from './activity-season';
import { NO_RIG_ROADS, rigActivity, type ParkRigRoads } from './rig-roads';
import type { NpsUnit } from '../../catalogue/core/nps-units';
import { npsSiteActivity, npsSitesNear, siteClosed } from './nps-sites';
import type { CampDrives } from './camp-drives';
import { CAMP_REACH_MILES, CAMP_REACH_MINUTES, estimatedDriveText, parksInReach } from './camp-drives';
import type { ChildrenRules } from './travellers';
import { childrenRank, juniorRangerActivity } from './travellers';

export { inSeason, winterRoadNotes } from './activity-season';
export { CAMP_REACH_MINUTES } from './camp-drives';

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

/** A month (1-12) of the plan and the parks' road closures (the plan context's): what seasons read. */
export interface PlanMonth {
  month: number;
  closures: ParkClosures;
  /** The date (YYYY-MM-DD) the suggestions are for: a park's closures with dates on it. */
  date?: string;
  /** The parks' roads closed to the rig: no scenic drive where the park's own is closed to it. */
  rigRoads?: ParkRigRoads;
}

// Four suggestions for a style, drawn from the parks given (nearest first) where they offer them in
// the month (any month when none is given).
export function activitySuggestions(
  style: TravelStyle,
  parks: readonly ParkRow[] = [],
  season?: PlanMonth,
  children?: ChildrenRules,
): string[] {
  const month = season?.month;
  const out: string[] = [];
  // What each suggestion suggests (the activity itself, not the sentence naming its park).
  const suggested: string[] = [];
  const wanted = children ? byChildren(children, STYLE_ACTIVITIES[style]) : STYLE_ACTIVITIES[style];
  for (const activity of wanted) {
    const park = parks.find(
      (p) =>
        p.activities.includes(activity) &&
        inSeason(activity, p, month) &&
        !(season && onClosedRoad(p, activity, month, season.closures, season.date)) &&
        rigActivity(p, activity, season?.rigRoads ?? NO_RIG_ROADS).offered,
    );
    if (park) {
      out.push(`${activity} in ${park.fullName}`);
      suggested.push(activity);
    }
    if (out.length === 4) return out;
  }
  const coldWinter =
    month !== undefined && isWinterMonth(month) && parks.some((p) => coldRegion(p.latitude, p.longitude));
  for (const d of STYLE_DEFAULTS[style]) {
    if (out.length === 4) break;
    if (coldWinter && WARM_SEASON.test(d)) continue;
    if (!suggested.some((a) => a.toLowerCase().startsWith(d.toLowerCase()))) {
      out.push(d);
      suggested.push(d);
    }
  }
  for (const d of ['Winter wildlife watching', 'Museum exhibits', 'Scenic driving', 'Local food stops']) {
    if (out.length === 4) break;
    if (!out.includes(d)) out.push(d);
  }
  return out.slice(0, 4);
}

/** A list of activities as children travel: what suits them first, what does not left out. */
function byChildren(rules: ChildrenRules, activities: readonly string[]): string[] {
  return activities
    .map((a, i) => ({ a, i, rank: childrenRank(rules, a) }))
    .filter((x): x is { a: string; i: number; rank: number } => x.rank !== null)
    .sort((x, y) => x.rank - y.rank || x.i - y.i)
    .map((x) => x.a);
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
  /** Where the night is: the camp's point, the town the day names, the park's name when there is one. */
  stop: LatLng & { name: string; area: string; parkId?: string };
  campName?: string;
  parks: readonly ParkRow[];
  /** Every NPS site (data/nps-units.json): visits where no national park fills the day. */
  units?: readonly NpsUnit[];
  style: TravelStyle;
  driveHours: number;
  restDay: boolean;
  restDayIndex: number; // 0 for the first rest day at a stop, 1 for the second, ...
  month?: number; // 1-12: activities follow the season when given
  date?: string; // YYYY-MM-DD: a park's closures with dates on the day
  /** The parks' road closures (the plan context's): no activity on a road closed in the month. */
  closures: ParkClosures;
  // The traveller's prioritized categories: their activities come first.
  prefer?: (park: ParkRow, activity: string) => boolean;
  // One more activity on driving days (the trip is optimized for activities).
  extraSlot?: boolean;
  // Children travel: kid-friendly activities first, a Junior Ranger programme, no age-limited ones.
  children?: ChildrenRules;
  // The drives from camp on the roads open that day (the router); without it, straight-line estimates.
  drives?: CampDrives;
  // The parks' roads closed to the rig: a scenic drive says so, or is not offered (core/rig-roads.ts).
  rigRoads?: ParkRigRoads;
}

/**
 * The day's activities, how many of them are of the traveller's prioritized categories, and how many
 * such activities and sites lie within reach in season (`offered`: none is the only ground for
 * saying the categories are not offered).
 */
export function planDayActivities(opts: DayActivityOptions): {
  details: ActivityDetail[];
  prioritized: number;
  offered: number;
  /** The parks within reach of camp on the roads open that day: the ones the stay's activities draw on. */
  inReach: ParkRow[];
} {
  const near = parksInReach(opts.stop, opts.parks, opts.drives);
  const rigRoads = opts.rigRoads ?? NO_RIG_ROADS;
  const slots =
    (opts.restDay ? 3 : opts.driveHours > 4.5 ? 1 : 2) + (opts.extraSlot && !opts.restDay ? 1 : 0);
  const wanted = STYLE_ACTIVITIES[opts.style];
  const out: ActivityDetail[] = [];
  if (!opts.restDay && opts.driveHours > 0) {
    out.push({
      name: opts.campName
        ? `Arrive and set up camp at ${opts.campName}`
        : `Arrive and set up camp near ${opts.stop.parkId ? opts.stop.name : opts.stop.area}`,
      type: 'rest',
      duration: '1 hour',
      description:
        "Level the rig, connect what the site offers and check the next day's route and fuel stops.",
    });
  }
  // Rotate through parks and activities so a second rest day at a stop does not repeat the first;
  // the prioritized categories' activities first, rotated among themselves.
  const preferred: Array<{ park: ParkRow; activity: string; distanceText: string }> = [];
  const others: Array<{ park: ParkRow; activity: string; distanceText: string }> = [];
  for (const { park, distanceText } of near) {
    const all = [
      ...wanted.filter((a) => park.activities.includes(a)),
      ...park.activities.filter((a) => !wanted.includes(a) && a !== 'Camping' && a !== 'Backcountry Camping'),
    ];
    const ranked = (opts.children ? byChildren(opts.children, all) : all).filter(
      (a) =>
        inSeason(a, park, opts.month) &&
        !onClosedRoad(park, a, opts.month, opts.closures, opts.date) &&
        rigActivity(park, a, rigRoads).offered,
    );
    for (const activity of ranked)
      (opts.prefer?.(park, activity) ? preferred : others).push({ park, activity, distanceText });
  }
  const offset = opts.restDayIndex * slots;
  const rotate = <T>(list: T[]) => list.map((_, i) => list[(i + offset) % list.length]);
  let prioritized = 0;
  const ranger = opts.children ? juniorRangerActivity(opts.children, near) : undefined;
  if (ranger) out.push(ranger);
  const full = (limit = slots) => out.filter((a) => a.type !== 'rest').length >= limit;
  const rigNote = (park: ParkRow, activity: string) => {
    const note = rigActivity(park, activity, rigRoads).note;
    return note ? ` ${note}` : '';
  };
  // The park activities already on the day, by park and activity.
  const taken = new Set<string>();
  const addPairs = (pairs: typeof preferred, counted: boolean, limit = slots) => {
    for (const { park, activity, distanceText } of pairs) {
      if (full(limit)) return;
      const key = `${park.id}\n${activity}`;
      if (taken.has(key)) continue;
      taken.add(key);
      if (counted) prioritized += 1;
      out.push({
        name: `${activity} in ${park.fullName}`,
        type: activityType(activity),
        duration: opts.restDay ? (out.length === 0 ? 'half day' : '3 hours') : '2 hours',
        description: `${firstSentence(park.description)} The park lists ${activity.toLowerCase()} among its activities; it is ${distanceText}.${rigNote(park, activity)}`,
        parkId: park.id,
      });
    }
  };
  // The other NPS sites within reach (historical parks, battlefields, monuments), rotated like the parks'
  // activities; one whose only road is closed that day is not visited (still within reach for the day's words).
  const nearSites = npsSitesNear(opts.units ?? [], opts.stop, CAMP_REACH_MILES, opts.parks, opts.prefer);
  const openSites = nearSites.filter((n) => !siteClosed(n.unit, opts.month, opts.closures, opts.date));
  const addSites = (sites: typeof nearSites, counted: boolean) => {
    for (const site of sites) {
      if (full()) return;
      if (counted) prioritized += 1;
      out.push(npsSiteActivity(site.unit, estimatedDriveText(site.distance), opts.restDay, opts));
    }
  };
  // The prioritized categories first, a park's activities or a site of them (a historic site before
  // a national park's hike when Historic Sites are asked for); then the rest, parks before sites, but
  // a rest day keeps its last slot for a site within reach, so a stay near a national park and a
  // monument (Mammoth Lakes: Yosemite by Tioga Road, Devils Postpile) does not fill every day with the park.
  const preferredSites = openSites.filter((n) => n.preferred);
  const otherSites = rotate(openSites.filter((n) => !n.preferred));
  addPairs(rotate(preferred), true);
  addSites(rotate(preferredSites), true);
  const kept = opts.restDay && otherSites.length > 0 ? 1 : 0;
  if (kept) addPairs(rotate(others), false, slots - 1);
  addSites(otherSites.slice(0, kept), false);
  addPairs(rotate(others), false);
  addSites(otherSites.slice(kept), false);
  if (out.filter((a) => a.type !== 'rest').length === 0)
    out.push(nothingDay(opts, near.length + nearSites.length > 0));
  if (opts.restDay) {
    out.push({
      name: 'Rest, laundry and restock',
      type: 'rest',
      duration: '2 hours',
      description: `Refill water, empty tanks where the campground allows it and restock groceries in ${opts.stop.area}.`,
    });
  }
  const inReach = near.map((n) => n.park);
  return { details: out, prioritized, offered: preferred.length + preferredSites.length, inReach };
}

/** A day with no visit: a rest day says why and what to ask; a driving day gets an evening walk. */
function nothingDay(opts: DayActivityOptions, sitesInReach: boolean): ActivityDetail {
  if (!opts.restDay)
    return {
      name: `Evening walk around camp`,
      type: 'rest',
      duration: '1 hour',
      description: 'Stretch your legs after the drive.',
    };
  return {
    name: `Explore ${opts.stop.area}`,
    type: 'sightseeing',
    duration: 'half day',
    description: nothingToVisit(opts.stop.area, opts.units !== undefined, sitesInReach),
  };
}

/**
 * What a rest day with nothing to visit says. A site within reach whose activities the day could not
 * use (season, closed roads, children's ages) is not called absent; with the NPS's list of all its
 * sites, none within reach of camp is; without it, only the 63 national parks are spoken for.
 */
function nothingToVisit(area: string, allSites: boolean, sitesInReach: boolean): string {
  const ask = `ask the campground host or the local visitor information in ${area} for nearby trails and sights.`;
  if (sitesInReach)
    return `The National Park Service sites within about ${CAMP_REACH_MINUTES} minutes' drive of camp list nothing in our data for this day (its season, closed roads or who travels); ${ask}`;
  return allSites
    ? `No National Park Service site in our data (the NPS's list of its parks, monuments, historic sites and other areas) lies within about ${CAMP_REACH_MINUTES} minutes' drive of camp; ${ask}`
    : `None of the national parks in our data lies near ${area} (our data holds the 63 national parks, not every National Park Service site); ${ask}`;
}

export type BudgetLevel = 'low' | 'medium' | 'high';

/**
 * A day's three meals. Meals out are a search in `area`, the town the day names, and only when it
 * lies within a short drive of camp; otherwise they are cooked at camp and the dinner says why.
 */
export function dayMeals(opts: {
  level: BudgetLevel;
  area: string;
  areaNearCamp: boolean;
  campName: string;
  driveDay: boolean;
  dayNumber: number;
  // Children travel: meals out are a search for family restaurants, never bars.
  family?: boolean;
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
  const eatOut = (mealType: Meal['mealType'], area: string): Meal => ({
    mealType,
    name: `${mealType === 'dinner' ? 'Dinner' : 'Lunch'} out in ${area}`,
    type: 'restaurant',
    location: area,
    priceRange: mealType === 'dinner' ? '$15-30 per person' : '$10-20 per person',
    specialNotes: opts.family
      ? `Search for family restaurants in ${area} (no bars: children travel); check for RV or trailer parking before you go.`
      : `Search for local restaurants in ${area}; check for RV or trailer parking before you go.`,
  });
  const area = opts.areaNearCamp ? opts.area : null;
  const breakfast = cook(
    'breakfast',
    opts.driveDay ? 'Quick campsite breakfast before the drive' : 'Slow campsite breakfast',
  );
  const lunch =
    opts.level === 'high' && !opts.driveDay && area
      ? eatOut('lunch', area)
      : cook(
          'lunch',
          opts.driveDay ? 'Packed lunch at a rest area' : 'Picnic lunch',
          opts.driveDay ? 'Pack it the night before.' : undefined,
        );
  const dinnerOut = opts.level === 'high' || (opts.level === 'medium' && opts.dayNumber % 2 === 0);
  const dinner =
    dinnerOut && area
      ? eatOut('dinner', area)
      : cook(
          'dinner',
          'Campfire or galley dinner',
          dinnerOut ? `${opts.area} is not within a short drive of camp: dinner at camp tonight.` : undefined,
        );
  return [breakfast, lunch, dinner];
}
