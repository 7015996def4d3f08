// For every row of data/mountain-passes.json and data/seasonal-roads.json: the graph edges of its
// roads inside its square (seasons.ts' asSegment) that do not carry its point (season-edges.ts'
// edgesAt: within NEAR_SUMMIT_MILES more than the road's nearest edge). For a pass these
// are the edges a drive near the pass, not over it, would have been said to cross by the square alone
// (I-70's pieces named US-6 at exit 216 by Loveland Pass); the router keeps only the summit's edges.
// A seasonal road keeps its square (a closed stretch): its list is to read by hand.
//   npx tsx scripts/season-edges-report.ts [--routes]
// --routes also drives, for each pass, between graph nodes about 6 miles from its summit every way
// (July's plain route, then July's asked to avoid passes: no seasonal road is closed then): a drive
// whose plain line passes within 0.1 mi of the summit's point on the graph should name the pass,
// crossed or avoided, and one that does not pass it should not. A main road's winter pass (tier
// 'winter') is named only from November to April and never gone around: its drives are on 15 January.
// --winter drives only those rows.
import { sharedRoadGraph } from '../server/src/routing/graph';
import { segmentEdges } from '../server/src/routing/restricted-segments';
import { asSegment, loadSeasonTables } from '../server/src/routing/seasons';
import { edgesAt, milesFromEdge } from '../server/src/routing/season-edges';
import { projectOnEdge } from '../server/src/routing/core/edge-index';
import type { LatLngLike } from '../server/src/routing/core/road-types';
import { seasonTestRouter } from '../server/src/routing/season-test-router';
import { milesFromLine } from '../server/src/routing/line-miles';

const graph = sharedRoadGraph();
const tables = loadSeasonTables();
const rows = [
  ...tables.passes.map((r) => ({ r, kind: 'pass' })),
  ...tables.roads.map((r) => ({ r, kind: 'road' })),
];
const found = segmentEdges(
  graph,
  rows.map(({ r }) => asSegment(r)),
);
const counts = { pass: 0, road: 0 };
rows.forEach(({ r, kind }, i) => {
  const own = edgesAt(graph, r.at, found[i]);
  const others = found[i].filter((e) => !own.includes(e));
  if (others.length === 0) return;
  counts[kind as 'pass' | 'road']++;
  const list = others.map((e) => {
    const miles = milesFromEdge(graph, e, r.at).toFixed(2);
    const long = (graph.edgeMetres[e] / 1609.344).toFixed(2);
    return `${graph.names[graph.edgeName[e]]} edge ${e} (${long} mi long, ${miles} mi from the point)`;
  });
  console.log(
    `${kind} ${r.id}: ${found[i].length} edges in its square, ${own.length} carry its point; not:\n  ${list.join('\n  ')}`,
  );
});
console.log(
  `${counts.pass} of ${tables.passes.length} passes and ${counts.road} of ${tables.roads.length} seasonal roads have edges of their roads in their square that do not carry their point.`,
);


// Up to six nodes about `miles` by road from edge e's point at share `along`, at least 3 miles apart.
function nodesAround(e: number, along: number, miles: number): number[] {
  const long = graph.edgeMetres[e] / 1609.344;
  const done = new Map<number, number>();
  const open: Array<[number, number]> = [
    [graph.edgeA[e], along * long],
    [graph.edgeB[e], (1 - along) * long],
  ];
  const far: number[] = [];
  while (open.length > 0) {
    open.sort((a, b) => b[1] - a[1]);
    const [v, d] = open.pop() as [number, number];
    if (done.has(v)) continue;
    done.set(v, d);
    if (d >= miles) {
      far.push(v);
      continue;
    }
    for (let k = graph.adjStart[v]; k < graph.adjStart[v + 1]; k++)
      if (!done.has(graph.adjTo[k]))
        open.push([graph.adjTo[k], d + graph.edgeMetres[graph.adjEdge[k]] / 1609.344]);
  }
  const apart = (a: number, b: number) =>
    Math.hypot(
      (graph.nodeLat[a] - graph.nodeLat[b]) * 1e-5,
      (graph.nodeLng[a] - graph.nodeLng[b]) * 0.75e-5,
    ) * 69;
  const picked: number[] = [];
  for (const v of far) if (picked.length < 6 && picked.every((u) => apart(u, v) > 3)) picked.push(v);
  return picked;
}

function driveAcross() {
  const { route } = seasonTestRouter();
  const place = (v: number): LatLngLike => ({
    latitude: graph.nodeLat[v] * 1e-5,
    longitude: graph.nodeLng[v] * 1e-5,
  });
  let wrong = 0;
  const onlyWinter = process.argv.includes('--winter');
  tables.passes.forEach((pass, i) => {
    if (onlyWinter && pass.tier !== 'winter') return;
    const own = edgesAt(graph, pass.at, found[i]);
    if (own.length === 0) return;
    const date = pass.tier === 'winter' ? '2027-01-15' : '2027-07-15';
    const near = own.reduce((a, b) =>
      milesFromEdge(graph, a, pass.at) <= milesFromEdge(graph, b, pass.at) ? a : b,
    );
    const summit = projectOnEdge(graph, near, pass.at);
    const ends = nodesAround(near, summit.along, 6);
    for (const a of ends)
      for (const b of ends) {
        if (a === b) continue;
        let over: boolean;
        let named: boolean;
        try {
          over = milesFromLine(route(place(a), place(b), date), summit) < 0.1;
          named = (route(place(a), place(b), date, { avoidPasses: true }).restrictions ?? []).some(
            (r) => r.id === pass.id,
          );
        } catch {
          continue;
        }
        if (over === named) continue;
        wrong++;
        console.log(
          `${pass.id}: node ${a} to ${b} ${over ? 'passes the summit, not named' : 'named, not over the summit'}`,
        );
      }
  });
  console.log(`${wrong} drives where passing the summit and naming the pass differ.`);
}

if (process.argv.includes('--routes')) driveAcross();
