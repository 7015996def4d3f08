import { readFileSync } from 'node:fs';
import { geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import { describe, expect, it } from 'vitest';
import { atlasPathsFile, buildAtlasPaths, loadStatesTopology, toRelativePath } from './build-atlas-paths';

/** The absolute points an SVG path visits (moves, lines and closes with relative or absolute commands). */
function pointsOf(d: string): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  let [x, y, startX, startY] = [0, 0, 0, 0];
  for (const [, command, args] of d.matchAll(/([MLZmlz])([^MLZmlz]*)/g)) {
    if (command === 'Z' || command === 'z') {
      [x, y] = [startX, startY];
      continue;
    }
    const numbers = (args.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    for (let i = 0; i < numbers.length; i += 2) {
      const relative = command === 'm' || command === 'l';
      [x, y] = relative ? [x + numbers[i], y + numbers[i + 1]] : [numbers[i], numbers[i + 1]];
      if (i === 0 && (command === 'M' || command === 'm')) [startX, startY] = [x, y];
      points.push([x, y]);
    }
  }
  return points;
}

describe('the first view atlas paths', () => {
  it('visit the same points as d3, to a tenth of an atlas unit', () => {
    const absolute = 'M10.04,20L12.5,19.96L11,18.2ZM30,40L29.55,41.04Z';
    const relative = toRelativePath(absolute);
    expect(relative).toBe('m10 20 2.5 0-1.5-1.8zm20 20-.4 1z');
    const back = pointsOf(relative);
    expect(back.map(([x, y]) => [x.toFixed(1), y.toFixed(1)])).toEqual(
      pointsOf(absolute).map(([x, y]) => [x.toFixed(1), y.toFixed(1)]),
    );
  });

  it('draw every state from the source, and the committed file is up to date', () => {
    const topology = loadStatesTopology();
    const built = buildAtlasPaths(topology);
    expect(built.labels).toHaveLength(topology.objects.states.geometries.length);
    expect(built.labels.map((l) => l.name)).toEqual(expect.arrayContaining(['Alaska', 'Hawaii', 'Colorado']));
    // The land path passes through the same places as d3's own drawing of the states.
    const reference = pointsOf(geoPath()(feature(topology, topology.objects.states)) ?? '');
    const land = pointsOf(built.land);
    expect(land).toHaveLength(reference.length);
    for (const i of [0, 1000, land.length - 1]) {
      expect(land[i][0]).toBeCloseTo(reference[i][0], 0);
      expect(land[i][1]).toBeCloseTo(reference[i][1], 0);
    }
    expect(JSON.parse(readFileSync(atlasPathsFile, 'utf8'))).toEqual(built);
  });
});
