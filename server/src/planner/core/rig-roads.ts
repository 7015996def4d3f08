import type { ParkRow } from '../../catalogue/core/data';
import { sentenceStart } from '@shared/plan/sentence';

// A park's roads the rig may not drive (routing's restricted segments that name a park, read for the
// plan's rig by the planner's service: park-rig-roads.ts) and what they mean for the park's scenic
// driving: a drive from camp is in the rig itself unless it tows a car or is a trailer left at camp.

/** A park road closed to the plan's rig, as the days say it. */
export interface RigRoad {
  /** The restricted segment's id, as a route's restrictions name it. */
  id?: string;
  /** "Going-to-the-Sun Road". */
  name: string;
  /** What keeping off it takes from a visit: the park's scenic drive, or a part of the park. */
  takes: 'scenic drive' | 'part of the park';
  /** Why, with the agency and its page: "your rig is 30 ft long, and ... (Glacier National Park: url)". */
  why: string;
  /** The way the park's page names to see it without the rig, with its page. */
  alternative?: string;
  /** The smaller vehicle a day trip from camp takes: "your tow vehicle, unhitched at camp". */
  smaller?: string;
  /** An advisory the rig is over (not advised, not banned): said, never a reason to drop the drive. */
  advisory?: true;
}

/** Each park's roads closed to the plan's rig, by park code. */
export type ParkRigRoads = ReadonlyMap<string, readonly RigRoad[]>;

export const NO_RIG_ROADS: ParkRigRoads = new Map();

// Activities that are a drive on the park's roads in the rig (biking and ATVs are not).
const DRIVE = /scenic driving|auto touring/i;

const roadsOf = (park: ParkRow, rigRoads: ParkRigRoads) =>
  rigRoads.get(park.parkCode) ?? rigRoads.get(park.id) ?? [];

const closedText = (roads: readonly RigRoad[]) =>
  roads
    .map((r) => sentenceStart(`${r.name} is ${r.advisory ? 'not advised for' : 'closed to'} your rig: ${r.why}`))
    .join('. ');

/**
 * What a park's activity is for the rig: a scenic drive where the park's scenic drive is closed to
 * it is not offered, unless the day trip goes in a smaller vehicle (a trailer's tow vehicle, a towed
 * car) or the park's page names another way to see it (a shuttle); offered, it says which roads are
 * closed to the rig and why (`note`, added to the activity's description).
 */
export function rigActivity(
  park: ParkRow,
  activity: string,
  rigRoads: ParkRigRoads,
): { offered: boolean; note?: string } {
  if (!DRIVE.test(activity)) return { offered: true };
  const roads = roadsOf(park, rigRoads);
  if (roads.length === 0) return { offered: true };
  const closed = closedText(roads);
  const smaller = roads[0].smaller;
  if (smaller)
    return { offered: true, note: `${closed}. Drive it in ${smaller}, if that is within the road's limits.` };
  const main = roads.filter((r) => r.takes === 'scenic drive' && !r.advisory);
  if (main.some((r) => !r.alternative)) return { offered: false };
  const instead = main.map((r) => r.alternative).join('; or ');
  return {
    offered: true,
    note: `${closed}.${main.length > 0 ? ` See it instead from ${instead}.` : roads.every((r) => r.advisory) ? ' An advisory, not a ban: drive it with care, or keep to the rest of the park.' : " The park's other roads are open to it."}`,
  };
}

/**
 * What a park near camp's roads closed to the rig are, said on the day: why it offers no scenic
 * drive; or, for a park whose activities have no drive to carry them (Zion lists none, yet its road
 * to Lava Point is closed to a rig over 19 ft), the roads themselves. A scenic drive offered says
 * them in its own description (rigActivity).
 */
export function rigRoadNotes(parks: readonly ParkRow[], rigRoads: ParkRigRoads): string[] {
  return parks.flatMap((p) => {
    const roads = roadsOf(p, rigRoads);
    if (roads.length === 0) return [];
    const drive = p.activities.find((a) => DRIVE.test(a));
    if (!drive) return [`In ${p.fullName}: ${closedText(roads)}.`];
    if (rigActivity(p, drive, rigRoads).offered) return [];
    return [`No scenic drive is suggested in ${p.fullName}: ${closedText(roads)}.`];
  });
}
