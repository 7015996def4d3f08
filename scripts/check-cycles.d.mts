/** Every module a file names: imports and re-exports (type-only too), `import()`, `import('x').T`, require. */
export function moduleSpecifiers(file: string, text: string): string[];
/** The import graph of the .ts/.tsx files in `folders` and the project files they reach, relative to `root`. */
export function importGraph(root: string, folders: string[]): Map<string, string[]>;
/** The cycles met by a depth-first walk from every file in turn. */
export function findCycles(graph: Map<string, string[]>): string[][];
