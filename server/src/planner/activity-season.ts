import type { ParkRow } from '../catalogue/data';
import type { LatLng } from '../catalogue/geo';
import { coldRegion, isWinterMonth } from '@shared/plan/calendar';

// When a park activity can be offered: water activities only while the water is warm there, other
// warm-weather ones not in a cold region's winter, winter ones only then, and nothing on a park road
// the plan itself says is closed that month.

// Activities on or in the water: only in the months the water is warm enough where the park is.
const WATER = /boat|kayak|canoe|paddl|raft|swim|scuba|snorkel|tubing|water ?ski|sailing|surf/i;
// Activities that need dry trails or open roads: not offered in a cold region's winter (November to
// April, the plan calendar's winter), e.g. no mountain biking at Yellowstone in December.
export const WARM_SEASON =
  /boat|kayak|canoe|paddl|raft|swim|mountain biking|biking|horse|scuba|snorkel|tubing|water ?ski|sailing|climbing|canyoneering|auto and atv|off-road/i;
// Activities only winter offers.
const WINTER_ONLY = /snowshoe|skiing|snowmobil|ice fishing|ice skating|sledding|dog sledding/i;
// Activities on a park's scenic roads.
const ON_THE_ROAD = /scenic driving|auto and atv|auto touring|biking/i;

/**
 * The months (1-12) when the water is warm enough for boating, paddling and swimming: June to
 * September in the north and the high country (Acadia in late October and Crater Lake in May are
 * cold), May to October in the middle latitudes, April to November on the Gulf coast, all year in the
 * tropics. A rule of thumb from latitude, not a forecast.
 */
export function waterMonths(point: LatLng): readonly [number, number] {
  const { latitude: lat, longitude: lng } = point;
  if (lat < 26 || lng < -150) return [1, 12];
  if (lat >= 40 || coldRegion(lat, lng)) return [6, 9];
  if (lat >= 33) return [5, 10];
  return [4, 11];
}

const waterWarm = (point: LatLng, month: number) => {
  const [from, to] = waterMonths(point);
  return month >= from && month <= to;
};

/** Whether an activity can be offered near this point in this month (1-12); undefined month: yes. */
export function inSeason(activity: string, point: LatLng, month: number | undefined): boolean {
  if (month === undefined) return true;
  if (WATER.test(activity) && !waterWarm(point, month)) return false;
  const winter = isWinterMonth(month) && coldRegion(point.latitude, point.longitude);
  if (winter) return !WARM_SEASON.test(activity);
  return !WINTER_ONLY.test(activity);
}

// Well-known winter road closures in national parks (dates vary each year with the snow). `closes`
// says what the closure takes away: the whole park (its one road, or every road but one) or its
// scenic drive.
interface WinterRoad {
  months: number[];
  text: string;
  closes: 'park' | 'scenic drive' | 'part of the park';
}
const WINTER_ROADS: Record<string, WinterRoad> = {
  romo: {
    months: [11, 12, 1, 2, 3, 4, 5],
    text: 'Trail Ridge Road, the road over the Continental Divide, is closed to cars from about mid-October until late May.',
    closes: 'scenic drive',
  },
  yell: {
    months: [11, 12, 1, 2, 3, 4],
    text: 'Most Yellowstone roads close to cars from early November to mid-April; only the road from the North Entrance (Gardiner) to Cooke City stays open. Winter visits inside the park are by guided snowcoach or snowmobile.',
    closes: 'park',
  },
  grte: {
    months: [11, 12, 1, 2, 3, 4],
    text: 'Teton Park Road is closed to cars from November to April; US-89/191 along the valley stays open.',
    closes: 'scenic drive',
  },
  glac: {
    months: [10, 11, 12, 1, 2, 3, 4, 5, 6],
    text: 'Going-to-the-Sun Road is closed over Logan Pass from mid-October until about late June.',
    closes: 'scenic drive',
  },
  crla: {
    months: [11, 12, 1, 2, 3, 4, 5, 6],
    text: 'Rim Drive is closed to cars from about November to June; the road to Rim Village is plowed.',
    closes: 'scenic drive',
  },
  yose: {
    months: [11, 12, 1, 2, 3, 4, 5],
    text: 'Tioga Road and Glacier Point Road are closed from about November to late May or June.',
    closes: 'scenic drive',
  },
  lavo: {
    months: [11, 12, 1, 2, 3, 4, 5],
    text: 'The main park highway (CA-89) through Lassen closes with the first heavy snow and opens about June.',
    closes: 'park',
  },
  grca: {
    months: [11, 12, 1, 2, 3, 4, 5],
    text: 'The North Rim and its road (AZ-67) are closed from about December to mid-May; the South Rim is open all year.',
    closes: 'part of the park',
  },
  mora: {
    months: [11, 12, 1, 2, 3, 4, 5, 6],
    text: 'Sunrise and Chinook Pass roads are closed in winter; the road to Paradise is plowed by day.',
    closes: 'scenic drive',
  },
  noca: {
    months: [11, 12, 1, 2, 3, 4],
    text: 'The North Cascades Highway (WA-20) closes over the passes from about November to April.',
    closes: 'scenic drive',
  },
};

const closureOf = (park: ParkRow, month: number): WinterRoad | undefined => {
  const road = WINTER_ROADS[park.parkCode] ?? WINTER_ROADS[park.id];
  return road?.months.includes(month) ? road : undefined;
};

/**
 * Whether a park's activity is on a road the plan says is closed that month: nothing at a park whose
 * road is closed (Lassen before about June) but what winter itself offers, no scenic driving where
 * the scenic road is closed.
 */
export function onClosedRoad(park: ParkRow, activity: string, month: number | undefined): boolean {
  if (month === undefined) return false;
  const closure = closureOf(park, month);
  if (!closure) return false;
  if (closure.closes === 'park') return !WINTER_ONLY.test(activity);
  return closure.closes === 'scenic drive' && ON_THE_ROAD.test(activity);
}

/** Road-closure notes for parks near a stop in the night's month (1-12). */
export function winterRoadNotes(parks: readonly ParkRow[], month: number): string[] {
  return parks
    .map((p) => closureOf(p, month))
    .filter((r): r is WinterRoad => r !== undefined)
    .map((r) => `${r.text} Check the park's road status before you go.`);
}
