// @vitest-environment jsdom
import polyline from '@mapbox/polyline';
import { describe, expect, it } from 'vitest';
import { tripPlanSchema } from '../schemas/plan';
import { exportItineraryOf } from './itinerary-export';
import { makePlan, makeTrip } from './test-factories';

describe('exportItineraryOf', () => {
  it('takes the route and nights from the plan', () => {
    const plan = makePlan(3);
    expect(tripPlanSchema.safeParse(plan).success).toBe(true);
    const it = exportItineraryOf(makeTrip(), plan);
    expect(it.title).toBe('Denver to Moab');
    expect(it.route.map((p) => p.name)).toEqual(['Stop 0', 'Stop 1', 'Stop 2', 'Stop 3']);
    expect(it.nights.map((n) => [n.day, n.date, n.campground])).toEqual([
      [1, '2026-09-01', 'Campground 1'],
      [2, '2026-09-02', 'Campground 2'],
      [3, '2026-09-03', 'Campground 3'],
    ]);
  });

  it('applies reservations: confirmed, and confirmed elsewhere with its number', () => {
    const it = exportItineraryOf(makeTrip(), makePlan(3), {
      '1': { confirmed: true },
      '2': { confirmed: true, reservedElsewhere: { name: 'Sunny Acres RV', confirmationNumber: 'ABC-123' } },
      '3': { confirmed: false },
    });
    expect(it.nights[0]).toMatchObject({ reservation: 'confirmed', campground: 'Campground 1' });
    expect(it.nights[1]).toMatchObject({
      reservation: 'elsewhere',
      campground: 'Sunny Acres RV',
      confirmationNumber: 'ABC-123',
    });
    expect(it.nights[2]).toMatchObject({ reservation: 'none' });
  });

  it('uses the day plans of a manual trip', () => {
    const trip = makeTrip({
      planningMode: 'manual',
      dayPlans: [
        {
          day: 1,
          date: '2026-09-01',
          rvPark: {
            id: 'p1',
            day: 1,
            name: 'Park One',
            address: '1 Road',
            coordinates: [40, -105],
            selectedAmenities: [],
            reservationStatus: 'needed',
          },
          activities: [],
          notes: '',
        },
        { day: 2, date: '2026-09-02', rvPark: null, activities: [], notes: '' },
      ],
    });
    const it = exportItineraryOf(trip, null);
    expect(it.nights).toHaveLength(1);
    expect(it.nights[0]).toMatchObject({ campground: 'Park One', latitude: 40, longitude: -105 });
  });
});

describe('track on roads', () => {
  it("takes the days' road geometry as track points, in order and without repeats at day ends", () => {
    const plan = makePlan(2);
    const leg1: Array<[number, number]> = [
      [39.7, -105.0],
      [39.6, -105.9],
      [39.5, -106.8],
    ];
    const leg2: Array<[number, number]> = [
      [39.5, -106.8],
      [39.1, -108.5],
    ];
    plan.dailyItinerary[0] = { ...plan.dailyItinerary[0], geometry: polyline.encode(leg1, 5) };
    plan.dailyItinerary[1] = { ...plan.dailyItinerary[1], geometry: polyline.encode(leg2, 5) };
    const itinerary = exportItineraryOf(makeTrip(), plan);
    expect(itinerary.track?.map((p) => [p.latitude, p.longitude])).toEqual([...leg1, leg2[1]]);
  });
});
