import { Router } from 'express';
import type { DatabaseHandle } from '../db/database';

export function createHealthRouter(database: DatabaseHandle): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    try {
      await database.check();
      res.json({ status: 'ok', database: 'ok', dialect: database.dialect });
    } catch {
      res.status(503).json({
        status: 'degraded',
        database: 'unreachable',
        dialect: database.dialect,
        message: 'The database is unreachable. Please try again shortly.',
      });
    }
  });
  return router;
}
