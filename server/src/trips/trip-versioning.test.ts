import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestUser, testTrip } from '../test/factories';
import { databaseTargets, useTestApp } from '../test/app-suite';
import { testConfig } from '../test/test-app';
import type { TripsRepository } from './trip-context';
import * as repository from './trips.repository';
import { createTripsService } from './trips.service';

// Every write of a trip document is conditional on the version it read: an edit (PUT) that lands
// between a share's read and its write answers 200 and stays, on both databases.
describe.each(databaseTargets())('versioned trip writes on %s', (_name, url) => {
  const config = testConfig();
  const ctx = useTestApp(config, url);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  /** A trips service whose first read of the trip lets `between` run before it goes on. */
  function serviceWithEditBetween(between: () => Promise<void>) {
    let pending: (() => Promise<void>) | null = between;
    const repo: TripsRepository = {
      ...repository,
      async findTrip(db, id) {
        const row = await repository.findTrip(db, id);
        const run = pending;
        pending = null;
        if (run) await run();
        return row;
      },
    };
    return createTripsService(ctx.deps.database.db, () => new Date(), repo);
  }

  async function ownerWithTrip() {
    const owner = await createTestUser(ctx.deps.database.db, config.jwtSecret);
    const trip = testTrip();
    const created = await request(ctx.app)
      .post('/api/trip-plans')
      .set(bearer(owner.token))
      .send({ trip, notes: 'first' });
    expect(created.status).toBe(201);
    return { owner, id: trip.id };
  }

  const edit = (token: string, id: string, version: number, notes: string) =>
    request(ctx.app).put(`/api/trip-plans/${id}`).set(bearer(token)).send({ version, notes });

  it.each([
    ['share', true],
    ['unshare', false],
  ] as const)('an edit landing inside %s is kept', async (action, sharedAfter) => {
    const { owner, id } = await ownerWithTrip();
    if (action === 'unshare') {
      expect((await request(ctx.app).post(`/api/trip-plans/${id}/share`).set(bearer(owner.token))).status).toBe(200);
    }
    const before = (await request(ctx.app).get(`/api/trip-plans/${id}`).set(bearer(owner.token))).body;
    let editStatus = 0;
    const service = serviceWithEditBetween(async () => {
      editStatus = (await edit(owner.token, id, before.version, 'edited while sharing')).status;
    });
    const answer =
      action === 'share'
        ? await service.share(owner.user, id, { includePrivateDetails: true })
        : await service.unshare(owner.user, id);
    expect(editStatus).toBe(200);
    expect(answer).toMatchObject({ notes: 'edited while sharing', shared: sharedAfter });
    const stored = (await request(ctx.app).get(`/api/trip-plans/${id}`).set(bearer(owner.token))).body;
    expect(stored).toMatchObject({
      notes: 'edited while sharing',
      shared: sharedAfter,
      sharePrivateDetails: sharedAfter,
      version: before.version + 2,
    });
  });

  it('an edit made from the version before a share is refused with 409, not applied over it', async () => {
    const { owner, id } = await ownerWithTrip();
    const shared = await request(ctx.app)
      .post(`/api/trip-plans/${id}/share`)
      .set(bearer(owner.token))
      .send({ includePrivateDetails: true });
    expect(shared.body.version).toBe(2);
    const stale = await edit(owner.token, id, 1, 'from an old read');
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ version: 2, shared: true, sharePrivateDetails: true, notes: 'first' });
    expect((await edit(owner.token, id, 2, 'from the new read')).status).toBe(200);
  });
});
