import { describe, expect, it } from 'vitest';
import { clusterItems } from './clustering';

const item = (id: string, x: number, y: number, kind = 'park') => ({ id, kind, x, y });

describe('clusterItems', () => {
  it('merges markers closer than the radius and places the cluster at their mean', () => {
    const clusters = clusterItems([item('a', 100, 100), item('b', 110, 100), item('c', 400, 400)], 26);
    expect(clusters).toHaveLength(2);
    const group = clusters.find((c) => c.members.length === 2)!;
    expect(group.members.map((m) => m.id).sort()).toEqual(['a', 'b']);
    expect(group).toMatchObject({ x: 105, y: 100 });
    expect(group.id).not.toBe('a');
    expect(clusters.find((c) => c.members.length === 1)).toMatchObject({ id: 'c', x: 400, y: 400 });
  });

  it('never mixes kinds', () => {
    const clusters = clusterItems([item('a', 100, 100, 'park'), item('b', 101, 100, 'campground')], 26);
    expect(clusters).toHaveLength(2);
  });

  it('finds neighbours across grid cell borders', () => {
    const clusters = clusterItems([item('a', 25, 25), item('b', 27, 27)], 26);
    expect(clusters).toHaveLength(1);
  });

  it('keeps every marker on its own with a radius of 0', () => {
    expect(clusterItems([item('a', 1, 1), item('b', 1, 1)], 0)).toHaveLength(2);
  });

  it('groups a dense field into far fewer markers', () => {
    const dense = Array.from({ length: 400 }, (_, i) =>
      item(String(i), (i % 20) * 5, Math.floor(i / 20) * 5),
    );
    const clusters = clusterItems(dense, 26);
    expect(clusters.length).toBeLessThan(40);
    expect(clusters.reduce((n, c) => n + c.members.length, 0)).toBe(400);
  });
});

describe('clusterItems: drawn groups never cover a marker', () => {
  it('merges a marker that the group drifted next to', () => {
    // b joins a's group, drawn at (110, 100): 25 px from c, which was 35 px from a, too far to join.
    const drift = clusterItems([item('a', 100, 100), item('b', 120, 100), item('c', 135, 100)], 26);
    expect(drift).toHaveLength(1);
    expect(drift[0].members.map((m) => m.id).sort()).toEqual(['a', 'b', 'c']);
    expect(drift[0].x).toBeCloseTo(118.33, 1);
  });

  it('leaves groups farther apart than the radius alone', () => {
    expect(clusterItems([item('a', 100, 100), item('b', 110, 100), item('c', 150, 100)], 26)).toHaveLength(2);
  });
});
