import type { Day, GenerateTripInput, RvType, TripPlan } from '@shared/schemas/plan';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { rigFor } from '@shared/plan/rig-profile';
import type { Rig } from '@shared/schemas/rig';
import type { PlannerData } from '../catalogue/planner-data';
import type { LatLng } from '../geo';
import type { loadParkEntrances } from '../routing/park-entrances';
import { builtinRouter } from '../routing/builtin';
import type { LatLngLike } from '../routing/core/road-types';
import { planTrip } from '../planner/engine';
import { fixedNow } from './planner-data';

/** A two-day trip to a park, as the park-night tests plan it: a class C unless told otherwise. */
export interface ParkTrip {
  from: string;
  to: string;
  date: string;
  rvType?: RvType;
  rig?: Partial<Rig>;
}

/** The trip planned in-process on the bundled data, on the tests' fixed clock. */
export const planParkTrip = (
  data: PlannerData,
  { from, to, date, rvType = 'class-c', rig }: ParkTrip,
): Promise<TripPlan> =>
  planTrip(
    generateTripInputSchema.parse({
      fromLocation: from,
      toLocation: to,
      departureDate: date,
      duration: 2,
      rvType,
      rig: { ...rigFor(rvType), ...rig },
    } satisfies Partial<GenerateTripInput>),
    data,
    { now: fixedNow },
  );

/** The point of a park's entrance whose name starts with `name` (data/park-entrances.json). */
export function gateOf(entrances: ReturnType<typeof loadParkEntrances>, park: string, name: string): LatLng {
  const e = entrances.get(park)?.entrances.find((g) => g.name.startsWith(name));
  if (!e) throw new Error(`no entrance ${name} of ${park}`);
  return e.at;
}

/** Where a day's park is. */
export const campOf = (d: Day): LatLng => ({ latitude: d.rvPark.latitude!, longitude: d.rvPark.longitude! });

/** Road miles on the bundled graph for the default class C on the date, on the roads open then. */
export function classCRoadMiles(a: LatLngLike, b: LatLngLike, date: string): number {
  const rig = rigFor('class-c');
  return builtinRouter().routeMiles(a, b, {
    profile: 'fastest',
    rvType: 'class-c',
    date,
    lengthFeet: rig.lengthFeet,
    heightFeet: rig.heightFeet,
  });
}
