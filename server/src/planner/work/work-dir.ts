/** Where the plan threads' sources live, from the repository's root (compute/worker-file.ts). */
export const WORK_SOURCE_DIR = 'server/src/planner/work';
