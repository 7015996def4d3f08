import { describe, expect, it } from 'vitest';
import { rigFor } from '@shared/schemas/rig';
import type { ParkRow } from '../../../catalogue/core/data';
import type { RouteRequest } from '../../../routing/road-router';
import { straightRouter, testContext } from '../../../test/planner-data';
import type { PlanRouter } from '../../plan-router';
import { campDrives } from './camp-reach';

// The drives from camp are asked once a plan for a camp, its parks and what of the day's date the
// router's answers read (PlanRouter.datesKey): days alike share them, a day whose date closes a road
// asks again and gets its own; the rig's asks are the plan's own, so another plan asks for itself.
describe('drives from camp, remembered by what of the date the roads read', () => {
  const camp = { latitude: 40.25, longitude: -105.83 };
  const park = {
    id: 'romo',
    fullName: 'Rocky Mountain National Park',
    latitude: 40.34,
    longitude: -105.69,
  } as ParkRow;
  // A road closed from January on; the rig's length shows in the drive's miles.
  const winter = (req: RouteRequest) => req.date?.slice(5, 7) === '01';

  function countingRouter(datesKey: PlanRouter['datesKey']) {
    const asked: RouteRequest[] = [];
    const router: PlanRouter = {
      ...straightRouter(),
      reachFrom: (_origin, targets, req) => {
        asked.push(req);
        return targets.map(() =>
          winter(req)
            ? { kind: 'closed' as const, edge: 1, miles: 5, hours: 0.2, road: 'Trail Ridge Road' }
            : { kind: 'road' as const, miles: 20 + (req.lengthFeet ?? 0), hours: 0.5 },
        );
      },
      datesKey,
    };
    return { router, asked };
  }
  const plan = (router: PlanRouter, lengthFeet = 30) =>
    testContext(
      {
        departureDate: '2026-12-30',
        duration: 5,
        rvType: 'class-c',
        rig: { ...rigFor('class-c'), lengthFeet },
      },
      undefined,
      router,
    );

  it('shares the drives of days the roads read alike, and asks again for a day they read apart', () => {
    const { router, asked } = countingRouter((req) => (winter(req) ? 'Trail Ridge Road closed' : ''));
    const drives = campDrives(plan(router));
    const december = drives(1)(camp, [park], 1);
    expect(drives(2)(camp, [park], 1)).toBe(december);
    expect(asked.map((r) => r.date)).toEqual(['2026-12-30']);
    // January 1st closes the road: asked again, and the drive ends where the open road ends.
    const january = drives(3)(camp, [park], 1);
    expect(january).toEqual([expect.objectContaining({ kind: 'closed', road: 'Trail Ridge Road' })]);
    expect(december).toEqual([{ kind: 'road', miles: 50, hours: 0.5 }]);
    expect(drives(4)(camp, [park], 1)).toBe(january);
    expect(asked.map((r) => r.date)).toEqual(['2026-12-30', '2027-01-01']);
  });

  it('asks for each date when the router cannot say what of it the roads read', () => {
    const { router, asked } = countingRouter(undefined);
    const drives = campDrives(plan(router));
    drives(1)(camp, [park], 1);
    drives(2)(camp, [park], 1);
    drives(1)(camp, [park], 1);
    expect(asked.map((r) => r.date)).toEqual(['2026-12-30', '2026-12-31']);
  });

  it("keeps each plan's drives to its own rig", () => {
    const { router } = countingRouter(() => '');
    expect(campDrives(plan(router, 30))(1)(camp, [park], 1)).toEqual([
      { kind: 'road', miles: 50, hours: 0.5 },
    ]);
    expect(campDrives(plan(router, 40))(1)(camp, [park], 1)).toEqual([
      { kind: 'road', miles: 60, hours: 0.5 },
    ]);
  });
});
