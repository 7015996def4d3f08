import type { ParkRow } from '../../catalogue/core/data';
import type { LatLng } from '../../geo';
import { haversineMiles } from '../../geo';
import type { RoadReach } from '../../routing/core/road-reach';

// "Minutes from camp": a stay day's activities are at parks within about an hour's drive of camp.
// The drive is routed on the bundled road graph, on the roads open on the day's date (a road closed
// for the season is kept off, so Crater Lake's Rim Drive in May gives no short drive); where the
// graph cannot measure it, it is the straight line times a winding factor at a local-road speed,
// and the day says it is a straight-line estimate.
export const CAMP_REACH_MINUTES = 70;
const ROAD_FACTOR = 1.3;
const LOCAL_MPH = 45;
export const driveMinutesEstimate = (crowMiles: number) => (crowMiles * ROAD_FACTOR * 60) / LOCAL_MPH;
// The straight-line reach of the estimate (about 40 miles).
export const CAMP_REACH_MILES = (CAMP_REACH_MINUTES * LOCAL_MPH) / 60 / ROAD_FACTOR;
// No road drive of CAMP_REACH_MINUTES reaches farther than this (an Interstate at 60 mph).
const ROUTED_CANDIDATE_MILES = CAMP_REACH_MINUTES;

/**
 * The drive from a camp to a park on the roads open on the day (the router's answer), or `inside`:
 * the camp lies inside the park, on its own roads (Jumbo Rocks in Joshua Tree), and the park is
 * around camp, not a drive back out to an entrance.
 */
export type CampReach = RoadReach | { kind: 'inside' };
/** The drives from a camp to each park on the roads open on the day. */
export type CampDrives = (camp: LatLng, parks: readonly ParkRow[], maxHours: number) => CampReach[];

/** A park whose camp lies inside it, as a day says it. */
export const INSIDE_PARK_TEXT = 'around camp (the campground is inside the park)';

const minutesText = (minutes: number) => {
  const m = Math.max(5, Math.round(minutes / 5) * 5);
  return m >= 60 ? `1 h${m > 60 ? ` ${m - 60} min` : ''}` : `${m} min`;
};

/** A routed drive from camp as a day says it: "about 25 miles, about 45 min by road from camp". */
export const roadDriveText = (miles: number, minutes: number) => {
  const m = Math.max(1, Math.round(miles));
  return `about ${m} mile${m === 1 ? '' : 's'}, about ${minutesText(minutes)} by road from camp`;
};

/**
 * A drive that ends where the open road ends, short of a park whose point lies on a road closed that
 * day: "about 17 miles, about 25 min by road from camp to where the open road ends: the way on is
 * Tioga Road (Tioga Pass) (CA-120), usually closed for winter from about November 15 to about June 1
 * (Yosemite National Park)".
 */
export const closedDriveText = (miles: number, minutes: number, road: string) =>
  `${roadDriveText(miles, minutes)} to where the open road ends: the way on is ${road}`;

/** A drive the roads could not measure: "about 45 min from camp (straight-line estimate)". */
export const estimatedDriveText = (crowMiles: number) =>
  `about ${Math.round(crowMiles * ROAD_FACTOR)} miles, about ${minutesText(driveMinutesEstimate(crowMiles))} from camp (straight-line estimate)`;

export interface ParkInReach {
  park: ParkRow;
  /** Drive minutes from camp (routed, or the estimate). */
  minutes: number;
  /** The drive as the day says it. */
  distanceText: string;
}

/**
 * The parks within about an hour's drive of camp, the shortest drive first. With drives (the
 * router), each park's drive is on the roads open that day: a park no open road reaches within the
 * hour is left out, whatever its straight line; a park whose point lies on a road closed that day is
 * met where the open road ends on that road (the end nearest its point), said so with the road and
 * its dates, or left out when that end is beyond the hour (Glacier from St. Mary in March); a park the roads cannot measure (far from any
 * highway of the graph) keeps the straight-line estimate, labelled so; a park the camp lies inside
 * is around camp (no drive). Without drives, every park is an estimate.
 */
export function parksInReach(camp: LatLng, parks: readonly ParkRow[], drives?: CampDrives): ParkInReach[] {
  const radius = drives ? ROUTED_CANDIDATE_MILES : CAMP_REACH_MILES;
  const candidates = parks
    .map((park) => ({ park, crow: haversineMiles(camp, park) }))
    .filter((p) => p.crow <= radius)
    .sort((a, b) => a.crow - b.crow);
  const routed: CampReach[] = drives
    ? drives(
        camp,
        candidates.map((c) => c.park),
        CAMP_REACH_MINUTES / 60,
      )
    : candidates.map(() => ({ kind: 'unrouted' }));
  const out: ParkInReach[] = [];
  candidates.forEach(({ park, crow }, i) => {
    const drive = routed[i];
    if (drive.kind === 'inside') out.push({ park, minutes: 0, distanceText: INSIDE_PARK_TEXT });
    else if (drive.kind === 'road') {
      const minutes = drive.hours * 60;
      if (minutes <= CAMP_REACH_MINUTES)
        out.push({ park, minutes, distanceText: roadDriveText(drive.miles, minutes) });
    } else if (drive.kind === 'closed' && drive.road) {
      // The park's point is on a road closed that day: the park is met where the open road ends,
      // and the day says which road is closed and until when (never a drive over it).
      const minutes = drive.hours * 60;
      if (minutes <= CAMP_REACH_MINUTES)
        out.push({ park, minutes, distanceText: closedDriveText(drive.miles, minutes, drive.road) });
    } else if (drive.kind === 'unrouted' && crow <= CAMP_REACH_MILES) {
      out.push({ park, minutes: driveMinutesEstimate(crow), distanceText: estimatedDriveText(crow) });
    }
  });
  return out.sort((a, b) => a.minutes - b.minutes);
}
