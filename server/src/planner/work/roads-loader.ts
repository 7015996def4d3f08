// A one-task worker thread of the plan pool (shared-roads-channel.ts): it loads the road graph, its
// landmark tables and hierarchies into shared memory and answers them, or (part 'catalogue') builds
// the catalogue's shareable indexes there (bundled-data.ts), then the pool ends it. Run in a thread
// so the main thread keeps answering (health says "starting") for the second it takes.
import type { SharedCatalogue } from '../../catalogue/bundled-data';
import { loadSharedCatalogue } from '../../catalogue/bundled-data';
import type { SharedRoads } from '../../routing/shared-roads';
import { loadSharedRoads } from '../../routing/shared-roads';

export type LoaderTask = { graphFile?: string; part?: 'roads' | 'catalogue' };

export default function load(task: LoaderTask = {}): SharedRoads | SharedCatalogue {
  return task.part === 'catalogue' ? loadSharedCatalogue() : loadSharedRoads(task.graphFile);
}
