// A one-task worker thread of the plan pool (shared-roads-channel.ts): it loads the road graph, its
// landmark tables and hierarchies into shared memory and answers them, then the pool ends it. Run
// in a thread so the main thread keeps answering (health says "starting") for the second it takes.
import type { SharedRoads } from '../../routing/shared-roads';
import { loadSharedRoads } from '../../routing/shared-roads';

export default function load(task: { graphFile?: string } = {}): SharedRoads {
  return loadSharedRoads(task.graphFile);
}
