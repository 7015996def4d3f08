import { describe, expect, it } from 'vitest';
import { closedAround } from './closed-around';

// Roads 0-3 closed; each way is the list of closed rows it drives (the edges stand for the rows).
const searchBy = (ways: ReadonlyArray<readonly number[] | null>) => {
  const asked: number[][] = [];
  const search = (rows: readonly number[]) => {
    asked.push([...rows]);
    const way = ways[asked.length - 1];
    return way ? [...way] : null;
  };
  return { asked, search };
};
const rowsOf = (edges: readonly number[]) => [...edges];

describe('closedAround', () => {
  it('names every closed road a way round drove, round after round', () => {
    const { asked, search } = searchBy([[2], [9], []]);
    const r = closedAround([0], [0, 1, 2, 3], search, rowsOf);
    expect(r).toEqual({ way: [9], met: [0, 2] });
    expect(asked).toEqual([[0], [0, 2]]);
  });

  it('takes the first way round when it drives no other closed road', () => {
    const { search } = searchBy([[7]]);
    expect(closedAround([1], [0, 1], search, rowsOf)).toEqual({ way: [7], met: [1] });
  });

  it('finds no way when no road keeps off them, keeping what it met', () => {
    const { asked, search } = searchBy([[3], null, null]);
    expect(closedAround([0], [0, 1, 3], search, rowsOf)).toEqual({ way: null, met: [0, 3] });
    // After a round with no road, every closed road at once.
    expect(asked.at(-1)).toEqual([0, 1, 3]);
  });

  it('keeps off every closed road at once after its rounds', () => {
    const { asked, search } = searchBy([[1], [2], [3], [4], [8]]);
    expect(closedAround([0], [0, 1, 2, 3, 4], search, rowsOf)).toEqual({ way: [8], met: [0, 1, 2, 3, 4] });
    expect(asked).toHaveLength(5);
  });

  it('ignores roads a way drives that are not closed on the dates', () => {
    const { search } = searchBy([[5, 6]]);
    expect(closedAround([0], [0, 1], search, rowsOf)).toEqual({ way: [5, 6], met: [0] });
  });
});
