// Items (nodes, pieces of road) by 0.1-degree grid cell, as typed arrays only (no Map of cells), so
// the grid can lie in shared memory: the cells' rectangle and, for each cell of it, where its items
// start in an ordered list of items.

/** Cell column cx and row cy in one number, cx-major (as the node and edge indexes sort by it). */
export const cellKey = (cx: number, cy: number) => (cx + 2000) * 4000 + (cy + 2000);
const keyColumn = (key: number) => Math.floor(key / 4000) - 2000;
const keyRow = (key: number) => (key % 4000) - 2000;

export interface CellGrid {
  minX: number;
  minY: number;
  width: number;
  height: number;
  /** Items of the cell at column x, row y (from minX, minY): order[start[x * height + y]] to before start[... + 1]. */
  start: Uint32Array;
}

/** The grid of `count` items whose cell keys, `keyAt(i)`, are sorted (non-decreasing). */
export function cellGrid(count: number, keyAt: (i: number) => number): CellGrid {
  if (count === 0) return { minX: 0, minY: 0, width: 0, height: 0, start: new Uint32Array(1) };
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
  for (let i = 0; i < count; i++) {
    const key = keyAt(i);
    const [x, y] = [keyColumn(key), keyRow(key)];
    [minX, maxX, minY, maxY] = [Math.min(minX, x), Math.max(maxX, x), Math.min(minY, y), Math.max(maxY, y)];
  }
  const width = maxX - minX + 1;
  const height = maxY - minY + 1;
  const start = new Uint32Array(width * height + 1);
  for (let i = 0; i < count; i++) {
    const key = keyAt(i);
    start[(keyColumn(key) - minX) * height + (keyRow(key) - minY) + 1]++;
  }
  for (let c = 1; c < start.length; c++) start[c] += start[c - 1];
  return { minX, minY, width, height, start };
}

/** The index of cell (cx, cy) in `grid.start`, or -1 outside the grid. */
export function cellAt(grid: CellGrid, cx: number, cy: number): number {
  const x = cx - grid.minX;
  const y = cy - grid.minY;
  return x < 0 || y < 0 || x >= grid.width || y >= grid.height ? -1 : x * grid.height + y;
}
