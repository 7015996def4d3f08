import type { RouteRequest } from './core/road-types';
import type { SeasonTables } from './core/seasons';
import { passMode, roadsOn, winterOn } from './core/seasons';
import { shoulderStates } from './core/chain-law-seasons';

/**
 * A request's seasons key (which seasonal roads and passes its dates close or name, and how passes
 * are driven), remembered by the request fields it reads: asked for every search (bounded).
 */
export function seasonsKeyOf(tables: SeasonTables): (req: RouteRequest) => string {
  const keys = new Map<string, string>();
  return (req) => {
    const memo = `${req.date ?? ''}|${req.lastDate ?? ''}|${req.avoidPasses === true ? 1 : 0}`;
    let key = keys.get(memo);
    if (key === undefined) {
      const { mode, closed, uncertain, shoulder, none } = seasonsOn(tables, req);
      // Asked to avoid passes, a winter date also names the main roads' winter passes.
      const w = mode === 'avoid' && winterOn(req) ? '+winter' : '';
      key = none ? '' : `${mode}${w}:${closed.join(',')}:${uncertain.join(',')}:${shoulder.join(',')}`;
      if (keys.size >= 1024) keys.clear();
      keys.set(memo, key);
    }
    return key;
  };
}

/**
 * What of the seasons a request meets: how it treats the passes, the seasonal roads closed or in
 * their uncertain weeks, and the states whose chain-law season covers a date outside the winter
 * (their passes named, not gone around); `none`: nothing.
 */
export function seasonsOn(tables: SeasonTables, req: RouteRequest) {
  const mode = passMode(req);
  const { closed, uncertain } = roadsOn(tables.roads, req);
  const shoulder = shoulderStates(tables.chainLaws, req);
  const none = mode === 'none' && closed.length === 0 && uncertain.length === 0 && shoulder.length === 0;
  return { mode, closed, uncertain, shoulder, none };
}
