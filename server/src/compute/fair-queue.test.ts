import { describe, expect, it } from 'vitest';
import type { FairQueue } from './fair-queue';
import { createFairQueue } from './fair-queue';

// The plan pool's queue: a fair share of the threads per client instead of one line for everyone.

/** Takes every waiting task as if one thread ran them one after the other; answers their names. */
function drainOneThread(queue: FairQueue<string>): string[] {
  const order: string[] = [];
  for (let next = queue.take(); next; next = queue.take()) {
    order.push(next.value);
    queue.finished(next.keys);
  }
  return order;
}

describe('the fair queue', () => {
  it('without keys is one line in arrival order, refused when full', () => {
    const queue = createFairQueue<string>({ maxWaiting: 3, perClientWaiting: 3 });
    for (const name of ['a', 'b', 'c']) expect(queue.offer(name, [])).toEqual({ admitted: true });
    expect(queue.offer('d', [])).toEqual({ admitted: false, reason: 'queue-full' });
    expect(drainOneThread(queue)).toEqual(['a', 'b', 'c']);
  });

  it('serves busy clients round-robin, whatever order their tasks came in', () => {
    const queue = createFairQueue<string>({ maxWaiting: 20, perClientWaiting: 5 });
    for (let i = 1; i <= 4; i++) queue.offer(`a${i}`, ['address:a']);
    for (let i = 1; i <= 2; i++) queue.offer(`b${i}`, ['address:b']);
    queue.offer('c1', ['address:c']);
    expect(drainOneThread(queue)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']);
  });

  it('starts the task of the client with the fewest running first', () => {
    const queue = createFairQueue<string>({ maxWaiting: 20, perClientWaiting: 5 });
    // Two threads, both running the attacker's work; more of it waits, then a user's plan comes.
    queue.started(['address:attacker']);
    queue.started(['address:attacker']);
    for (let i = 1; i <= 4; i++) queue.offer(`attacker${i}`, ['address:attacker']);
    queue.offer('user', ['address:user']);
    queue.finished(['address:attacker']);
    expect(queue.take()?.value).toBe('user');
    expect(queue.take()?.value).toBe('attacker1');
  });

  it('a new client goes ahead of the later tasks of five clients flooding it', () => {
    const queue = createFairQueue<string>({ maxWaiting: 40, perClientWaiting: 8 });
    const attackers = ['1', '2', '3', '4', '5'].map((n) => `address:10.0.0.${n}`);
    // Each attacker queues 7 at once (35 in all); the thread has served one of each by the time the user comes.
    for (const key of attackers) for (let i = 0; i < 7; i++) queue.offer(`${key}#${i}`, [key]);
    for (let i = 0; i < attackers.length; i++) {
      const next = queue.take()!;
      expect(next.value).toBe(`${attackers[i]}#0`);
      queue.finished(next.keys);
    }
    queue.offer('user', ['address:192.0.2.1']);
    expect(drainOneThread(queue)[0]).toBe('user');
  });

  it('caps the waiting tasks of each client; other clients still get in', () => {
    const queue = createFairQueue<string>({ maxWaiting: 20, perClientWaiting: 2 });
    expect(queue.offer('a1', ['address:a']).admitted).toBe(true);
    expect(queue.offer('a2', ['address:a']).admitted).toBe(true);
    expect(queue.offer('a3', ['address:a'])).toEqual({ admitted: false, reason: 'client-full' });
    expect(queue.offer('b1', ['address:b']).admitted).toBe(true);
    expect(queue.waitingOf('address:a')).toBe(2);
    // A task taken frees a place in its client's share.
    expect(queue.take()?.value).toBe('a1');
    expect(queue.offer('a3', ['address:a']).admitted).toBe(true);
  });

  it('counts a signed-in task for its account and its address: rotating either does not multiply a share', () => {
    const queue = createFairQueue<string>({ maxWaiting: 20, perClientWaiting: 2 });
    // One account from three addresses.
    expect(queue.offer('x1', ['address:1', 'account:x']).admitted).toBe(true);
    expect(queue.offer('x2', ['address:2', 'account:x']).admitted).toBe(true);
    expect(queue.offer('x3', ['address:3', 'account:x'])).toEqual({ admitted: false, reason: 'client-full' });
    // Three accounts (and no account) from one address.
    expect(queue.offer('y1', ['address:9', 'account:y']).admitted).toBe(true);
    expect(queue.offer('z1', ['address:9', 'account:z']).admitted).toBe(true);
    expect(queue.offer('anon', ['address:9'])).toEqual({ admitted: false, reason: 'client-full' });
    // Running counts alike: with the account's task running, another address's task goes first.
    queue.started(['address:4', 'account:x']);
    expect(queue.offer('w1', ['address:5']).admitted).toBe(true);
    const order = drainOneThread(queue);
    expect(order.indexOf('w1')).toBeLessThan(order.indexOf('x1'));
  });

  it('when full, pushes out the heaviest client’s newest task for a lighter client, never for an equal one', () => {
    const queue = createFairQueue<string>({ maxWaiting: 4, perClientWaiting: 4 });
    for (let i = 1; i <= 3; i++) queue.offer(`a${i}`, ['address:a']);
    queue.offer('b1', ['address:b']);
    // a holds 3, c none: a's newest makes room.
    expect(queue.offer('c1', ['address:c'])).toEqual({ admitted: true, pushedOut: 'a3' });
    // a holds 2, b 1, c 1: room for b's second would leave b heavier than a (they would push each
    // other out in turn), so b and c are refused...
    expect(queue.offer('b2', ['address:b'])).toEqual({ admitted: false, reason: 'queue-full' });
    expect(queue.offer('c2', ['address:c'])).toEqual({ admitted: false, reason: 'queue-full' });
    // ...and a client with none waiting still gets in.
    expect(queue.offer('d1', ['address:d'])).toEqual({ admitted: true, pushedOut: 'a2' });
    expect(drainOneThread(queue).sort()).toEqual(['a1', 'b1', 'c1', 'd1']);
  });

  it('forgets a client with nothing waiting or running', () => {
    const queue = createFairQueue<string>({ maxWaiting: 4, perClientWaiting: 4 });
    queue.offer('a1', ['address:a']);
    drainOneThread(queue);
    expect(queue.waitingOf('address:a')).toBe(0);
    expect(queue.runningOf('address:a')).toBe(0);
    expect(queue.size).toBe(0);
  });
});
