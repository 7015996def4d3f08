import { describe, expect, it } from 'vitest';
import { matchesRoutePattern } from '@shared/routes/route-pages';
import fs from 'node:fs';
import path from 'node:path';
import { AHEAD_RENDERED_ROUTES, AHEAD_ROUTE_PRELOADS } from './route-pages';
import { routePatterns } from './routes';

describe('AHEAD_RENDERED_ROUTES', () => {
  it('lists routes of the route table, each reached by its own pattern first', () => {
    for (const pattern of AHEAD_RENDERED_ROUTES) {
      expect(routePatterns, pattern).toContain(pattern);
      // The server answers with the first listed page that matches, as the client's Switch does.
      const sample = pattern.replace(/:[^/]+/g, 'X1');
      expect(
        routePatterns.find((p) => matchesRoutePattern(p, sample)),
        pattern,
      ).toBe(pattern);
    }
  });

  it('preloads modules only for routes rendered ahead, each a file of the client build', () => {
    for (const [pattern, modules] of Object.entries(AHEAD_ROUTE_PRELOADS)) {
      expect(AHEAD_RENDERED_ROUTES).toContain(pattern);
      for (const module of modules) expect(fs.existsSync(path.resolve('client', module)), module).toBe(true);
    }
  });
});
