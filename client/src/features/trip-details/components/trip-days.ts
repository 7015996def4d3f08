import type { TripPlan, Meal } from '@shared/schemas/plan';
import type { RoadStop } from '@shared/schemas/road-stops';
import type { Trip } from '@shared/schemas/trip';
import { formatNightlyFee } from '@/lib/format';

// One shape for the day list of an AI plan and of a manual trip's day plans.
export type TripDayView = {
  day: number;
  date: string;
  from?: string;
  to?: string;
  distance?: number;
  driveTime?: string;
  stay?: {
    name: string;
    address: string;
    amenities: string[];
    price?: string;
    reservationUrl?: string;
    searchUrl?: string;
    latitude?: number;
    longitude?: number;
  };
  activities: Array<{ name: string; type?: string; duration?: string; description?: string }>;
  meals: Meal[];
  notes: string[];
  /** Fuel, breaks, dump, water, propane and overnight parking on the drive, in route order. */
  roadStops?: RoadStop[];
};

export function tripDaysOf(trip: Trip, plan: TripPlan | null): TripDayView[] {
  if (plan) {
    return plan.dailyItinerary.map((d) => {
      return {
        day: d.day,
        date: d.date,
        from: d.from.name,
        to: d.to.name,
        distance: d.distance,
        driveTime: d.driveTime,
        stay: {
          name: d.rvPark.name,
          address: d.rvPark.address,
          amenities: d.rvPark.amenities,
          price: formatNightlyFee(d.rvPark),
          reservationUrl: d.rvPark.reservationUrl,
          searchUrl: d.rvPark.searchUrl,
          latitude: d.rvPark.latitude ?? undefined,
          longitude: d.rvPark.longitude ?? undefined,
        },
        activities: d.activities.map((name) => {
          const detail = d.activityDetails.find((a) => a.name === name);
          return { name, type: detail?.type, duration: detail?.duration, description: detail?.description };
        }),
        meals: d.meals,
        notes: d.notes,
        roadStops: d.roadStops,
      };
    });
  }
  return (trip.dayPlans ?? []).map((p) => ({
    day: p.day,
    date: p.date,
    stay: p.rvPark
      ? {
          name: p.rvPark.name,
          address: p.rvPark.address,
          amenities: p.rvPark.selectedAmenities,
          latitude: p.rvPark.coordinates[0],
          longitude: p.rvPark.coordinates[1],
        }
      : undefined,
    activities: p.activities.map((a) => ({ name: a.name, type: a.type, duration: a.duration })),
    meals: [],
    notes: p.notes.trim() ? [p.notes.trim()] : [],
  }));
}
