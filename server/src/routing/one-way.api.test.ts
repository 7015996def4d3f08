import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roadLegsSchema } from '@shared/schemas/road-route';
import type { TestContext } from '../test/test-app';
import { createTestApp } from '../test/test-app';

// The whole app as production wires it, on a fresh database: the one-way park roads
// (data/park-roads.json, `oneWay`) as /api/road-route/legs drives them.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// A Class B (9.5 ft high, the typical one): a taller rig is kept off Acadia's shore section by its
// low bridges (restricted-segments.json, acadia-park-loop-road-low-bridges).
const legMiles = async (points: Array<{ latitude: number; longitude: number }>) => {
  const res = await request(ctx.app)
    .post('/api/road-route/legs')
    .send({ points, date: '2027-07-15', rvType: 'class-b' });
  expect(res.status).toBe(200);
  return roadLegsSchema.parse(res.body).legs[0].miles;
};

describe('/api/road-route/legs on one-way park roads', () => {
  it("drives Acadia's shore loop clockwise only: Sand Beach to Otter Cliff Road 2 miles, back round the loop", async () => {
    const sandBeach = { latitude: 44.3355, longitude: -68.187 };
    const otterCliff = { latitude: 44.315, longitude: -68.1905 };
    const forward = await legMiles([sandBeach, otterCliff]);
    expect(Math.abs(forward - 2) / 2).toBeLessThan(0.1);
    expect(await legMiles([otterCliff, sandBeach])).toBeGreaterThan(12);
  });

  it('drives the Cades Cove Loop Road its one way: Cable Mill to the Tipton Place along it, back round the cove', async () => {
    const cableMill = { latitude: 35.5862, longitude: -83.844 };
    const tipton = { latitude: 35.5922, longitude: -83.7975 }; // the overlay's place on the south side
    const forward = await legMiles([cableMill, tipton]);
    expect(forward).toBeLessThan(4);
    // Back: on to the loop's start and round by the north side to Cable Mill, about 7.7 miles.
    const back = await legMiles([tipton, cableMill]);
    expect(back).toBeGreaterThan(6);
    expect(Math.abs(forward + back - 11) / 11).toBeLessThan(0.1);
  });
});

describe("/api/road-route/legs on the Smokies' roads closed to RVs", () => {
  it.each(['class-b', 'travel-trailer'] as const)(
    'keeps a %s off Parson Branch Road: Cable Mill to its end on US-129 round by Townsend, not its 10.2 miles',
    async (rvType) => {
      const cableMill = { latitude: 35.5862, longitude: -83.844 };
      // The overlay's place at the road's end, on the Dragon: typical rigs of these types are under its
      // 30 ft limit (a 35 ft fifth wheel's drive ends short of it, restricted-segments.json).
      const us129 = { latitude: 35.49668, longitude: -83.92682 };
      const res = await request(ctx.app)
        .post('/api/road-route/legs')
        .send({ points: [cableMill, us129], rvType, date: '2027-07-15' });
      expect(res.status).toBe(200);
      expect(roadLegsSchema.parse(res.body).legs[0].miles).toBeGreaterThan(40);
    },
  );
});
