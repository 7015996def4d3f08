// Markers closer than a few pixels on screen are merged into one cluster marker, so a zoomed-out map
// stays readable and every marker stays clickable. Clusters never mix kinds: a park is never hidden
// inside a campground cluster.

export type ScreenItem<K extends string = string> = { id: string; kind: K; x: number; y: number };
export type Cluster<T extends ScreenItem> = {
  id: string;
  kind: T['kind'];
  x: number;
  y: number;
  members: T[];
};

export function clusterItems<T extends ScreenItem>(items: readonly T[], radius: number): Cluster<T>[] {
  if (radius <= 0)
    return items.map((item) => ({ id: item.id, kind: item.kind, x: item.x, y: item.y, members: [item] }));
  const clusters: Array<Cluster<T> & { sx: number; sy: number }> = [];
  // A grid of cells the size of the radius: a point only needs to look at its own and the 8 neighbouring cells.
  const grid = new Map<string, number[]>();
  const cellOf = (x: number, y: number) => [Math.floor(x / radius), Math.floor(y / radius)] as const;
  const r2 = radius * radius;

  for (const item of items) {
    const [cx, cy] = cellOf(item.x, item.y);
    let target = -1;
    let best = Infinity;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const index of grid.get(`${item.kind}:${cx + dx}:${cy + dy}`) ?? []) {
          const c = clusters[index];
          const d = (c.x - item.x) ** 2 + (c.y - item.y) ** 2;
          if (d <= r2 && d < best) {
            best = d;
            target = index;
          }
        }
      }
    }
    if (target === -1) {
      clusters.push({
        id: item.id,
        kind: item.kind,
        x: item.x,
        y: item.y,
        sx: item.x,
        sy: item.y,
        members: [item],
      });
      const key = `${item.kind}:${cx}:${cy}`;
      grid.set(key, [...(grid.get(key) ?? []), clusters.length - 1]);
    } else {
      // The cluster keeps its grid cell (its seed's); its drawn position is the members' mean.
      const c = clusters[target];
      c.members.push(item);
      c.sx += item.x;
      c.sy += item.y;
    }
  }
  // A cluster is drawn at its members' mean, which can drift next to a marker that was just too far
  // from its seed: groups whose drawn positions end up within the radius are merged, until none are,
  // so no two markers of a kind cover each other (each keeps a full-size target).
  const merged = clusters.map((c) => ({ ...c, x: c.sx / c.members.length, y: c.sy / c.members.length }));
  for (let changed = true; changed;) {
    changed = false;
    for (let i = 0; i < merged.length; i++) {
      for (let j = i + 1; j < merged.length; j++) {
        const [a, b] = [merged[i], merged[j]];
        if (a.kind !== b.kind || (a.x - b.x) ** 2 + (a.y - b.y) ** 2 > r2) continue;
        a.members.push(...b.members);
        a.sx += b.sx;
        a.sy += b.sy;
        a.x = a.sx / a.members.length;
        a.y = a.sy / a.members.length;
        merged.splice(j, 1);
        j -= 1;
        changed = true;
      }
    }
  }
  return merged.map(({ sx: _sx, sy: _sy, ...c }) =>
    c.members.length === 1 ? c : { ...c, id: `cluster-${c.kind}-${c.members[0].id}` },
  );
}
