// Published lengths of highway stretches (data/highway-lengths.json): where a simplified source line
// is short of the road's signed length (I-17 from Phoenix to Flagstaff, about 2 % short over the
// Mogollon Rim), the graph builder scales the links of each carriageway so that it comes to the
// published mileage, apportioned by line length as park-road stretches are (scripts/park-roads.ts).
import { readFileSync } from 'node:fs';
import type { RoadLines } from './road-graph-lines';
import { metres } from './road-gaps';
import { METRES_PER_MILE } from '../server/src/routing/core/road-weights';


interface HighwayLengthsFile {
  stretches: Array<{
    road: string;
    from: string;
    to: string;
    publishedMiles: number;
    /** Each carriageway: vertices of the road's source lines, each consecutive two on one line. */
    carriageways: Array<Array<[number, number]>>;
    /** Each carriageway's miles in the source lines, for the reader (the build measures its own). */
    lineMilesBefore?: number[];
    source: string;
    confirmed?: boolean;
  }>;
}

/** A stretch to scale: the road, its carriageways in 1e-5 degrees and the published length in metres. */
export interface HighwayLength {
  road: string;
  carriageways: Array<Array<[number, number]>>;
  metres: number;
}

export function highwayLengths(json: HighwayLengthsFile): HighwayLength[] {
  return json.stretches.map((s) => {
    if (!(s.publishedMiles > 0) || !s.source)
      throw new Error(`highway-lengths.json: ${s.road}: a published length and its source are required`);
    return {
      road: s.road,
      carriageways: s.carriageways.map((c) => {
        if (c.length < 2) throw new Error(`highway-lengths.json: ${s.road}: a carriageway needs two points`);
        return c.map(([lng, lat]): [number, number] => [Math.round(lng * 1e5), Math.round(lat * 1e5)]);
      }),
      metres: s.publishedMiles * METRES_PER_MILE,
    };
  });
}

export function loadHighwayLengths(file: string): HighwayLength[] {
  return highwayLengths(JSON.parse(readFileSync(file, 'utf8')) as HighwayLengthsFile);
}

type Link = [number, number];

// The links of one carriageway between each two of its points: one list per piece.
function carriagewayPieces(rl: RoadLines, road: string, c: Array<[number, number]>): Link[][] {
  const { vx, vy } = rl.v;
  const ref = rl.refs.indexOf(road);
  const near =
    ([x, y]: [number, number]) =>
    (p: number) =>
      Math.abs(vx[p] - x) <= 5 && Math.abs(vy[p] - y) <= 5;
  return c.slice(1).map((to, k) => {
    const from = c[k];
    const li = rl.lines.findIndex(
      (l, i) => i < rl.sourceLines && l.ref === ref && l.pts.some(near(from)) && l.pts.some(near(to)),
    );
    if (li < 0)
      throw new Error(
        `highway-lengths.json: no line of ${road} has both ${from.join(',')} and ${to.join(',')} as vertices`,
      );
    const { pts } = rl.lines[li];
    const [lo, hi] = [pts.findIndex(near(from)), pts.findIndex(near(to))].sort((x, y) => x - y);
    return pts.slice(lo, hi).map((p, j): Link => [p, pts[lo + j + 1]]);
  });
}

/**
 * Metres per metre of line for the links of each stretch's carriageways, added to linkScale (keyed
 * by linkKey). A point matches a line's vertex within 5e-5 degrees (line ends merged with a vertex a
 * metre or two away). Carriageways of as many points run side by side between them (I-17's lines
 * end within 300 m of each other), so each piece between two points gets the same length on every
 * carriageway, the published length spread by the pieces' mean line length: a route that changes
 * carriageway where they meet still comes to about the published length. Throws when a carriageway does not follow the road's lines.
 */
export function addHighwayScales(
  rl: RoadLines,
  lengths: HighwayLength[],
  linkScale: Map<number, number>,
  linkKey: (a: number, b: number) => number,
): void {
  const { vx, vy } = rl.v;
  const lengthOf = (links: Link[]) => links.reduce((m, [a, b]) => m + metres(vx[a], vy[a], vx[b], vy[b]), 0);
  for (const h of lengths) {
    const pieces = h.carriageways.map((c) => carriagewayPieces(rl, h.road, c));
    const geo = pieces.map((c) => c.map(lengthOf));
    const parallel = geo.every((g) => g.length === geo[0].length);
    // Each piece's share of the published length: its mean line length over the carriageways, or
    // its own carriageway's line length when they do not pair up.
    const share = geo.map((g) =>
      parallel ? g.map((_, k) => geo.reduce((m, x) => m + x[k], 0) / geo.length) : g,
    );
    pieces.forEach((c, i) => {
      const total = share[i].reduce((a, b) => a + b, 0);
      c.forEach((links, k) => {
        const scale = (h.metres * share[i][k]) / Math.max(1, total) / Math.max(1, geo[i][k]);
        for (const [a, b] of links) linkScale.set(linkKey(a, b), scale);
      });
    });
  }
}
