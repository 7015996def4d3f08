import { randomUUID } from 'node:crypto';
import { BroadcastChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { roadSearchDataPending } from '../../routing/road-data-pending';
import type { SharedRoads } from '../../routing/shared-roads';
import { resolveWorkerFile, workerExecArgv } from './worker-file';

// How the plan threads get the road data the process loaded once (shared-roads.ts): each thread,
// as it starts (a replacement for a crashed one too), asks on its pool's BroadcastChannel, and the
// main thread answers with the data once loaded. The arrays cross as views of the same shared
// memory, so asking twice costs nothing but the graph's road-name list.
type RoadsMessage =
  { type: 'want-roads' } | { type: 'roads'; roads: SharedRoads } | { type: 'roads-failed'; message: string };

let loading: Promise<SharedRoads> | undefined;

/**
 * The process's road data in shared memory, loaded once, in a thread of its own (roads-loader.ts),
 * so this thread answers meanwhile; after `npm start` has built the files it is building, if any
 * (road-data-pending.ts). A failed load is tried again by the next caller.
 */
export function sharedRoadsOfProcess(): Promise<SharedRoads> {
  if (!loading) {
    const started = roadSearchDataPending().then(() => loadInThread());
    started.catch(() => {
      if (loading === started) loading = undefined;
    });
    loading = started;
  }
  return loading;
}

async function loadInThread(): Promise<SharedRoads> {
  const file = resolveWorkerFile('roads-loader');
  const execArgv = workerExecArgv(file.typescript);
  const loader = new Piscina({
    filename: file.filename,
    minThreads: 1,
    maxThreads: 1,
    niceIncrement: 0,
    ...(execArgv ? { execArgv } : {}),
  });
  try {
    return (await loader.run({})) as SharedRoads;
  } finally {
    await loader.destroy();
  }
}

export type RoadsServer = { channel: string; close(): void };

/** Answers every plan thread of one pool that asks for the road data, once `roads` settles. */
export function serveSharedRoads(roads: Promise<SharedRoads>): RoadsServer {
  const name = `rvtp-shared-roads-${randomUUID()}`;
  const channel = new BroadcastChannel(name);
  // The pool's threads keep the process alive, not this channel.
  channel.unref();
  let closed = false;
  const answer = (message: RoadsMessage) => {
    if (!closed) channel.postMessage(message);
  };
  channel.onmessage = (event) => {
    if ((event.data as RoadsMessage | undefined)?.type !== 'want-roads') return;
    roads.then(
      (value) => answer({ type: 'roads', roads: value }),
      (error: unknown) =>
        answer({ type: 'roads-failed', message: error instanceof Error ? error.message : String(error) }),
    );
  };
  return {
    channel: name,
    close() {
      closed = true;
      channel.close();
    },
  };
}

/**
 * Asks the main thread for the road data on the pool's channel (from a plan thread). The question
 * is posted at once and the answer read when this thread next waits, so the thread can load its
 * catalogue meanwhile.
 */
export function requestSharedRoads(channelName: string): Promise<SharedRoads> {
  const channel = new BroadcastChannel(channelName);
  const answered = new Promise<SharedRoads>((resolve, reject) => {
    channel.onmessage = (event) => {
      const message = event.data as RoadsMessage;
      // Another thread's question, or an answer to it this thread has already had.
      if (message.type === 'want-roads') return;
      channel.close();
      if (message.type === 'roads') resolve(message.roads);
      else reject(new Error(`The road graph could not be loaded: ${message.message}`));
    };
  });
  channel.postMessage({ type: 'want-roads' } satisfies RoadsMessage);
  return answered;
}
