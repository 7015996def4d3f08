import { randomUUID } from 'node:crypto';
import { BroadcastChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { SharedCatalogue } from '../../catalogue/bundled-data';
import { roadSearchDataPending } from '../../routing/road-data-pending';
import type { SharedRoads } from '../../routing/shared-roads';
import { resolveWorkerFile, workerExecArgv } from '../../compute/worker-file';
import type { LoaderTask } from './roads-loader';
import { WORK_SOURCE_DIR } from './work-dir';

// How the plan threads get the road data the process loaded once (shared-roads.ts): each thread,
// as it starts (a replacement for a crashed one too), asks on its pool's BroadcastChannel, and the
// main thread answers with the data once loaded, and the catalogue's shared indexes with it. The
// arrays cross as views of the same shared memory, so asking twice costs nothing but the graph's
// road-name list.
type RoadsMessage =
  | { type: 'want-roads' }
  | { type: 'roads'; roads: SharedRoads; catalogue?: SharedCatalogue }
  | { type: 'roads-failed'; message: string };

/** What a plan thread is handed: the road data, and the catalogue's indexes unless they failed to load. */
export type SharedData = { roads: SharedRoads; catalogue?: SharedCatalogue };

/** `load`, started once; a failed load is started again by the next caller. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      const started = load();
      started.catch(() => {
        if (loading === started) loading = undefined;
      });
      loading = started;
    }
    return loading;
  };
}

/**
 * The process's road data in shared memory, loaded once, in a thread of its own (roads-loader.ts),
 * so this thread answers meanwhile; after `npm start` has built the files it is building, if any
 * (road-data-pending.ts). A failed load is tried again by the next caller.
 */
export const sharedRoadsOfProcess = once(() =>
  roadSearchDataPending().then(() => loadInThread({}) as Promise<SharedRoads>),
);

/** The catalogue's shareable indexes (bundled-data.ts), built once, in a thread of their own. */
export const sharedCatalogueOfProcess = once(
  () => loadInThread({ part: 'catalogue' }) as Promise<SharedCatalogue>,
);

async function loadInThread(task: LoaderTask): Promise<unknown> {
  const file = resolveWorkerFile('roads-loader', import.meta.url, WORK_SOURCE_DIR);
  const execArgv = workerExecArgv(file.typescript);
  const loader = new Piscina({
    filename: file.filename,
    minThreads: 1,
    maxThreads: 1,
    niceIncrement: 0,
    ...(execArgv ? { execArgv } : {}),
  });
  try {
    return await loader.run(task);
  } finally {
    await loader.destroy();
  }
}

export type RoadsServer = { channel: string; close(): void };

/**
 * Answers every plan thread of one pool that asks for the road data, once `roads` (and `catalogue`)
 * settle; a catalogue that failed to load is left out (each thread then builds its own indexes).
 */
export function serveSharedRoads(
  roads: Promise<SharedRoads>,
  catalogue?: Promise<SharedCatalogue>,
): RoadsServer {
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
    const indexes = catalogue?.catch(() => undefined) ?? Promise.resolve(undefined);
    Promise.all([roads, indexes]).then(
      ([value, shared]) => answer({ type: 'roads', roads: value, ...(shared ? { catalogue: shared } : {}) }),
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
  return requestSharedData(channelName).then((data) => data.roads);
}

/** requestSharedRoads, with the catalogue's shared indexes when the main thread has them. */
export function requestSharedData(channelName: string): Promise<SharedData> {
  const channel = new BroadcastChannel(channelName);
  const answered = new Promise<SharedData>((resolve, reject) => {
    channel.onmessage = (event) => {
      const message = event.data as RoadsMessage;
      // Another thread's question, or an answer to it this thread has already had.
      if (message.type === 'want-roads') return;
      channel.close();
      if (message.type === 'roads') resolve({ roads: message.roads, catalogue: message.catalogue });
      else reject(new Error(`The road graph could not be loaded: ${message.message}`));
    };
  });
  channel.postMessage({ type: 'want-roads' } satisfies RoadsMessage);
  return answered;
}
